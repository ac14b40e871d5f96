/**
 * Copy of the donations page (docs/product/content.md#donations). Bank details, PayPal, e-mail and the
 * Teaming links come from `#app/features/organisation/rules/defaults.ts`, never from here.
 */
import type { FaqEntryCopy } from "#app/ui/rich-text-model.ts";

export type DonationPurposeId = "food" | "medical" | "transport" | "mediation";

const purposes = (items: { id: DonationPurposeId; title: string; text: string }[]) => items;
const faqItems = (items: FaqEntryCopy[]) => items;

export const de = {
  heroIntro:
    "Jeder Hund, den wir retten, braucht Futter, einen Tierarzt, einen sicheren Platz und irgendwann die Fahrt in sein neues Zuhause. Möglich wird das durch Menschen wie dich – mit einer einmaligen Spende, jeden Monat über Teaming oder als Patin oder Pate.",
  heroDonate: "Jetzt spenden",
  heroMonthly: "Monatlich helfen",
  ids: { purposes: "wofuer", bank: "ueberweisung", monthly: "teaming", more: "weitere-hilfe", faq: "faq" },
  purposes: {
    heading: "Wofür deine Spende gebraucht wird",
    intro: "In diesen vier Bereichen kommt deine Hilfe jeden Tag bei unseren Hunden an:",
    items: purposes([
      {
        id: "food",
        title: "Futter und Pflege",
        text: "Gutes Futter, frisches Wasser, saubere Ausläufe, warme Decken und Zeit für jeden einzelnen Hund – auf der Finca Chaos, in der Residencia Monika und im Hospiz.",
      },
      {
        id: "medical",
        title: "Tierärztliche Versorgung",
        text: "Impfungen, Chip, Kastration, Bluttests auf Mittelmeerkrankheiten und die Behandlung der Verletzungen und Krankheiten, mit denen viele Hunde von der Straße zu uns kommen.",
      },
      {
        id: "transport",
        title: "Transport",
        text: "Die Fahrt von Spanien zu den Übergabeorten in Deutschland dauert etwa einen bis anderthalb Tage. Wir sorgen dafür, dass jeder Hund sicher, gut versorgt und mit allen Papieren ankommt.",
      },
      {
        id: "mediation",
        title: "Vermittlung und Koordination",
        text: "Gespräche mit Interessenten, Vorkontrollen, Schutzverträge, die Betreuung der Pflegestellen und die Begleitung nach der Ankunft – damit jeder Hund in die Familie kommt, die wirklich zu ihm passt.",
      },
    ]),
    sharesNote:
      "Spendest du gezielt für das Hospiz oder einen unserer Standorte, fließen 10 % davon in unsere allgemeinen Projekte – davon profitieren alle unsere Hunde.",
  },
  bank: {
    heading: "Spenden per Überweisung oder PayPal",
    intro:
      "Am einfachsten hilfst du mit einer Überweisung auf unser Vereinskonto oder über PayPal. Mit den Kopier-Schaltflächen übernimmst du die Angaben ohne Tippfehler.",
    transferHeading: "Überweisung",
    beneficiary: "Empfänger",
    iban: "IBAN",
    bic: "BIC",
    bankName: "Bank",
    reference: "Verwendungszweck",
    referenceText:
      "„Spende“ – oder wofür sie gedacht ist, zum Beispiel „Hospiz“ oder „Finca Chaos“. Ohne Angabe setzen wir deine Spende dort ein, wo sie gerade am dringendsten gebraucht wird.",
    giroText: "Spende",
    giroCaption: "GiroCode: mit der Banking-App scannen, die Angaben sind dann schon ausgefüllt. Den Betrag gibst du selbst ein.",
    giroAlt: "GiroCode für eine Überweisung an {beneficiary}, IBAN {iban}",
    paypalHeading: "PayPal",
    paypalText: "Spende direkt über PayPal.me oder sende deine Spende an unsere PayPal-Adresse.",
    paypalAddress: "PayPal-Adresse",
    paypalMe: "Mit PayPal.me spenden",
    copyBeneficiary: "Empfänger kopieren",
    copyIban: "IBAN kopieren",
    copyBic: "BIC kopieren",
    copyPaypal: "PayPal-Adresse kopieren",
  },
  /** German site only (docs/product/content.md#donations); null on the Spanish site. */
  taxHeading: "Spendenbescheinigung" as string | null,
  taxText: "Für Spenden bis 300 € genügt dem Finanzamt dein Kontoauszug als Nachweis. Für höhere Beträge stellen wir dir gern eine Zuwendungsbestätigung aus – schreib uns dazu einfach eine kurze E-Mail." as string | null,
  monthly: {
    heading: "Monatlich helfen mit Teaming",
    intro:
      "Teaming ist eine Plattform für Kleinstspenden: Du gibst jeden Monat einen festen Betrag ab 1 € – gemeinsam mit vielen anderen. Allein klingt das nach wenig. Zusammen gibt es uns die Sicherheit, Monat für Monat planen zu können.",
    generalTitle: "Teaming-Gruppe Puente Canino",
    generalText: "Deine monatliche Spende unterstützt unsere gesamte Arbeit: Futter, Tierarzt, Transport und Vermittlung.",
    generalCta: "Der Teaming-Gruppe beitreten",
    sponsorTitle: "Teaming-Gruppe Patenhunde",
    sponsorText:
      "Diese Gruppe hilft gezielt den Hunden, die auf Paten angewiesen sind – weil sie alt oder krank sind oder schon lange auf ihre Familie warten.",
    sponsorCta: "Der Teaming-Gruppe Patenhunde beitreten",
  },
  more: {
    heading: "Weitere Wege zu helfen",
    sponsorshipTitle: "Patenschaft übernehmen",
    sponsorshipText:
      "Ab 10 € im Monat begleitest du einen bestimmten Hund – mit Futter, Pflege und tierärztlicher Versorgung. Such dir deinen Patenhund aus und schick uns über sein Profil deine Anfrage.",
    sponsorshipCta: "Hunde für eine Patenschaft ansehen",
    membershipTitle: "Mitglied werden",
    membershipText:
      "Als Mitglied stärkst du unseren Verein dauerhaft – ab 5 € im Monat, in der Höhe, die du selbst wählst. Kündigen kannst du jederzeit zum Monatsende.",
    membershipCta: "Mehr zur Mitgliedschaft",
    flightSponsorTitle: "Flugpate werden",
    flightSponsorText:
      "Du fliegst von Spanien nach Deutschland? Dann nimm einen unserer Hunde mit zu seiner Familie. Wir buchen und bezahlen seinen Platz und bringen ihn zum Flughafen – dich kostet es nichts.",
    flightSponsorCta: "So wirst du Flugpate",
    onSiteTitle: "Vor Ort mit anpacken",
    onSiteText:
      "Du wohnst in der Nähe von Benicarló oder Amposta oder machst dort Urlaub? Unsere Hunde freuen sich über Spaziergänge, Streicheleinheiten und helfende Hände. Melde dich vorher bei uns, damit wir deinen Besuch gut planen können.",
    onSiteFinca: "Die Finca Chaos kennenlernen",
    onSiteMonika: "Die Residencia Monika kennenlernen",
    onSiteHospice: "Unser Hospiz kennenlernen",
    onSiteContact: "Besuch mit uns absprechen",
  },
  faq: {
    heading: "Häufige Fragen zum Spenden",
    items: faqItems([
      {
        id: "spende-ankommen",
        question: "Kommt meine Spende wirklich bei den Hunden an?",
        answer: [
          "Ja. Mit deiner Spende bezahlen wir Futter und Pflege, Tierarztkosten, Transporte und die Arbeit rund um die Vermittlung – also genau das, was unsere Hunde brauchen.",
          "Spendest du gezielt für das Hospiz, die Finca Chaos oder die Residencia Monika, kommt der Großteil direkt dort an. 10 % fließen in unsere allgemeinen Projekte, von denen alle Hunde profitieren.",
        ],
        more: { text: "Mehr über unseren Verein", linkKey: "about" },
      },
      {
        id: "spendenzweck",
        question: "Kann ich bestimmen, wofür meine Spende verwendet wird?",
        answer: [
          "Ja. Schreib den Zweck einfach in den Verwendungszweck deiner Überweisung oder in die Nachricht bei PayPal, zum Beispiel „Hospiz“, „Finca Chaos“ oder „Residencia Monika“. Ohne Angabe setzen wir deine Spende dort ein, wo sie gerade am dringendsten gebraucht wird.",
          "Von Spenden für das Hospiz und die Standorte gehen 10 % in unsere allgemeinen Projekte.",
        ],
        more: { text: "Mehr über unser Hospiz", linkKey: "hospice" },
      },
      {
        id: "was-ist-teaming",
        question: "Was ist Teaming und wie funktioniert es?",
        answer: [
          "Teaming ist eine Plattform für monatliche Kleinstspenden. Du trittst einer Gruppe bei und spendest jeden Monat ab 1 €. Viele kleine Beträge ergeben zusammen eine verlässliche Hilfe, mit der wir planen können.",
          "Wir haben zwei Gruppen: eine für unsere gesamte Arbeit und eine für unsere Patenhunde. Die Links zu beiden findest du auf dieser Seite.",
        ],
        more: { text: "Unsere Patenhunde ansehen", linkKey: "dogs", query: "type=sponsorship" },
      },
      {
        id: "patenschaft",
        question: "Wie funktioniert eine Patenschaft?",
        answer: [
          "Mit einer Patenschaft unterstützt du einen bestimmten Hund ab 10 € im Monat – nach oben gibt es keine Grenze. Such dir in unserer Hundeübersicht einen Hund aus, der Paten sucht, und schick uns über sein Profil deine Anfrage.",
          "Danach melden wir uns persönlich bei dir und besprechen alles Weitere.",
        ],
        more: { text: "Hunde für eine Patenschaft ansehen", linkKey: "dogs", query: "type=sponsorship" },
      },
      {
        id: "mitglied-oder-spende",
        question: "Was ist der Unterschied zwischen einer Spende und einer Mitgliedschaft?",
        answer: [
          "Eine Spende ist frei: einmalig oder regelmäßig, in jeder Höhe und für jeden Zweck. Als Mitglied gehörst du zu unserem Verein und unterstützt ihn mit einem regelmäßigen Beitrag ab 5 € im Monat. Die Höhe wählst du selbst, und kündigen kannst du jederzeit zum Monatsende.",
          "Aktive Mitglieder haben auf der Mitgliederversammlung ein Stimmrecht, Fördermitglieder unterstützen uns ohne Stimmrecht.",
        ],
        more: { text: "Mehr zur Mitgliedschaft", linkKey: "membership" },
      },
      {
        id: "spendenbescheinigung",
        question: "Bekomme ich eine Spendenbescheinigung?",
        answer: [
          "Für Spenden bis 300 € genügt dem Finanzamt dein Kontoauszug als Nachweis.",
          "Für höhere Beträge stellen wir dir gern eine Zuwendungsbestätigung aus. Schreib uns dazu deinen Namen und deine Anschrift.",
        ],
        more: { text: "Kontakt aufnehmen", linkKey: "contact" },
      },
    ]),
  },
  cta: {
    heading: "Danke, dass du hilfst!",
    text: "Hast du eine Frage zu deiner Spende, möchtest du für etwas Bestimmtes spenden oder brauchst du eine Zuwendungsbestätigung? Schreib uns – wir antworten dir persönlich.",
    mail: "Schreib uns eine E-Mail",
    mailSubject: "Frage zu meiner Spende",
    monthly: "Monatlich mit Teaming helfen",
  },
};

export const es: typeof de = {
  heroIntro:
    "Cada perro que rescatamos necesita comida, veterinario, un lugar seguro y, algún día, el viaje hacia su nuevo hogar. Todo eso es posible gracias a personas como tú: con una donación puntual, cada mes a través de Teaming o apadrinando a un perro.",
  heroDonate: "Donar ahora",
  heroMonthly: "Ayudar cada mes",
  ids: { purposes: "destino", bank: "transferencia", monthly: "teaming", more: "otras-formas", faq: "faq" },
  purposes: {
    heading: "A qué se destina tu donación",
    intro: "Estos son los cuatro ámbitos en los que tu ayuda llega cada día a nuestros perros:",
    items: purposes([
      {
        id: "food",
        title: "Comida y cuidados",
        text: "Buena comida, agua fresca, recintos limpios, mantas calentitas y tiempo para cada perro: en la Finca Chaos, en la Residencia Monika y en el hospicio.",
      },
      {
        id: "medical",
        title: "Atención veterinaria",
        text: "Vacunas, microchip, esterilización, análisis de enfermedades mediterráneas y el tratamiento de las heridas y enfermedades con las que llegan muchos perros de la calle.",
      },
      {
        id: "transport",
        title: "Transporte",
        text: "El viaje desde España hasta los puntos de entrega en Alemania dura entre un día y día y medio. Nos aseguramos de que cada perro llegue seguro, bien atendido y con todos sus papeles.",
      },
      {
        id: "mediation",
        title: "Adopciones y coordinación",
        text: "Conversaciones con las familias interesadas, visitas previas, contratos de adopción, apoyo a las casas de acogida y acompañamiento después de la llegada, para que cada perro acabe en la familia que de verdad le encaja.",
      },
    ]),
    sharesNote:
      "Si donas para el hospicio o para uno de nuestros refugios, el 10 % se destina a nuestros proyectos generales, que benefician a todos nuestros perros.",
  },
  bank: {
    heading: "Dona por transferencia o PayPal",
    intro:
      "La forma más sencilla de ayudar es una transferencia a la cuenta de la asociación o un envío por PayPal. Con los botones de copiar te llevas los datos sin errores.",
    transferHeading: "Transferencia bancaria",
    beneficiary: "Beneficiario",
    iban: "IBAN",
    bic: "BIC",
    bankName: "Banco",
    reference: "Concepto",
    referenceText:
      "«Donativo» o el fin al que quieres destinarlo, por ejemplo «Hospicio» o «Finca Chaos». Si no indicas nada, lo usaremos donde más falta haga en ese momento.",
    giroText: "Donativo",
    giroCaption: "Código QR de transferencia (EPC): escanéalo con la app de tu banco y los datos quedan rellenados. El importe lo indicas tú.",
    giroAlt: "Código QR para una transferencia a {beneficiary}, IBAN {iban}",
    paypalHeading: "PayPal",
    paypalText: "Dona directamente con PayPal.me o envía tu donativo a nuestra dirección de PayPal.",
    paypalAddress: "Dirección de PayPal",
    paypalMe: "Donar con PayPal.me",
    copyBeneficiary: "Copiar beneficiario",
    copyIban: "Copiar IBAN",
    copyBic: "Copiar BIC",
    copyPaypal: "Copiar dirección de PayPal",
  },
  taxHeading: null,
  taxText: null,
  monthly: {
    heading: "Ayuda cada mes con Teaming",
    intro:
      "Teaming es una plataforma de microdonaciones: donas una cantidad fija cada mes, desde 1 €, junto con muchas otras personas. Por separado parece poco; juntos nos da la tranquilidad de poder planificar mes a mes.",
    generalTitle: "Grupo de Teaming Puente Canino",
    generalText: "Tu aportación mensual sostiene todo nuestro trabajo: comida, veterinario, transporte y adopciones.",
    generalCta: "Unirme al grupo de Teaming",
    sponsorTitle: "Grupo de Teaming de perros apadrinados",
    sponsorText:
      "Este grupo ayuda en concreto a los perros que dependen de sus padrinos: porque son mayores, están enfermos o llevan mucho tiempo esperando a su familia.",
    sponsorCta: "Unirme al grupo de Teaming de perros apadrinados",
  },
  more: {
    heading: "Otras formas de ayudar",
    sponsorshipTitle: "Apadrina a un perro",
    sponsorshipText:
      "Desde 10 € al mes acompañas a un perro concreto con comida, cuidados y atención veterinaria. Elige a tu ahijado y envíanos tu solicitud desde su ficha.",
    sponsorshipCta: "Ver perros para apadrinar",
    membershipTitle: "Hazte socio",
    membershipText:
      "Como socio o socia das a la asociación un apoyo estable, desde 5 € al mes y con la cuota que tú elijas. Puedes darte de baja cuando quieras, con efecto a final de mes.",
    membershipCta: "Más sobre hacerse socio",
    flightSponsorTitle: "Hazte padrino de vuelo",
    flightSponsorText:
      "¿Vuelas de España a Alemania? Lleva a uno de nuestros perros con su familia. Nosotros reservamos y pagamos su plaza y lo llevamos al aeropuerto: a ti no te cuesta nada.",
    flightSponsorCta: "Cómo ser padrino de vuelo",
    onSiteTitle: "Échanos una mano en persona",
    onSiteText:
      "¿Vives cerca de Benicarló o de Amposta, o vas a pasar unos días por la zona? Nuestros perros agradecen cada paseo, cada caricia y cada mano que ayuda. Avísanos antes para que podamos organizar bien tu visita.",
    onSiteFinca: "Conoce la Finca Chaos",
    onSiteMonika: "Conoce la Residencia Monika",
    onSiteHospice: "Conoce nuestro hospicio",
    onSiteContact: "Organiza tu visita con nosotros",
  },
  faq: {
    heading: "Preguntas frecuentes sobre las donaciones",
    items: faqItems([
      {
        id: "donacion-llega",
        question: "¿Mi donación llega de verdad a los perros?",
        answer: [
          "Sí. Con tu donación pagamos la comida y los cuidados, el veterinario, los transportes y todo el trabajo de las adopciones: justo lo que nuestros perros necesitan.",
          "Si donas para el hospicio, la Finca Chaos o la Residencia Monika, la mayor parte llega allí directamente. El 10 % se destina a nuestros proyectos generales, que benefician a todos los perros.",
        ],
        more: { text: "Conoce nuestra asociación", linkKey: "about" },
      },
      {
        id: "destino-donacion",
        question: "¿Puedo elegir a qué se destina mi donación?",
        answer: [
          "Sí. Indícalo en el concepto de la transferencia o en el mensaje de PayPal, por ejemplo «Hospicio», «Finca Chaos» o «Residencia Monika». Si no indicas nada, la usaremos donde más falta haga en ese momento.",
          "De las donaciones para el hospicio y para nuestros refugios, el 10 % va a nuestros proyectos generales.",
        ],
        more: { text: "Conoce nuestro hospicio", linkKey: "hospice" },
      },
      {
        id: "que-es-teaming",
        question: "¿Qué es Teaming y cómo funciona?",
        answer: [
          "Teaming es una plataforma de microdonaciones: te unes a un grupo y donas cada mes desde 1 €. Muchas aportaciones pequeñas se convierten juntas en una ayuda constante con la que podemos planificar.",
          "Tenemos dos grupos: uno para todo nuestro trabajo y otro para nuestros perros apadrinados. Encontrarás los enlaces a los dos en esta página.",
        ],
        more: { text: "Ver nuestros perros apadrinados", linkKey: "dogs", query: "type=sponsorship" },
      },
      {
        id: "apadrinar",
        question: "¿Cómo funciona el apadrinamiento?",
        answer: [
          "Al apadrinar ayudas a un perro concreto desde 10 € al mes, sin límite máximo. Elige en nuestro listado un perro que busque padrino o madrina y envíanos tu solicitud desde su ficha.",
          "Después nos pondremos en contacto contigo personalmente para contarte todo lo demás.",
        ],
        more: { text: "Ver perros para apadrinar", linkKey: "dogs", query: "type=sponsorship" },
      },
      {
        id: "socio-o-donacion",
        question: "¿Qué diferencia hay entre donar y hacerse socio?",
        answer: [
          "Una donación es libre: puntual o periódica, de la cantidad que quieras y para el fin que elijas. Como socio o socia formas parte de la asociación y la apoyas con una cuota desde 5 € al mes. La cantidad la eliges tú, y puedes darte de baja cuando quieras, con efecto a final de mes.",
          "Los socios activos tienen derecho a voto en la asamblea; los socios colaboradores nos apoyan sin derecho a voto.",
        ],
        more: { text: "Más sobre hacerse socio", linkKey: "membership" },
      },
      {
        id: "ayudar-sin-dinero",
        question: "¿Puedo ayudar aunque no pueda donar dinero?",
        answer: [
          "¡Claro que sí! Puedes ser casa de acogida y dar a un perro un hogar temporal hasta que encuentre a su familia, venir a echarnos una mano en nuestros refugios o compartir a nuestros perros en tus redes sociales.",
          "Cada persona que conoce a uno de nuestros perros es una nueva oportunidad para él.",
        ],
        more: { text: "Hazte casa de acogida", linkKey: "fosterHome" },
      },
    ]),
  },
  cta: {
    heading: "¡Gracias por ayudar!",
    text: "¿Tienes alguna duda sobre tu donación o quieres destinarla a algo concreto? Escríbenos y te responderemos personalmente.",
    mail: "Escríbenos un correo",
    mailSubject: "Pregunta sobre mi donación",
    monthly: "Ayudar cada mes con Teaming",
  },
};

export const donationsCopy = { de, es } as const;
export type DonationsPageCopy = typeof de;
