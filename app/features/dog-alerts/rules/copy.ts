/**
 * Copy of the new-dog alert pages (docs/product/dog-alerts.md): the
 * subscription form, the confirmation page and the unsubscribe page.
 */

export const de = {
  formId: "benachrichtigung",
  head: {
    subscribe: {
      title: "Neue Hunde per E-Mail",
      description: "Lass dich per E-Mail benachrichtigen, sobald neue Hunde zur Adoption, Patenschaft oder ins Hospiz kommen – sofort, täglich oder wöchentlich.",
    },
    confirm: { title: "Benachrichtigung bestätigen", description: "Bestätige deine E-Mail-Benachrichtigung über neue Hunde bei Puente Canino." },
    unsubscribe: { title: "Benachrichtigung abbestellen", description: "Bestelle die E-Mail-Benachrichtigung über neue Hunde bei Puente Canino ab." },
  },
  /** The link from the dog list and the dog pages. */
  teaser: "Neue Hunde per E-Mail bekommen",
  form: {
    heading: "Benachrichtigung einrichten",
    intro:
      "Wir schreiben dir, sobald neue Hunde in unsere Liste kommen, die zu deiner Auswahl passen. Erst nach deiner Bestätigung per E-Mail – und abbestellen kannst du jederzeit mit einem Klick.",
    label: "Benachrichtigung über neue Hunde",
    email: "Deine E-Mail-Adresse",
    types: "Welche Hunde interessieren dich?",
    typeHint: "Mindestens eine Auswahl",
    typeOptions: { adoption: "Zur Adoption", sponsorship: "Für eine Patenschaft", hospice: "Im Hospiz" },
    locations: "Wo sollen die Hunde sein?",
    locationOptions: { germany: "In Deutschland", spain: "In Spanien" },
    frequency: "Wie oft möchtest du Nachricht bekommen?",
    frequencyOptions: { immediate: "Sofort", daily: "Täglich", weekly: "Wöchentlich" },
    frequencyHints: {
      immediate: "Eine E-Mail, sobald neue Hunde da sind",
      daily: "Eine Zusammenfassung am Morgen, wenn es Neues gibt",
      weekly: "Eine Zusammenfassung am Montagmorgen, wenn es Neues gibt",
    },
    consentBefore: "Ich möchte E-Mails über neue Hunde bekommen, bis ich sie abbestelle. Mehr dazu in der",
    consentLink: "Datenschutzerklärung",
    consentAfter: ".",
    submit: "Benachrichtigung anfordern",
    successTitle: "Fast geschafft!",
    successText:
      "Wir haben dir eine E-Mail mit einem Bestätigungslink geschickt. Erst wenn du ihn öffnest und bestätigst, bekommst du Nachrichten von uns. Ohne Bestätigung löschen wir die Anfrage nach 48 Stunden.",
    failureText: "Deine Anfrage konnte gerade nicht gesendet werden. Bitte versuche es erneut.",
  },
  backToDogs: "Zurück zu unseren Hunden",
  confirm: {
    heading: "Benachrichtigung bestätigen",
    text: "Bitte bestätige, dass du E-Mails über neue Hunde bekommen möchtest.",
    button: "Ja, ich möchte Benachrichtigungen bekommen",
    doneTitle: "Danke, deine Benachrichtigung ist eingerichtet",
    doneText: "Ab jetzt bekommst du E-Mails über neue Hunde, die zu deiner Auswahl passen. Jede E-Mail enthält einen Link zum Abbestellen.",
    invalidTitle: "Dieser Link gilt nicht mehr",
    invalidText: "Der Link wurde schon benutzt oder ist älter als 48 Stunden. Du kannst die Benachrichtigung einfach neu anfordern.",
    again: "Benachrichtigung neu anfordern",
  },
  unsubscribe: {
    heading: "Benachrichtigung abbestellen",
    text: "Möchtest du keine E-Mails über neue Hunde mehr bekommen? Dann bestelle sie hier ab. Wir löschen deine Adresse sofort.",
    button: "Abbestellen",
    doneTitle: "Du bist abgemeldet",
    doneText: "Wir schicken dir keine E-Mails über neue Hunde mehr und haben deine Adresse gelöscht.",
    invalidTitle: "Keine Benachrichtigung gefunden",
    invalidText: "Zu diesem Link gibt es keine Benachrichtigung (mehr). Vielleicht hast du sie schon abbestellt.",
  },
};

export const es: typeof de = {
  formId: "aviso",
  head: {
    subscribe: {
      title: "Perros nuevos por correo",
      description: "Recibe un correo cuando lleguen perros nuevos en adopción, apadrinamiento o al hospicio: al momento, cada día o cada semana.",
    },
    confirm: { title: "Confirmar el aviso", description: "Confirma tu aviso por correo de perros nuevos en Puente Canino." },
    unsubscribe: { title: "Darse de baja del aviso", description: "Date de baja del aviso por correo de perros nuevos en Puente Canino." },
  },
  teaser: "Recibir perros nuevos por correo",
  form: {
    heading: "Crear un aviso",
    intro:
      "Te escribimos en cuanto lleguen a nuestra lista perros nuevos que coincidan con lo que eliges. Solo después de que lo confirmes por correo, y puedes darte de baja cuando quieras con un clic.",
    label: "Aviso de perros nuevos",
    email: "Tu correo electrónico",
    types: "¿Qué perros te interesan?",
    typeHint: "Elige al menos uno",
    typeOptions: { adoption: "En adopción", sponsorship: "Para apadrinar", hospice: "En el hospicio" },
    locations: "¿Dónde deben estar los perros?",
    locationOptions: { germany: "En Alemania", spain: "En España" },
    frequency: "¿Con qué frecuencia quieres recibir avisos?",
    frequencyOptions: { immediate: "Al momento", daily: "Cada día", weekly: "Cada semana" },
    frequencyHints: {
      immediate: "Un correo en cuanto haya perros nuevos",
      daily: "Un resumen por la mañana, si hay novedades",
      weekly: "Un resumen el lunes por la mañana, si hay novedades",
    },
    consentBefore: "Quiero recibir correos sobre perros nuevos hasta que me dé de baja. Más información en la",
    consentLink: "política de privacidad",
    consentAfter: ".",
    submit: "Solicitar el aviso",
    successTitle: "¡Ya casi está!",
    successText:
      "Te hemos enviado un correo con un enlace de confirmación. Solo cuando lo abras y confirmes recibirás nuestros avisos. Sin confirmación borramos la solicitud a las 48 horas.",
    failureText: "No hemos podido enviar tu solicitud. Por favor, inténtalo de nuevo.",
  },
  backToDogs: "Volver a nuestros perros",
  confirm: {
    heading: "Confirmar el aviso",
    text: "Confirma que quieres recibir correos sobre perros nuevos.",
    button: "Sí, quiero recibir avisos",
    doneTitle: "Gracias, tu aviso está activo",
    doneText: "A partir de ahora recibirás correos sobre perros nuevos que coincidan con lo que elegiste. Cada correo trae un enlace para darte de baja.",
    invalidTitle: "Este enlace ya no es válido",
    invalidText: "El enlace ya se ha usado o tiene más de 48 horas. Puedes volver a solicitar el aviso.",
    again: "Solicitar el aviso de nuevo",
  },
  unsubscribe: {
    heading: "Darse de baja del aviso",
    text: "¿No quieres recibir más correos sobre perros nuevos? Date de baja aquí. Borramos tu dirección al momento.",
    button: "Darme de baja",
    doneTitle: "Te has dado de baja",
    doneText: "No te enviaremos más correos sobre perros nuevos y hemos borrado tu dirección.",
    invalidTitle: "No hay ningún aviso",
    invalidText: "Este enlace no corresponde (ya) a ningún aviso. Quizá ya te diste de baja.",
  },
};

export const dogAlertsCopy = { de, es } as const;
export type DogAlertsCopy = typeof de;
