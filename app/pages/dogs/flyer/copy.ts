/** Copy of the printable flyer of a dog (docs/product/dogs.md#flyer). */

export const de = {
  title: "Flyer",
  description: "Ein Flyer zum Ausdrucken für einen Hund, der ein Zuhause sucht.",
  print: "Flyer drucken",
  printHint: "Drucke diese Seite über die Druckfunktion deines Browsers (Strg+P oder ⌘+P) auf A4 oder speichere sie als PDF.",
  back: "Zurück zu {name}",
  sheetLabel: "Flyer von {name}",
  lookingFor: {
    adoption: "sucht ein Zuhause",
    sponsorship: "sucht Paten",
    hospice: "lebt in unserem Hospiz",
  },
  location: "Wo er gerade lebt",
  qrAlt: "QR-Code zur Seite von {name}: {url}",
  qrText: "Mehr über {name}: Code scannen oder",
  contactHeading: "Kontakt",
  phone: "Telefon",
  email: "E-Mail",
  web: "Web",
};

export const es: typeof de = {
  title: "Cartel",
  description: "Un cartel para imprimir de un perro que busca hogar.",
  print: "Imprimir cartel",
  printHint: "Imprime esta página con la función de impresión de tu navegador (Ctrl+P o ⌘+P) en A4 o guárdala como PDF.",
  back: "Volver a {name}",
  sheetLabel: "Cartel de {name}",
  lookingFor: {
    adoption: "busca un hogar",
    sponsorship: "busca padrinos",
    hospice: "vive en nuestro hospicio",
  },
  location: "Dónde vive ahora",
  qrAlt: "Código QR a la página de {name}: {url}",
  qrText: "Más sobre {name}: escanea el código o visita",
  contactHeading: "Contacto",
  phone: "Teléfono",
  email: "Correo",
  web: "Web",
};

export const flyerCopy = { de, es } as const;
export type FlyerPageCopy = typeof de;
