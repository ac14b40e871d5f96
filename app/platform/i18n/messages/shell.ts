import type { Locale } from "#app/platform/i18n/locale.ts";

/**
 * The few texts the page shell shows even without the root loader's data (the
 * back office, an error before the loader ran): the skip link, the toast
 * region's name and the error page. Every other interface text reaches the
 * browser in one language only, with the root loader's data.
 */
interface ShellMessages {
  skipToContent: string;
  notificationsLabel: string;
  error: { title: string; text: string; back: string };
}

export const shellMessages: Record<Locale, ShellMessages> = {
  de: {
    skipToContent: "Zum Inhalt springen",
    notificationsLabel: "Benachrichtigungen",
    error: {
      title: "Etwas ist schiefgelaufen",
      text: "Bitte lade die Seite neu oder versuche es später noch einmal.",
      back: "Zur Startseite",
    },
  },
  es: {
    skipToContent: "Saltar al contenido",
    notificationsLabel: "Notificaciones",
    error: {
      title: "Algo ha salido mal",
      text: "Recarga la página o vuelve a intentarlo más tarde.",
      back: "Volver al inicio",
    },
  },
};
