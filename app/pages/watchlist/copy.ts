/**
 * Copy of the watch list page (docs/product/dogs.md#watch-list). The heart's and the
 * header's short texts are in `app/features/watchlist/rules/messages.ts`.
 */

export const de = {
  title: "Merkliste",
  description: "Die Hunde, die du dir gemerkt hast – gespeichert nur in deinem Browser.",
  heading: "Deine Merkliste",
  intro:
    "Hier sammelst du die Hunde, die du dir mit dem Herz gemerkt hast. Die Liste liegt nur in deinem Browser, in einem Cookie dieser Website, und verschwindet {days} Tage nach der letzten Änderung von selbst.",
  countOne: "Ein Hund gemerkt",
  countOther: "{count} Hunde gemerkt",
  empty: "Noch keine Hunde gemerkt. Tippe bei einem Hund auf das Herz, dann erscheint er hier.",
  browse: "Zu unseren Hunden",
  goneHeading: "Nicht mehr verfügbar",
  goneText: "{name} steht nicht mehr in unserer Liste – vielleicht hat er schon ein Zuhause gefunden.",
  remove: "Entfernen",
  removeName: "{name} von der Merkliste entfernen",
  full: "Deine Merkliste ist voll: Sie fasst höchstens {max} Hunde. Entferne einen, um einen neuen zu merken.",
  badRequest: "Das hat nicht geklappt. Bitte lade die Seite neu und versuche es noch einmal.",
  unknownDog: "Diesen Hund gibt es nicht (mehr), er wurde nicht gemerkt.",
  loadError: "Die Hunde konnten gerade nicht geladen werden. Deine Merkliste bleibt erhalten – versuche es später noch einmal.",
  privacy: "Mehr dazu in der Datenschutzerklärung",
  /** The privacy notice's section on the watch list's cookie. */
  privacyAnchor: "merkliste",
};

export const es: typeof de = {
  title: "Favoritos",
  description: "Los perros que has guardado, solo en tu navegador.",
  heading: "Tus favoritos",
  intro:
    "Aquí reúnes los perros que has guardado con el corazón. La lista solo está en tu navegador, en una cookie de este sitio, y desaparece sola {days} días después del último cambio.",
  countOne: "Un perro guardado",
  countOther: "{count} perros guardados",
  empty: "Aún no has guardado ningún perro. Pulsa el corazón de un perro y aparecerá aquí.",
  browse: "Ver nuestros perros",
  goneHeading: "Ya no disponible",
  goneText: "{name} ya no está en nuestra lista; quizá ya ha encontrado un hogar.",
  remove: "Quitar",
  removeName: "Quitar a {name} de favoritos",
  full: "Tu lista de favoritos está llena: caben como máximo {max} perros. Quita uno para guardar otro.",
  badRequest: "No ha funcionado. Recarga la página e inténtalo de nuevo.",
  unknownDog: "Este perro ya no existe y no se ha guardado.",
  loadError: "Ahora mismo no se pueden cargar los perros. Tus favoritos se conservan; inténtalo de nuevo más tarde.",
  privacy: "Más información en la política de privacidad",
  privacyAnchor: "favoritos",
};

export const watchlistCopy = { de, es } as const;
export type WatchlistPageCopy = typeof de;
