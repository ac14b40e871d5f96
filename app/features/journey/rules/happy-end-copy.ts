/**
 * The words after the handover, in both languages (docs/product/journey.md#after-the-handover): the
 * follow-up e-mails' frame (their text is a template owners edit), the family's news page, the
 * association's notice of news, the status page's line at "arrived", and the public happy-end pages
 * with their teasers on the dog list and the adoption page. The family is spoken to with "du" / "tú".
 */
import type { Locale } from "#app/platform/i18n/locale.ts";

const de = {
  mail: {
    subjects: { two_weeks: "Wie geht es {dog}?", three_months: "Drei Monate mit {dog} – wie geht es euch?" },
    subjectNoDog: "Wie geht es deinem Hund?",
    newsLink: "Hier kannst du uns deine Neuigkeiten und bis zu fünf Fotos schicken:\n{link}",
    statusLink: "Deine Anfrage und alle unsere Nachrichten findest du hier:\n{link}",
    team: "dein Team von Puente Canino",
  },
  news: {
    title: "Neuigkeiten schicken",
    description: "Erzähl uns, wie es deinem Hund bei dir geht.",
    heading: "Wie geht es {dog}?",
    headingNoDog: "Wie geht es deinem Hund?",
    intro:
      "Wir freuen uns über jede Nachricht aus dem neuen Zuhause. Erzähl uns, wie es euch geht, was ihr zusammen erlebt und was dich bewegt – gern mit ein paar Fotos. Deine Nachricht lesen nur wir, außer du erlaubst unten, sie zu zeigen.",
    body: "Deine Neuigkeiten",
    bodyHint: "Bis zu 5.000 Zeichen.",
    photos: "Fotos (freiwillig)",
    photosHint: "Bis zu fünf Fotos als JPEG, PNG oder WebP, je höchstens 12 MB. Wir entfernen Ort, Datum und Kamera aus den Fotos.",
    consent: "Ihr dürft meine Worte und Fotos auf eurer Website unter „Glücklich vermittelt“ zeigen.",
    consentHint:
      "Wir zeigen sie nur mit dem Namen von {dog}, nie mit deinem Nachnamen oder Wohnort, und können sie dafür kürzen und übersetzen. Du kannst deine Erlaubnis hier jederzeit zurücknehmen; dann nehmen wir die Geschichte sofort von der Website.",
    submit: "Neuigkeiten senden",
    sending: "Wird gesendet …",
    thanks: "Danke! Deine Neuigkeiten sind bei uns angekommen.",
    errorSummary: "Bitte prüfe deine Nachricht:",
    problems: {
      tooShort: "Bitte schreib uns ein paar Worte.",
      tooLong: "Deine Nachricht ist zu lang (höchstens 5.000 Zeichen).",
      tooMany: "Bitte wähle höchstens fünf Fotos.",
      tooLarge: "Ein Foto ist größer als 12 MB. Bitte wähle ein kleineres.",
      notImage: "Eine Datei ist kein Foto, das wir lesen können (JPEG, PNG oder WebP).",
      heic: "Ein Foto ist im HEIC-Format des iPhones. Bitte schick es als JPEG (Einstellungen › Kamera › Formate › „Maximale Kompatibilität“) oder als Bildschirmfoto.",
      limit: "Du hast uns heute schon einige Nachrichten geschickt. Bitte schreib uns morgen wieder.",
      closed: "Über diese Seite nehmen wir gerade keine Neuigkeiten an.",
    },
    sentHeading: "Was du uns geschickt hast",
    sentOn: "Am {date}",
    photoCount: { one: "{count} Foto", other: "{count} Fotos" },
    consentGiven: "Du hast erlaubt, dass wir deine Geschichte zeigen.",
    consentNone: "Nur für uns, nicht zum Veröffentlichen.",
    withdraw: "Nicht mehr veröffentlichen",
    withdrawn: "Du hast deine Erlaubnis am {date} zurückgenommen. Wir zeigen nichts davon.",
    withdrawnNow: "Erledigt: Wir zeigen diese Geschichte nicht mehr.",
    published: "Eure Geschichte ist online:",
    back: "Zurück zu deiner Anfrage",
  },
  status: {
    heading: "Erzähl uns, wie es {dog} geht",
    headingNoDog: "Erzähl uns, wie es deinem Hund geht",
    text: "Wir freuen uns über Neuigkeiten und Fotos aus dem neuen Zuhause.",
    link: "Neuigkeiten schicken",
  },
  staff: {
    subject: "Neuigkeiten von der Familie{dog}",
    body: "Die Familie hat auf ihrer Seite Neuigkeiten geschickt. Sie stehen bei der Anfrage:\n{link}",
    consent: "Die Familie erlaubt, sie zu veröffentlichen: Die Redaktion findet sie unter „Happy Ends“.",
  },
  pages: {
    listTitle: "Glücklich vermittelt",
    listDescription: "Hunde aus Spanien in ihrem neuen Zuhause: Ihre Familien erzählen, wie es ihnen geht.",
    listIntro:
      "Jeder dieser Hunde hat einmal auf der Straße oder im Tierheim in Spanien gelebt. Heute hat er eine Familie. Hier erzählen die Familien selbst, wie es ihren Hunden geht.",
    empty: "Bald erzählen hier die ersten Familien, wie es ihren Hunden geht.",
    read: "Die Geschichte von {dog} lesen",
    published: "Veröffentlicht am",
    storyBy: "Die Familie von {dog} erzählt",
    gallery: "Mehr Fotos",
    photoOf: "Foto {n} von {dog}",
    breadcrumbHome: "Start",
    ctaTitle: "Noch viele Hunde warten auf ihr Happy End",
    ctaText: "Vielleicht schreibst du die nächste Geschichte. Schau dir an, wer ein Zuhause sucht, und wie eine Adoption bei uns abläuft.",
    ctaDogs: "Zu unseren Hunden",
    ctaAdoption: "So läuft eine Adoption",
    teaserTitle: "Glücklich vermittelt",
    teaserText: "Lies, wie es unseren Hunden in ihrem neuen Zuhause geht – erzählt von ihren Familien.",
    teaserLink: "Alle Happy Ends",
  },
};

export type HappyEndCopy = typeof de;

export const happyEndCopy: Record<Locale, HappyEndCopy> = {
  de,
  es: {
    mail: {
      subjects: { two_weeks: "¿Qué tal está {dog}?", three_months: "Tres meses con {dog}: ¿qué tal os va?" },
      subjectNoDog: "¿Qué tal está tu perro?",
      newsLink: "Aquí puedes enviarnos tus novedades y hasta cinco fotos:\n{link}",
      statusLink: "Tu solicitud y todos nuestros mensajes están aquí:\n{link}",
      team: "tu equipo de Puente Canino",
    },
    news: {
      title: "Enviar novedades",
      description: "Cuéntanos qué tal le va a tu perro contigo.",
      heading: "¿Qué tal está {dog}?",
      headingNoDog: "¿Qué tal está tu perro?",
      intro:
        "Nos alegra cada mensaje desde el nuevo hogar. Cuéntanos qué tal os va, qué vivís juntos y lo que quieras compartir, si quieres con unas fotos. Solo nosotros leemos tu mensaje, salvo que nos permitas abajo mostrarlo.",
      body: "Tus novedades",
      bodyHint: "Hasta 5000 caracteres.",
      photos: "Fotos (opcional)",
      photosHint: "Hasta cinco fotos en JPEG, PNG o WebP, de 12 MB como máximo cada una. Quitamos de las fotos el lugar, la fecha y la cámara.",
      consent: "Podéis mostrar mis palabras y fotos en vuestra web, en «Finales felices».",
      consentHint:
        "Solo las mostramos con el nombre de {dog}, nunca con tu apellido ni tu lugar de residencia, y podemos resumirlas y traducirlas. Puedes retirar tu permiso aquí en cualquier momento; entonces quitamos la historia de la web enseguida.",
      submit: "Enviar novedades",
      sending: "Enviando…",
      thanks: "¡Gracias! Hemos recibido tus novedades.",
      errorSummary: "Revisa tu mensaje, por favor:",
      problems: {
        tooShort: "Escríbenos unas palabras, por favor.",
        tooLong: "Tu mensaje es demasiado largo (5000 caracteres como máximo).",
        tooMany: "Elige como máximo cinco fotos, por favor.",
        tooLarge: "Una foto pesa más de 12 MB. Elige una más pequeña, por favor.",
        notImage: "Un archivo no es una foto que podamos leer (JPEG, PNG o WebP).",
        heic: "Una foto está en el formato HEIC del iPhone. Envíala en JPEG (Ajustes › Cámara › Formatos › «Más compatible») o como captura de pantalla.",
        limit: "Hoy ya nos has enviado varios mensajes. Escríbenos de nuevo mañana, por favor.",
        closed: "Ahora mismo no recibimos novedades a través de esta página.",
      },
      sentHeading: "Lo que nos has enviado",
      sentOn: "El {date}",
      photoCount: { one: "{count} foto", other: "{count} fotos" },
      consentGiven: "Nos has permitido mostrar tu historia.",
      consentNone: "Solo para nosotros, no para publicar.",
      withdraw: "Dejar de publicar",
      withdrawn: "Retiraste tu permiso el {date}. No mostramos nada de ello.",
      withdrawnNow: "Hecho: ya no mostramos esta historia.",
      published: "Vuestra historia está en la web:",
      back: "Volver a tu solicitud",
    },
    status: {
      heading: "Cuéntanos qué tal está {dog}",
      headingNoDog: "Cuéntanos qué tal está tu perro",
      text: "Nos alegran las novedades y las fotos desde el nuevo hogar.",
      link: "Enviar novedades",
    },
    staff: {
      subject: "Novedades de la familia{dog}",
      body: "La familia ha enviado novedades desde su página. Están en la solicitud:\n{link}",
      consent: "La familia permite publicarlas: la redacción las encuentra en «Finales felices».",
    },
    pages: {
      listTitle: "Finales felices",
      listDescription: "Perros de España en su nuevo hogar: sus familias cuentan qué tal les va.",
      listIntro:
        "Cada uno de estos perros vivió en la calle o en una perrera en España. Hoy tiene una familia. Aquí las familias cuentan qué tal les va a sus perros.",
      empty: "Pronto las primeras familias contarán aquí qué tal les va a sus perros.",
      read: "Leer la historia de {dog}",
      published: "Publicado el",
      storyBy: "La familia de {dog} cuenta",
      gallery: "Más fotos",
      photoOf: "Foto {n} de {dog}",
      breadcrumbHome: "Inicio",
      ctaTitle: "Muchos perros esperan todavía su final feliz",
      ctaText: "Quizá escribas tú la próxima historia. Mira quién busca un hogar y cómo es una adopción con nosotros.",
      ctaDogs: "Ver nuestros perros",
      ctaAdoption: "Cómo es una adopción",
      teaserTitle: "Finales felices",
      teaserText: "Lee qué tal les va a nuestros perros en su nuevo hogar, contado por sus familias.",
      teaserLink: "Todos los finales felices",
    },
  },
};
