/**
 * Copy of the foster-home page (docs/product/content.md#foster-home). Pure data; inline links are
 * `CopyLink`s rendered by the page. Figures only from docs/product/README.md#what-the-site-does and docs/product/README.md#numbers-and-limits.
 */
import { fosterSteps } from "#app/features/journey/request/public.ts";
import type { CopyLink, FaqEntryCopy, StepCopy } from "#app/ui/rich-text-model.ts";

export type FosterBenefitIcon = "rescue" | "family" | "match" | "support";

export interface FosterPageCopy {
  heroTitle: string;
  heroIntro: string;
  heroCta: string;
  benefits: { id: string; heading: string; intro: string; items: readonly { icon: FosterBenefitIcon; title: string; text: string }[] };
  /** With where an application stands: the status page, and the page that sends its link again (docs/product/journey.md#lost-link). */
  process: { id: string; heading: string; intro: string; steps: readonly StepCopy[]; statusLead: string; statusLink: CopyLink };
  faq: { id: string; heading: string; accordionName: string; entries: readonly FaqEntryCopy[] };
  application: { id: string; heading: string; intro: string };
}

export const de: FosterPageCopy = {
  heroTitle: "Pflegestelle werden",
  heroIntro:
    "Als Pflegestelle schenkst du einem Hund aus Spanien ein Zuhause auf Zeit – meist für 4 bis 6 Wochen, bis seine Familie gefunden ist. Für ihn ist es der erste Schritt in ein neues Leben. Für dich eine Erfahrung, die bleibt.",
  heroCta: "Jetzt bewerben",
  benefits: {
    id: "warum-pflegestelle",
    heading: "Warum Pflegestellen so wichtig sind",
    intro: "Pflegestellen sind das Herz unserer Arbeit. Ohne sie könnten wir viel weniger Hunden helfen.",
    items: [
      {
        icon: "rescue",
        title: "Platz für den Nächsten",
        text: "Wenn dein Pflegehund bei dir einzieht, wird in Spanien ein Platz frei – für einen Hund, der dringend Hilfe braucht.",
      },
      {
        icon: "family",
        title: "Familienleben lernen",
        text: "Bei dir lernt der Hund, wie Zuhause geht: Treppen, Staubsauger, Besuch, kurz allein bleiben. Das macht ihm den Start in seiner Familie viel leichter.",
      },
      {
        icon: "match",
        title: "Die richtige Familie finden",
        text: "Niemand kennt deinen Pflegehund so gut wie du. Deine Beobachtungen helfen uns, genau die Menschen zu finden, die zu ihm passen.",
      },
      {
        icon: "support",
        title: "Du bist nicht allein",
        text: "Wir begleiten dich vom ersten Tag an, beantworten deine Fragen und sind da, wenn etwas nicht rund läuft.",
      },
    ],
  },
  process: {
    id: "so-gehts",
    heading: "In fünf Schritten zur Pflegestelle",
    intro: "Wir möchten, dass es für dich und den Hund passt. Deshalb lernen wir uns vorher in Ruhe kennen.",
    steps: fosterSteps.de,
    statusLead: "Schon beworben? Wo deine Bewerbung steht, siehst du über den Link in unserer Bestätigungs-E-Mail.",
    statusLink: { text: "Link verloren? Hier bekommst du ihn noch einmal.", linkKey: "requestLink" },
  },
  faq: {
    id: "fragen",
    heading: "Häufige Fragen zur Pflegestelle",
    accordionName: "foster-faq",
    entries: [
      {
        id: "pflegestelle-aufgaben",
        question: "Was sind meine Aufgaben als Pflegestelle?",
        answer: [
          "Du gibst dem Hund ein sicheres Zuhause, Zuwendung und einen geregelten Alltag. Du beobachtest, wie er sich verhält, erzählst uns davon und hilfst uns so, die richtige Familie zu finden.",
        ],
      },
      {
        id: "pflegestelle-dauer",
        question: "Wie lange bleibt ein Pflegehund bei mir?",
        answer: [
          "Meist etwa 4 bis 6 Wochen. Manche Hunde finden schneller ihre Familie, andere brauchen länger. Wir besprechen das vorher offen mit dir.",
        ],
      },
      {
        id: "pflegestelle-voraussetzungen",
        question: "Welche Voraussetzungen brauche ich?",
        answer: [
          "Zeit, Geduld und ein sicheres Zuhause. Alle in deinem Haushalt sollten einverstanden sein, und wenn du zur Miete wohnst, brauchst du die Erlaubnis deiner Vermieterin oder deines Vermieters. Erfahrung mit Hunden hilft, ist aber nicht für jeden Hund nötig.",
        ],
      },
      {
        id: "pflegestelle-eigene-tiere",
        question: "Ich habe schon einen Hund oder eine Katze – geht das trotzdem?",
        answer: [
          "Oft ja. Wir suchen dann einen Pflegehund aus, der mit Hunden oder Katzen zurechtkommt, und erzählen dir ehrlich, was wir über sein Verhalten wissen. Sag uns bei der Bewerbung, welche Tiere bei dir leben.",
        ],
      },
      {
        id: "pflegestelle-abschied",
        question: "Fällt der Abschied nicht furchtbar schwer?",
        answer: [
          "Ja, manchmal fließen Tränen – das gehört dazu. Aber du weißt, dass dein Pflegehund in eine Familie zieht, die zu ihm passt, und dass du ihm den Weg dorthin geebnet hast. Und vielleicht wartet danach schon der nächste Hund auf seine Chance bei dir.",
        ],
      },
      {
        id: "pflegestelle-behalten",
        question: "Und wenn ich meinen Pflegehund behalten möchte?",
        answer: [
          "Das kommt vor, und es ist schön, wenn Hund und Mensch merken, dass sie zusammengehören. Sprich uns einfach an. Dann klären wir gemeinsam die Adoption, wie bei jeder anderen Familie auch.",
        ],
      },
      {
        id: "pflegestelle-probleme",
        question: "Was ist, wenn es mit dem Pflegehund nicht klappt?",
        answer: [
          "Melde dich bitte früh bei uns – oft hilft schon ein Gespräch oder ein Tipp. Wenn es wirklich nicht passt, suchen wir gemeinsam eine andere Lösung für den Hund. Du bleibst damit nicht allein.",
        ],
      },
    ],
  },
  application: {
    id: "bewerbung",
    heading: "Jetzt als Pflegestelle bewerben",
    intro:
      "Erzähl uns von dir, deinem Zuhause und deinem Alltag. Wir lesen jede Bewerbung persönlich und melden uns bei dir.",
  },
};

export const es: typeof de = {
  heroTitle: "Ser casa de acogida",
  heroIntro:
    "Como casa de acogida le das a un perro un hogar temporal, normalmente entre 4 y 6 semanas, hasta que encontramos a su familia. Para él es el primer paso hacia una vida nueva. Para ti, una experiencia que no se olvida.",
  heroCta: "Solicitar ahora",
  benefits: {
    id: "por-que-acoger",
    heading: "Por qué las casas de acogida son tan importantes",
    intro: "Las casas de acogida son el corazón de nuestro trabajo. Sin ellas podríamos ayudar a muchos menos perros.",
    items: [
      {
        icon: "rescue",
        title: "Sitio para el siguiente",
        text: "Cuando tu perro de acogida se muda contigo, queda libre un sitio para otro perro que necesita ayuda urgente.",
      },
      {
        icon: "family",
        title: "Aprender a vivir en familia",
        text: "Contigo, el perro descubre lo que es un hogar: escaleras, aspiradora, visitas, quedarse solo un rato. Así, el comienzo con su familia le resulta mucho más fácil.",
      },
      {
        icon: "match",
        title: "Encontrar la familia adecuada",
        text: "Nadie conoce a tu perro de acogida tan bien como tú. Lo que observas nos ayuda a encontrar justo a las personas que encajan con él.",
      },
      {
        icon: "support",
        title: "No estás solo",
        text: "Te acompañamos desde el primer día, respondemos a tus dudas y estamos ahí cuando algo no va bien.",
      },
    ],
  },
  process: {
    id: "como-funciona",
    heading: "Cinco pasos para ser casa de acogida",
    intro: "Queremos que encaje para ti y para el perro. Por eso nos conocemos antes con calma.",
    steps: fosterSteps.es,
    statusLead: "¿Ya te has ofrecido? Dónde está tu solicitud lo ves con el enlace de nuestro correo de confirmación.",
    statusLink: { text: "¿Has perdido el enlace? Aquí te lo enviamos de nuevo.", linkKey: "requestLink" },
  },
  faq: {
    id: "preguntas",
    heading: "Preguntas frecuentes sobre la acogida",
    accordionName: "foster-faq",
    entries: [
      {
        id: "acogida-tareas",
        question: "¿Qué tengo que hacer como casa de acogida?",
        answer: [
          "Le das al perro un hogar seguro, cariño y una rutina. Observas cómo se comporta, nos lo cuentas y así nos ayudas a encontrar a la familia adecuada.",
        ],
      },
      {
        id: "acogida-duracion",
        question: "¿Cuánto tiempo se queda el perro conmigo?",
        answer: [
          "Normalmente entre 4 y 6 semanas. Algunos perros encuentran familia antes y otros necesitan más tiempo. Lo hablamos contigo abiertamente desde el principio.",
        ],
      },
      {
        id: "acogida-requisitos",
        question: "¿Qué necesito para ser casa de acogida?",
        answer: [
          "Tiempo, paciencia y un hogar seguro. Todos en casa deberían estar de acuerdo, y si vives de alquiler, necesitas el permiso de tu casero. La experiencia con perros ayuda, pero no hace falta para todos los perros.",
        ],
      },
      {
        id: "acogida-otros-animales",
        question: "Ya tengo perro o gato, ¿puedo acoger?",
        answer: [
          "A menudo, sí. Buscamos entonces un perro que se lleve bien con perros o gatos y te contamos con sinceridad lo que sabemos de su comportamiento. Indícanos en la solicitud qué animales viven contigo.",
        ],
      },
      {
        id: "acogida-despedida",
        question: "¿No es muy duro despedirse?",
        answer: [
          "Sí, a veces caen lágrimas, y es normal. Pero sabes que tu perro de acogida se va con una familia que encaja con él y que tú le has abierto el camino. Y quizá después ya esté esperando el siguiente perro su oportunidad contigo.",
        ],
      },
      {
        id: "acogida-quedarmelo",
        question: "¿Y si quiero quedarme con mi perro de acogida?",
        answer: [
          "Pasa, y es precioso cuando perro y persona se dan cuenta de que están hechos el uno para el otro. Háblalo con nosotros y vemos juntos la adopción, como con cualquier otra familia.",
        ],
      },
      {
        id: "acogida-problemas",
        question: "¿Y si la acogida no funciona?",
        answer: [
          "Avísanos pronto: muchas veces basta con una conversación o un consejo. Si de verdad no encaja, buscamos juntos otra solución para el perro. No te quedas solo con ello.",
        ],
      },
    ],
  },
  application: {
    id: "solicitud",
    heading: "Solicita ser casa de acogida",
    intro:
      "Cuéntanos sobre ti, tu casa y tu día a día. Leemos cada solicitud en persona y te contestamos.",
  },
};

export const fosterCopy = { de, es } as const;
