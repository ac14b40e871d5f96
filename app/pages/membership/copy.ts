/**
 * Copy of the membership page (docs/product/content.md#membership). The application form itself is
 * `MembershipWizard`; this module holds the text around it.
 */
import type { FaqEntryCopy } from "#app/ui/rich-text-model.ts";

/** The five FAQ topics the page must answer (docs/product/content.md#membership). */
export const membershipFaqTopics = ["join", "cost", "intervals", "cancellation", "types"] as const;
export type MembershipFaqTopic = (typeof membershipFaqTopics)[number];

/** An FAQ entry of the page, with the topic it answers. */
export interface MembershipFaqItem extends FaqEntryCopy {
  topic: MembershipFaqTopic;
  /** Paragraphs of plain text. */
  answer: string[];
}

const faqItems = (items: MembershipFaqItem[]) => items;

export const de = {
  ids: {
    /** The form section: the steps' button and other pages link here. */
    form: "kontakt",
    faq: "faq",
  },
  heroIntro:
    "Als Mitglied stehst du dauerhaft an der Seite unserer Hunde. Mit einem Beitrag ab {minimum} im Monat hilfst du uns, verlässlich zu retten, zu versorgen und zu vermitteln.",
  heroCta: "Jetzt Mitglied werden",
  heroFaq: "Fragen und Antworten",
  impact: {
    heading: "Was dein Beitrag bewirkt",
    intro:
      "Regelmäßige Beiträge sind für uns besonders wertvoll: Sie geben uns die Sicherheit, auch in schwierigen Monaten für unsere Hunde da zu sein.",
    items: [
      {
        title: "Rettungsaktionen",
        text: "Wir holen Hunde aus Not und Gefahr – von der Straße, aus schlechter Haltung oder wenn sie ausgesetzt wurden.",
      },
      {
        title: "Medizinische Versorgung",
        text: "Impfungen, Kastration, Bluttests und Behandlungen, damit jeder Hund gesund in sein neues Leben starten kann.",
      },
      {
        title: "Vermittlung in liebevolle Familien",
        text: "Wir suchen für jeden Hund die Familie, die wirklich zu ihm passt, und begleiten euch auch nach dem Einzug.",
      },
    ],
  },
  steps: {
    heading: "In drei Schritten Mitglied werden",
    items: [
      {
        title: "Beitrittserklärung ausfüllen",
        text: "Das Formular auf dieser Seite führt dich in vier kurzen Schritten durch deine Angaben. Mitglied werden kannst du ab 18 Jahren.",
      },
      {
        title: "Beitrag wählen",
        text: "Wie viel du gibst, entscheidest du selbst – ab {minimum} im Monat. Zahlen kannst du monatlich, vierteljährlich, halbjährlich oder jährlich.",
      },
      {
        title: "Gemeinsam helfen",
        text: "Ab jetzt bist du Teil von Puente Canino – und jeder Hund, der bei uns ein neues Leben beginnt, ist auch ein bisschen dein Verdienst.",
      },
    ],
    cta: "Zur Beitrittserklärung",
  },
  form: {
    heading: "Deine Beitrittserklärung",
    paragraphs: [
      "Die Mitgliedschaft gibt es ab {minimum} im Monat; die Höhe deines Beitrags wählst du frei und kannst sie später auch ändern.",
      "Du entscheidest, wie du dabei sein möchtest: als aktives Mitglied mit Stimmrecht auf der Mitgliederversammlung oder als Fördermitglied, das uns ohne Stimmrecht unterstützt.",
    ],
  },
  faq: {
    heading: "Häufige Fragen zur Mitgliedschaft",
    items: faqItems([
      {
        topic: "join",
        id: "mitglied-werden",
        question: "Wie werde ich Mitglied?",
        answer: [
          "Fülle einfach die Beitrittserklärung auf dieser Seite aus. Sie besteht aus vier kurzen Schritten. Mitglied werden kannst du ab 18 Jahren.",
          "Sobald deine Erklärung bei uns angekommen ist, melden wir uns bei dir.",
        ],
      },
      {
        topic: "cost",
        id: "beitrag",
        question: "Was kostet die Mitgliedschaft?",
        answer: [
          "Die Mitgliedschaft gibt es ab {minimum} im Monat. Wie hoch dein Beitrag darüber hinaus ist, bestimmst du selbst – und du kannst ihn später jederzeit anpassen.",
        ],
      },
      {
        topic: "intervals",
        id: "zahlungsweise",
        question: "Wie oft zahle ich meinen Beitrag?",
        answer: ["Das entscheidest du: monatlich, vierteljährlich, halbjährlich oder jährlich."],
      },
      {
        topic: "cancellation",
        id: "kuendigung",
        question: "Kann ich meine Mitgliedschaft wieder kündigen?",
        answer: [
          "Ja, jederzeit. Die Kündigung wird zum Ende des Monats wirksam. Schreib uns dazu einfach eine kurze Nachricht.",
        ],
      },
      {
        topic: "types",
        id: "aktiv-oder-foerdernd",
        question: "Was unterscheidet ein aktives Mitglied von einem Fördermitglied?",
        answer: [
          "Als aktives Mitglied hast du auf der Mitgliederversammlung ein Stimmrecht und entscheidest so über die Arbeit des Vereins mit. Als Fördermitglied unterstützt du uns mit deinem Beitrag, hast aber kein Stimmrecht.",
          "Beide Wege helfen unseren Hunden gleichermaßen – wähle einfach den, der zu dir passt.",
        ],
      },
    ]),
  },
  offer: {
    name: "Mitgliedschaft bei Puente Canino",
    description:
      "Mitgliedschaft im Tierschutzverein Puente Canino ab {minimum} im Monat: Beitrag frei wählbar, aktiv oder fördernd, jederzeit zum Monatsende kündbar.",
  },
};

export const es: typeof de = {
  ids: {
    form: "contacto",
    faq: "faq",
  },
  heroIntro:
    "Como socio o socia estás al lado de nuestros perros de forma constante. Con una cuota desde {minimum} al mes nos ayudas a rescatar, cuidar y encontrar hogar a más perros, sabiendo con qué podemos contar.",
  heroCta: "Hazte socio ahora",
  heroFaq: "Preguntas y respuestas",
  impact: {
    heading: "Lo que consigue tu cuota",
    intro:
      "Las cuotas periódicas valen oro para nosotros: nos dan la seguridad de poder estar ahí para nuestros perros también en los meses difíciles.",
    items: [
      {
        title: "Rescates",
        text: "Sacamos a perros de situaciones de peligro y abandono: de la calle, de malas condiciones o después de que alguien los dejara tirados.",
      },
      {
        title: "Atención veterinaria",
        text: "Vacunas, esterilización, análisis y tratamientos para que cada perro empiece sano su nueva vida.",
      },
      {
        title: "Adopción en familias que los quieran",
        text: "Buscamos para cada perro la familia que de verdad encaja con él, y os acompañamos también después de la llegada.",
      },
    ],
  },
  steps: {
    heading: "Hazte socio en tres pasos",
    items: [
      {
        title: "Rellena la solicitud",
        text: "El formulario de esta página te guía en cuatro pasos cortos. Para hacerte socio tienes que ser mayor de edad.",
      },
      {
        title: "Elige tu cuota",
        text: "Tú decides cuánto aportas, desde {minimum} al mes. Puedes pagar cada mes, cada trimestre, cada semestre o una vez al año.",
      },
      {
        title: "Ayudamos juntos",
        text: "Desde ese momento formas parte de Puente Canino, y cada perro que empieza una nueva vida con nosotros también es un poco mérito tuyo.",
      },
    ],
    cta: "Ir a la solicitud",
  },
  form: {
    heading: "Tu solicitud de alta",
    paragraphs: [
      "Puedes hacerte socio desde {minimum} al mes; la cuota la eliges tú libremente y puedes cambiarla más adelante.",
      "Tú decides cómo participar: como socio activo, con derecho a voto en la asamblea, o como socio colaborador, que nos apoya sin derecho a voto.",
    ],
  },
  faq: {
    heading: "Preguntas frecuentes sobre hacerse socio",
    items: faqItems([
      {
        topic: "join",
        id: "como-hacerse-socio",
        question: "¿Cómo me hago socio?",
        answer: [
          "Solo tienes que rellenar la solicitud de esta página, que tiene cuatro pasos cortos. Para hacerte socio tienes que ser mayor de edad.",
          "En cuanto recibamos tu solicitud, nos pondremos en contacto contigo.",
        ],
      },
      {
        topic: "cost",
        id: "cuota",
        question: "¿Cuánto cuesta hacerse socio?",
        answer: [
          "La cuota empieza en {minimum} al mes. A partir de ahí, la cantidad la decides tú, y puedes cambiarla cuando quieras.",
        ],
      },
      {
        topic: "intervals",
        id: "periodicidad",
        question: "¿Cada cuánto se paga la cuota?",
        answer: ["Como prefieras: cada mes, cada trimestre, cada semestre o una vez al año."],
      },
      {
        topic: "cancellation",
        id: "baja",
        question: "¿Puedo darme de baja?",
        answer: [
          "Sí, cuando quieras. La baja es efectiva a final de mes. Basta con que nos escribas un mensaje corto.",
        ],
      },
      {
        topic: "types",
        id: "activo-o-colaborador",
        question: "¿Qué diferencia hay entre socio activo y socio colaborador?",
        answer: [
          "Como socio activo tienes derecho a voto en la asamblea y participas en las decisiones de la asociación. Como socio colaborador nos apoyas con tu cuota, pero sin derecho a voto.",
          "Las dos opciones ayudan igual a nuestros perros: elige la que mejor encaje contigo.",
        ],
      },
    ]),
  },
  offer: {
    name: "Hacerse socio de Puente Canino",
    description:
      "Hazte socio de la protectora Puente Canino desde {minimum} al mes: cuota libre, socio activo o colaborador, baja en cualquier momento con efecto a final de mes.",
  },
};

export const membershipCopy = { de, es } as const;
export type MembershipPageCopy = typeof de;
