/**
 * What the applicant reads of the protection contract (docs/product/journey.md#protection-contract):
 * the status page's texts, the PDF's signature record and the e-mail. Read on the server only: the
 * status page gets the sentences, so its JavaScript does not grow.
 */
import type { Locale } from "#app/platform/i18n/locale.ts";

export const contractCopy = {
  de: {
    heading: "Dein Schutzvertrag",
    ready: "Dein Schutzvertrag ist fertig. Bitte lies ihn in Ruhe. Wenn alles stimmt, unterschreibe ihn unten, indem du deinen vollständigen Namen eintippst.",
    signed: "Du hast den Schutzvertrag am {date} unterschrieben. Sobald der Verein gegengezeichnet hat, steht das hier.",
    countersigned: "Der Schutzvertrag ist vollständig: von dir am {date} unterschrieben und vom Verein am {countersigned} gegengezeichnet.",
    textHeading: "Vertragstext",
    nameLabel: "Dein vollständiger Name",
    nameHint: "So, wie er im Vertrag steht: {name}",
    confirm: "Ich habe den Vertrag gelesen und schließe ihn mit dem Eintippen meines Namens verbindlich ab.",
    sign: "Vertrag unterschreiben",
    signedNow: "Danke! Der Vertrag ist unterschrieben. Du kannst ihn jetzt als PDF herunterladen.",
    problems: {
      name: "Bitte tippe deinen vollständigen Namen ein.",
      mismatch: "Der Name muss so lauten, wie er im Vertrag steht: {name}.",
      confirm: "Bitte bestätige, dass du den Vertrag abschließen möchtest.",
      version: "Der Vertrag wurde inzwischen geändert. Bitte lies die neue Fassung und unterschreibe dann.",
      already: "Dieser Vertrag ist schon unterschrieben.",
    },
    download: "Vertrag als PDF herunterladen",
    feeHeading: "Schutzgebühr",
    feeOpen: "Bitte überweise die Schutzgebühr von {fee} mit dem Verwendungszweck {reference}:",
    recipient: "Empfänger",
    iban: "IBAN",
    bic: "BIC",
    purpose: "Verwendungszweck",
    amount: "Betrag",
    paypal: "Oder per PayPal: {link} – bitte gib dort {reference} als Nachricht an.",
    feeReceived: "Die Schutzgebühr von {fee} ist am {date} bei uns eingegangen. Danke!",
  },
  es: {
    heading: "Tu contrato de protección",
    ready: "Tu contrato de protección está listo. Léelo con calma. Si todo está bien, fírmalo abajo escribiendo tu nombre completo.",
    signed: "Firmaste el contrato de protección el {date}. Cuando la asociación lo haya firmado también, lo verás aquí.",
    countersigned: "El contrato de protección está completo: firmado por ti el {date} y por la asociación el {countersigned}.",
    textHeading: "Texto del contrato",
    nameLabel: "Tu nombre completo",
    nameHint: "Tal como figura en el contrato: {name}",
    confirm: "He leído el contrato y lo celebro de forma vinculante al escribir mi nombre.",
    sign: "Firmar el contrato",
    signedNow: "¡Gracias! El contrato está firmado. Ya puedes descargarlo en PDF.",
    problems: {
      name: "Escribe tu nombre completo.",
      mismatch: "El nombre debe ser el que figura en el contrato: {name}.",
      confirm: "Confirma que quieres celebrar el contrato.",
      version: "El contrato ha cambiado entretanto. Lee la nueva versión y fírmala después.",
      already: "Este contrato ya está firmado.",
    },
    download: "Descargar el contrato en PDF",
    feeHeading: "Cuota de protección",
    feeOpen: "Transfiere la cuota de protección de {fee} con el concepto {reference}:",
    recipient: "Beneficiario",
    iban: "IBAN",
    bic: "BIC",
    purpose: "Concepto",
    amount: "Importe",
    paypal: "O por PayPal: {link} – indica allí {reference} como mensaje.",
    feeReceived: "Hemos recibido la cuota de protección de {fee} el {date}. ¡Gracias!",
  },
} as const satisfies Record<Locale, unknown>;

/** The PDF's last page: the signature record (in the contract's language). */
export const contractPdfCopy = {
  de: {
    record: "Unterschriftsnachweis",
    signedBy: "Unterschrieben von (eingetippter Name)",
    signedAt: "Zeitpunkt",
    how: "Art",
    howText: "Auf der Statusseite unterschrieben, E-Mail-Adresse {email}",
    hash: "SHA-256 des Vertragstextes",
    version: "Vorlagen-Version",
    reference: "Verwendungszweck",
    address: "Adresse (verschlüsselter Hash)",
    countersignedBy: "Gegengezeichnet für den Verein von",
    countersignedAt: "Gegengezeichnet am",
    notYet: "noch nicht gegengezeichnet",
    kind: "Einfache elektronische Signatur (Art. 3 Nr. 10 eIDAS-Verordnung).",
    page: "Seite {page} von {pages}",
  },
  es: {
    record: "Registro de la firma",
    signedBy: "Firmado por (nombre escrito)",
    signedAt: "Momento",
    how: "Forma",
    howText: "Firmado en la página de seguimiento, correo electrónico {email}",
    hash: "SHA-256 del texto del contrato",
    version: "Versión de la plantilla",
    reference: "Concepto",
    address: "Dirección (hash con clave)",
    countersignedBy: "Firmado por la asociación por",
    countersignedAt: "Firmado por la asociación el",
    notYet: "aún no firmado por la asociación",
    kind: "Firma electrónica simple (art. 3.10 del Reglamento eIDAS).",
    page: "Página {page} de {pages}",
  },
} as const satisfies Record<Locale, unknown>;

/** The e-mail to the applicant when the contract is ready (with the status link), and the notice when it is signed. */
export const contractMailCopy = {
  de: {
    readySubject: "Puente Canino: Dein Schutzvertrag für {dog} ist bereit",
    readyBody: "Hallo,\n\ndein Schutzvertrag für {dog} ist fertig. Du liest und unterschreibst ihn auf deiner Statusseite; dort stehen auch die Angaben zur Schutzgebühr:\n{link}\n\nHerzliche Grüße\nDein Team von Puente Canino",
    footer: "Bitte teile diesen Link mit niemandem: Er öffnet deine Anfrage.",
    signedSubject: "Schutzvertrag unterschrieben: {dog}",
    signedBody: "Die Person hat den Schutzvertrag auf ihrer Statusseite unterschrieben. Bitte gegenzeichnen Sie ihn bei der Anfrage:\n{link}",
  },
  es: {
    readySubject: "Puente Canino: Tu contrato de protección para {dog} está listo",
    readyBody: "Hola:\n\ntu contrato de protección para {dog} está listo. Lo lees y lo firmas en tu página de seguimiento, donde también están los datos de la cuota de protección:\n{link}\n\nUn saludo cordial\nEl equipo de Puente Canino",
    footer: "No compartas este enlace con nadie: abre tu solicitud.",
    signedSubject: "Contrato de protección firmado: {dog}",
    signedBody: "La persona ha firmado el contrato de protección en su página de seguimiento. Fírmelo por la asociación en la solicitud:\n{link}",
  },
} as const satisfies Record<Locale, unknown>;
