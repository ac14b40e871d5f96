/**
 * The membership's words for members (the welcome e-mail, the private page), in both languages.
 * The form's own words are in app/platform/forms/rules/messages.*.ts. Pure.
 */
import type { Locale } from "#app/platform/i18n/locale.ts";

export interface MembershipCopy {
  welcome: {
    subject: string;
    greeting: string;
    intro: string;
    facts: string;
    memberNumber: string;
    type: string;
    fee: string;
    firstDue: string;
    debitHeading: string;
    creditor: string;
    creditorId: string;
    mandateReference: string;
    signedOn: string;
    debitNote: string;
    transferHeading: string;
    transferNote: string;
    beneficiary: string;
    iban: string;
    reference: string;
    pageLine: string;
    closing: string;
  };
  page: {
    title: string;
    description: string;
    heading: string;
    stage: Record<"applied" | "active" | "cancelled" | "ended" | "declined", string>;
    membership: string;
    memberNumber: string;
    type: string;
    fee: string;
    entryDate: string;
    firstDue: string;
    address: string;
    payment: string;
    method: string;
    accountHolder: string;
    account: string;
    mandateReference: string;
    signedOn: string;
    creditor: string;
    creditorId: string;
    transferReference: string;
    toCome: string;
    questions: string;
    transferHeading: string;
    transferIntro: string;
    beneficiary: string;
    iban: string;
    bic: string;
    amount: string;
    giroCodeAlt: string;
    giroCodeCaption: string;
    changeAddress: string;
    saveAddress: string;
    addressSaved: string;
    changeAccount: string;
    accountIntro: string;
    saveAccount: string;
    accountSaved: string;
    cancel: string;
    cancelIntro: string;
    cancelConfirm: string;
    cancelButton: string;
    cancelled: string;
    refused: string;
    fees: string;
    feeStages: Record<"due" | "announced" | "submitted" | "collected" | "returned" | "received" | "cancelled", string>;
    feeLine: string;
    receipts: string;
    receiptsIntro: string;
    receiptLine: string;
    requestReceipt: string;
    receiptIssued: string;
  };
}

export const membershipCopy: Record<Locale, MembershipCopy> = {
  de: {
    welcome: {
      subject: "Willkommen bei Puente Canino: deine Mitgliedschaft Nr. {number}",
      greeting: "Hallo {name},",
      intro: "schön, dass du dabei bist: Wir haben deinen Mitgliedsantrag angenommen. Danke, dass du unseren Hunden dauerhaft zur Seite stehst.",
      facts: "Deine Mitgliedschaft",
      memberNumber: "Mitgliedsnummer",
      type: "Art",
      fee: "Beitrag",
      firstDue: "Erster Beitrag fällig am",
      debitHeading: "Dein SEPA-Lastschriftmandat",
      creditor: "Zahlungsempfänger",
      creditorId: "Gläubiger-Identifikationsnummer",
      mandateReference: "Mandatsreferenz",
      signedOn: "Erteilt am",
      debitNote: "Jede Abbuchung kündigen wir dir vorher mit Datum und Betrag an. Du kannst eine Lastschrift innerhalb von acht Wochen nach der Belastung von deiner Bank erstatten lassen.",
      transferHeading: "Deine Überweisung",
      transferNote: "Bitte überweise deinen Beitrag jeweils zum Fälligkeitstag auf dieses Konto:",
      beneficiary: "Empfänger",
      iban: "IBAN",
      reference: "Verwendungszweck",
      pageLine: "Auf deiner persönlichen Seite siehst du deine Mitgliedschaft, dein Mandat und später deine Zuwendungsbestätigungen (bitte gib den Link nicht weiter):",
      closing: "Herzliche Grüße\nDein Team von Puente Canino",
    },
    page: {
      title: "Deine Mitgliedschaft",
      description: "Deine Mitgliedschaft bei Puente Canino: Stand, Beitrag und Zahlungsweise.",
      heading: "Deine Mitgliedschaft bei Puente Canino",
      stage: {
        applied: "Dein Antrag ist bei uns und wird gerade geprüft.",
        active: "Du bist Mitglied. Danke!",
        cancelled: "Du hast gekündigt; deine Mitgliedschaft endet am {date}.",
        ended: "Deine Mitgliedschaft ist beendet.",
        declined: "Wir konnten deinen Antrag leider nicht annehmen.",
      },
      membership: "Mitgliedschaft",
      memberNumber: "Mitgliedsnummer",
      type: "Art",
      fee: "Beitrag",
      entryDate: "Eintritt",
      firstDue: "Erster Beitrag fällig am",
      address: "Anschrift",
      payment: "Zahlungsweise",
      method: "Zahlungsart",
      accountHolder: "Kontoinhaber/in",
      account: "Konto",
      mandateReference: "Mandatsreferenz",
      signedOn: "Mandat erteilt am",
      creditor: "Zahlungsempfänger",
      creditorId: "Gläubiger-Identifikationsnummer",
      transferReference: "Dein Verwendungszweck",
      toCome: "folgt mit der Annahme deines Antrags",
      questions: "Fragen zu deiner Mitgliedschaft? Schreib uns an {email}.",
      transferHeading: "Deine Überweisung",
      transferIntro: "Bitte überweise deinen Beitrag jeweils zum Fälligkeitstag mit diesen Angaben:",
      beneficiary: "Empfänger",
      iban: "IBAN",
      bic: "BIC",
      amount: "Betrag",
      giroCodeAlt: "GiroCode für die Überweisung deines Beitrags",
      giroCodeCaption: "Scanne den Code mit deiner Banking-App: Empfänger, Betrag und Verwendungszweck sind dann schon ausgefüllt.",
      changeAddress: "Anschrift ändern",
      saveAddress: "Anschrift speichern",
      addressSaved: "Deine neue Anschrift ist gespeichert.",
      changeAccount: "Konto für die Lastschrift ändern",
      accountIntro: "Für ein neues Konto erteilst du ein neues SEPA-Lastschriftmandat; es ersetzt das bisherige ab der nächsten Abbuchung.",
      saveAccount: "Neues Mandat erteilen",
      accountSaved: "Dein neues Mandat ist erteilt. Mandatsreferenz: {reference}.",
      cancel: "Mitgliedschaft kündigen",
      cancelIntro: "Wenn du heute kündigst, endet deine Mitgliedschaft am {date}. Beiträge, die bis dahin fällig werden, bleiben fällig.",
      cancelConfirm: "Ja, ich kündige meine Mitgliedschaft zum {date}",
      cancelButton: "Kündigen",
      cancelled: "Deine Kündigung ist bei uns. Deine Mitgliedschaft endet am {date}. Danke für alles, was du für unsere Hunde getan hast!",
      refused: "Das geht gerade nicht; die Seite zeigt den aktuellen Stand.",
      fees: "Deine Beiträge",
      feeStages: {
        due: "fällig",
        announced: "Abbuchung angekündigt für den {date}",
        submitted: "wird am {date} abgebucht",
        collected: "abgebucht am {date}",
        returned: "von der Bank zurückgegeben",
        received: "eingegangen am {date}",
        cancelled: "entfällt",
      },
      feeLine: "{due}: {amount}",
      receipts: "Zuwendungsbestätigungen",
      receiptsIntro: "Für deine Beiträge bekommst du eine Zuwendungsbestätigung für das Finanzamt, einmal im Jahr von selbst oder hier auf Wunsch.",
      receiptLine: "Nr. {number}: {from} bis {to}, {total} (PDF)",
      requestReceipt: "Bestätigung für meine bisher gezahlten Beiträge anfordern",
      receiptIssued: "Deine Zuwendungsbestätigung Nr. {number} ist ausgestellt; du findest sie hier und in deinem Postfach.",
    },
  },
  es: {
    welcome: {
      subject: "Te damos la bienvenida a Puente Canino: tu número de socio {number}",
      greeting: "Hola, {name}:",
      intro: "¡Qué alegría tenerte con nosotros! Hemos aceptado tu solicitud de alta. Gracias por estar al lado de nuestros perros de forma constante.",
      facts: "Tu alta en la asociación",
      memberNumber: "Número de socio",
      type: "Tipo",
      fee: "Cuota",
      firstDue: "Primera cuota el",
      debitHeading: "Tu orden de domiciliación SEPA",
      creditor: "Acreedor",
      creditorId: "Identificador del acreedor",
      mandateReference: "Referencia de la orden",
      signedOn: "Otorgada el",
      debitNote: "Te avisaremos de cada cargo con antelación, con su fecha e importe. Puedes pedir a tu banco el reembolso de un adeudo en las ocho semanas siguientes al cargo.",
      transferHeading: "Tu transferencia",
      transferNote: "Por favor, transfiere tu cuota en cada fecha de vencimiento a esta cuenta:",
      beneficiary: "Beneficiario",
      iban: "IBAN",
      reference: "Concepto",
      pageLine: "En tu página personal ves tu alta, tu orden de domiciliación y, más adelante, tus certificados de donación (no compartas el enlace, por favor):",
      closing: "Un abrazo,\nel equipo de Puente Canino",
    },
    page: {
      title: "Tu alta en Puente Canino",
      description: "Tu alta en Puente Canino: estado, cuota y forma de pago.",
      heading: "Tu alta en Puente Canino",
      stage: {
        applied: "Tenemos tu solicitud y la estamos revisando.",
        active: "Ya formas parte de la asociación. ¡Gracias!",
        cancelled: "Has solicitado la baja; tu alta termina el {date}.",
        ended: "Tu alta en la asociación ha terminado.",
        declined: "Lo sentimos, no hemos podido aceptar tu solicitud.",
      },
      membership: "Alta en la asociación",
      memberNumber: "Número de socio",
      type: "Tipo",
      fee: "Cuota",
      entryDate: "Fecha de alta",
      firstDue: "Primera cuota el",
      address: "Dirección",
      payment: "Forma de pago",
      method: "Modo de pago",
      accountHolder: "Titular de la cuenta",
      account: "Cuenta",
      mandateReference: "Referencia de la orden",
      signedOn: "Orden otorgada el",
      creditor: "Acreedor",
      creditorId: "Identificador del acreedor",
      transferReference: "Tu concepto",
      toCome: "la recibirás cuando aceptemos tu solicitud",
      questions: "¿Preguntas sobre tu alta? Escríbenos a {email}.",
      transferHeading: "Tu transferencia",
      transferIntro: "Por favor, transfiere tu cuota en cada fecha de vencimiento con estos datos:",
      beneficiary: "Beneficiario",
      iban: "IBAN",
      bic: "BIC",
      amount: "Importe",
      giroCodeAlt: "Código GiroCode para la transferencia de tu cuota",
      giroCodeCaption: "Escanea el código con la app de tu banco: el beneficiario, el importe y el concepto quedan rellenados.",
      changeAddress: "Cambiar la dirección",
      saveAddress: "Guardar la dirección",
      addressSaved: "Tu nueva dirección está guardada.",
      changeAccount: "Cambiar la cuenta de la domiciliación",
      accountIntro: "Para una cuenta nueva otorgas una nueva orden de domiciliación SEPA; sustituye a la anterior a partir del próximo cargo.",
      saveAccount: "Otorgar la nueva orden",
      accountSaved: "Tu nueva orden está otorgada. Referencia de la orden: {reference}.",
      cancel: "Darse de baja",
      cancelIntro: "Si te das de baja hoy, tu alta termina el {date}. Las cuotas que venzan hasta entonces siguen debiéndose.",
      cancelConfirm: "Sí, me doy de baja con efecto el {date}",
      cancelButton: "Darme de baja",
      cancelled: "Hemos recibido tu baja. Tu alta termina el {date}. ¡Gracias por todo lo que has hecho por nuestros perros!",
      refused: "Ahora mismo no es posible; la página muestra el estado actual.",
      fees: "Tus cuotas",
      feeStages: {
        due: "pendiente",
        announced: "cargo anunciado para el {date}",
        submitted: "se cargará el {date}",
        collected: "cargada el {date}",
        returned: "devuelta por el banco",
        received: "recibida el {date}",
        cancelled: "anulada",
      },
      feeLine: "{due}: {amount}",
      receipts: "Certificados de donación",
      receiptsIntro: "Por tus cuotas recibes un certificado de donación para Hacienda alemana (Zuwendungsbestätigung, en alemán), una vez al año o aquí cuando lo pidas.",
      receiptLine: "N.º {number}: del {from} al {to}, {total} (PDF)",
      requestReceipt: "Pedir el certificado de las cuotas pagadas hasta ahora",
      receiptIssued: "Tu certificado n.º {number} está emitido; lo tienes aquí y en tu correo.",
    },
  },
};
