/**
 * Copy of the adoption page (docs/product/content.md#adoption). Pure data; inline links are
 * `CopyLink`s rendered by the page. Figures only from docs/product/README.md#what-the-site-does and docs/product/README.md#numbers-and-limits.
 */
import { adoptionSteps } from "#app/features/journey/request/public.ts";
import type { CopyLink, FaqEntryCopy, Paragraph, StepCopy } from "#app/ui/rich-text-model.ts";
import { transferPointsText } from "#app/features/organisation/rules/transport.ts";
import { healthLineCopy } from "#app/features/travel/rules/health-line.ts";

export interface AdoptionPageCopy {
  heroTitle: string;
  heroIntro: string;
  heroCtaDogs: string;
  heroCtaEnquiry: string;
  process: {
    id: string;
    heading: string;
    intro: string;
    steps: readonly StepCopy[];
    whySpain: CopyLink;
    whySpainLead: string;
    /** A traveller who flies from Spain to Germany can take a dog along (docs/product/travel.md#flight-sponsors). */
    flightSponsorLead: string;
    flightSponsor: CopyLink;
    contactHeading: string;
    contactText: string;
    mail: string;
    mailSubject: string;
    whatsapp: string;
    whatsappText: string;
    /** Where a request stands: the status page, and the page that sends its link again (docs/product/journey.md#lost-link). */
    statusLead: string;
    statusLink: CopyLink;
  };
  /** JSON-LD HowTo name and description. */
  howTo: { name: string; description: string };
  health: {
    id: string;
    heading: string;
    intro: string;
    points: readonly { title: string; text: string }[];
    faqLink: CopyLink;
    /**
     * What the health line on a dog's page means (docs/product/travel.md#health-line); its id is the
     * anchor the dog page's "Was bedeutet das?" links to, taken from the rule that words the line.
     */
    line: { id: string; heading: string; intro: string; facts: readonly { title: string; text: string }[]; responsibility: string };
  };
  shelters: {
    id: string;
    heading: string;
    intro: string;
    items: readonly { linkKey: "fincaChaos" | "residenciaMonika"; title: string; place: string; text: string; linkText: string }[];
  };
  platforms: { id: string; heading: string; text: string };
  faq: { id: string; heading: string; intro: string; accordionName: string; entries: readonly FaqEntryCopy[]; more: Paragraph };
  contact: { id: string; heading: string; intro: string; dogIntro: string };
  /** Query parameter that hands a dog's name to the contact form without JavaScript. */
  dogQueryParam: string;
}

export const de: AdoptionPageCopy = {
  heroTitle: "Einen Hund aus Spanien adoptieren",
  heroIntro:
    "Du möchtest einem Hund aus Spanien ein Zuhause schenken? Wie schön! Wir begleiten dich persönlich – vom ersten Blick in unsere Hundeliste bis lange nach dem Tag, an dem dein Hund bei dir ankommt.",
  heroCtaDogs: "Hunde ansehen",
  heroCtaEnquiry: "Anfrage stellen",
  process: {
    id: "ablauf",
    heading: "In sieben Schritten zu deinem Hund",
    intro:
      "Eine Adoption dauert in Deutschland meist etwa 2 bis 4 Wochen. Wir nehmen uns diese Zeit, damit Hund und Mensch wirklich zusammenpassen.",
    steps: adoptionSteps.de,
    statusLead: "Schon angefragt? Wo deine Anfrage steht, siehst du über den Link in unserer Bestätigungs-E-Mail.",
    statusLink: { text: "Link verloren? Hier bekommst du ihn noch einmal.", linkKey: "requestLink" },
    whySpainLead: "Du fragst dich, warum wir Hunde aus Spanien vermitteln?",
    whySpain: { text: "Warum Hunde aus Spanien?", linkKey: "faq", anchor: "warum-spanien" },
    flightSponsorLead: "Du fliegst bald von Spanien nach Deutschland? Dann kannst du einen unserer Hunde zu seiner Familie mitnehmen.",
    flightSponsor: { text: "Flugpate werden", linkKey: "flightSponsor" },
    contactHeading: "Lieber direkt fragen?",
    contactText: "Schreib uns eine E-Mail oder eine WhatsApp-Nachricht. Wir antworten persönlich.",
    mail: "E-Mail schreiben",
    mailSubject: "Anfrage zur Adoption",
    whatsapp: "Per WhatsApp schreiben",
    whatsappText: "Hallo Puente Canino, ich interessiere mich für eine Adoption und habe eine Frage:",
  },
  howTo: {
    name: "So adoptierst du einen Hund bei Puente Canino",
    description:
      "In sieben Schritten zu deinem Hund aus Spanien: Hund finden, Anfrage senden, Kennenlernen, Vorkontrolle, Schutzvertrag, Reise und Übergabe, Ankommen.",
  },
  health: {
    id: "gesundheit",
    heading: "Gesundheit: ehrlich und transparent",
    intro:
      "Du sollst wissen, worauf du dich einlässt. Deshalb erzählen wir dir alles, was wir über die Gesundheit deines Hundes wissen – bevor du dich entscheidest.",
    points: [
      {
        title: "Tierärztlich versorgt",
        text: "Jeder Hund wird vor der Vermittlung tierärztlich versorgt. Die Kosten dafür sind in der Schutzgebühr enthalten.",
      },
      {
        title: "Test auf Mittelmeerkrankheiten",
        text: "Hunde ab etwa einem Jahr bekommen einen Bluttest auf Mittelmeerkrankheiten. Das Ergebnis teilen wir dir mit.",
      },
      {
        title: "Kastration",
        text: "Hunde ab etwa einem Jahr werden in der Regel vor der Vermittlung kastriert.",
      },
      {
        title: "Alle Papiere",
        text: "Du bekommst die Dokumente deines Hundes, die er für die Reise und sein neues Leben braucht.",
      },
      {
        title: "Offen über Besonderheiten",
        text: "Ängste, Eigenheiten oder Erkrankungen verschweigen wir nicht. Was wir wissen, erfährst du auch.",
      },
    ],
    faqLink: { text: "Mehr zu Tests auf Mittelmeerkrankheiten", linkKey: "faq", anchor: "mittelmeerkrankheiten" },
    line: {
      id: healthLineCopy.de.anchor,
      heading: "Die Gesundheitszeile auf der Hundeseite",
      intro:
        "Bei manchen Hunden steht im Steckbrief eine kurze Zeile zur Gesundheit, zum Beispiel „Gechippt · gegen Tollwut geimpft · negativ getestet auf Leishmaniose · kastriert“. Sie nennt nur, was in den Papieren des Hundes eingetragen ist, und bedeutet:",
      facts: [
        {
          title: "Gechippt",
          text: "Der Hund trägt unter der Haut einen Mikrochip. Seine Nummer steht im EU-Heimtierausweis, so ist der Hund eindeutig zu erkennen.",
        },
        {
          title: "Gegen Tollwut geimpft",
          text: "Eine Tierärztin oder ein Tierarzt hat den Hund gegen Tollwut geimpft. Ohne diese Impfung darf kein Hund aus Spanien nach Deutschland reisen. Bis wann sie gilt, steht im Ausweis.",
        },
        {
          title: "Negativ getestet auf …",
          text: "Das Blut des Hundes wurde auf die genannten Mittelmeerkrankheiten untersucht, und der jüngste Test war negativ. Ein Test zeigt den Stand an seinem Tag: Manche Erreger lassen sich erst Monate nach einer Ansteckung nachweisen. Deshalb raten wir, etwa sechs Monate nach der Ankunft noch einmal testen zu lassen. Fehlt eine Krankheit in der Zeile, frag uns: Wir sagen dir, was wir wissen.",
        },
        {
          title: "Kastriert",
          text: "Der Hund ist kastriert. Steht es nicht da, ist er es noch nicht, oder wir wissen es nicht sicher.",
        },
      ],
      responsibility:
        "Die Zeile gibt wieder, was unser Team aus den Papieren des Hundes eingetragen hat. Für die Papiere stehen die Tierärztinnen und Tierärzte des Vereins ein, nicht diese Website. Was wann untersucht wurde, steht im EU-Heimtierausweis und in den Befunden, die du mit deinem Hund bekommst.",
    },
  },
  shelters: {
    id: "standorte",
    heading: "Wo unsere Hunde in Spanien leben",
    intro:
      "Bevor sie zu dir reisen, leben viele unserer Hunde an einem dieser beiden Orte. Dort werden sie jeden Tag versorgt, und wir lernen sie gut kennen – so können wir dir ehrlich sagen, wie sie sind.",
    items: [
      {
        linkKey: "fincaChaos",
        title: "Finca Chaos",
        place: "bei Benicarló",
        text: "Unser Gelände mit 10.000 m², sieben großen Ausläufen von 150 bis 180 m², Hütten zum Zurückziehen und 14 Ziegen als Nachbarn.",
        linkText: "Die Finca Chaos kennenlernen",
      },
      {
        linkKey: "residenciaMonika",
        title: "Residencia Monika",
        place: "bei Amposta",
        text: "Unser Partnertierheim, gegründet 2008, in dem rund 80 Hunde versorgt werden und auf ihre Chance warten.",
        linkText: "Die Residencia Monika kennenlernen",
      },
    ],
  },
  platforms: {
    id: "plattformen",
    heading: "Unsere Hunde auf anderen Plattformen",
    text: "Einige unserer Hunde stellen wir auch auf diesen Vermittlungsportalen vor:",
  },
  faq: {
    id: "fragen",
    heading: "Häufige Fragen zur Adoption",
    intro: "Die Fragen, die uns vor einer Adoption am häufigsten gestellt werden.",
    accordionName: "adoption-faq",
    entries: [
      {
        id: "adoption-voraussetzungen",
        question: "Welche Voraussetzungen muss ich erfüllen?",
        answer: [
          "Du brauchst kein perfektes Haus und keinen riesigen Garten. Wichtig sind Zeit, Geduld und ein Alltag, in den ein Hund wirklich passt. Alle in deinem Haushalt sollten sich auf den Hund freuen, und wenn du zur Miete wohnst, brauchst du die Erlaubnis deiner Vermieterin oder deines Vermieters.",
        ],
      },
      {
        id: "adoption-erfahrung",
        question: "Brauche ich Hundeerfahrung?",
        answer: [
          "Nicht unbedingt. Auch für Menschen, die zum ersten Mal einen Hund haben, gibt es passende Hunde – oft ruhige, unkomplizierte Charaktere. Sag uns ehrlich, was du mitbringst. Dann schlagen wir dir einen Hund vor, mit dem du dich nicht überforderst, und geben dir Tipps für die ersten Wochen.",
        ],
      },
      {
        id: "adoption-berufstaetig",
        question: "Ich bin berufstätig – kann ich trotzdem adoptieren?",
        answer: [
          "Das hängt davon ab, wie dein Alltag aussieht. Ein Hund sollte nicht regelmäßig viele Stunden allein sein. Wenn du ihn mit zur Arbeit nehmen darfst, oft zu Hause arbeitest oder eine verlässliche Betreuung hast, kann es gut passen. Lass uns gemeinsam schauen.",
        ],
      },
      {
        id: "adoption-kinder-tiere",
        question: "Passt ein Hund zu meinen Kindern oder anderen Tieren?",
        answer: [
          "Bei vielen Hunden wissen wir, wie sie mit Kindern, anderen Hunden oder Katzen zurechtkommen, und schreiben es in ihre Beschreibung. Wo wir es nicht sicher wissen, sagen wir dir das offen.",
        ],
      },
      {
        id: "adoption-kennenlernen",
        question: "Kann ich den Hund vorher kennenlernen?",
        answer: [
          "Lebt der Hund schon in einer Pflegestelle in Deutschland, ist ein Kennenlernen vor Ort oft möglich. Bei Hunden in Spanien erzählen wir dir ausführlich von ihm, schicken dir gern weitere Fotos oder Videos und beantworten alle deine Fragen.",
        ],
      },
      {
        id: "adoption-reserviert",
        question: "Was bedeutet „Reserviert“?",
        answer: [
          "Für diesen Hund gibt es schon eine Anfrage, die weit fortgeschritten ist. Schreib uns trotzdem gern: Manchmal klappt eine Vermittlung nicht, und vielleicht haben wir einen anderen Hund, der genauso gut zu dir passt.",
        ],
      },
      {
        id: "adoption-dauer",
        question: "Wie lange dauert es, bis mein Hund bei mir ist?",
        answer: [
          "Rechne mit etwa 2 bis 4 Wochen von deiner Anfrage bis zur Ankunft. Die Fahrt von Spanien nach Deutschland dauert etwa 1 bis 1,5 Tage.",
        ],
      },
      {
        id: "adoption-schutzgebuehr",
        question: "Was ist in der Schutzgebühr enthalten?",
        answer: [
          "Die Schutzgebühr von 490 € umfasst die tierärztliche Versorgung, die Dokumente, die Ausfuhrgenehmigung und den Transport nach Deutschland.",
          "Sie ist kein Kaufpreis: Sie hilft uns, die Kosten für deinen Hund zu tragen, und schützt ihn vor einer unüberlegten Anschaffung.",
        ],
      },
      {
        id: "adoption-uebergabe",
        question: "Wo nehme ich meinen Hund in Empfang?",
        answer: [
          `An einem unserer Übergabepunkte: ${transferPointsText.de}. Welcher Ort für dich am besten liegt, besprechen wir gemeinsam.`,
        ],
      },
      {
        id: "adoption-gesundheit",
        question: "Woher weiß ich, wie gesund mein Hund ist?",
        answer: [
          "Wir erzählen dir alles, was wir wissen, und du bekommst die Unterlagen zu deinem Hund. Hunde ab etwa einem Jahr werden auf Mittelmeerkrankheiten getestet und in der Regel kastriert. Manches zeigt sich erst im neuen Zuhause – dann sind wir weiter für dich da.",
        ],
      },
      {
        id: "adoption-nach-der-ankunft",
        question: "Seid ihr nach der Ankunft noch für mich da?",
        answer: [
          "Ja. Die ersten Wochen sind für Hund und Mensch eine große Umstellung. Melde dich bei Fragen jederzeit per E-Mail, Telefon oder WhatsApp. Und wir freuen uns immer über Fotos und Nachrichten, wie es deinem Hund geht.",
        ],
      },
      {
        id: "adoption-wenn-es-nicht-klappt",
        question: "Was passiert, wenn es nicht passt?",
        answer: [
          "Sprich uns bitte früh an – oft hilft schon ein Gespräch. Wenn es wirklich nicht geht, gib deinen Hund bitte nicht selbst weiter: Er kommt zu uns zurück, meist in eine Pflegestelle, und wir suchen ein Zuhause, das besser passt.",
        ],
      },
    ],
    more: ["Noch mehr Antworten findest du in ", { text: "allen häufigen Fragen", linkKey: "faq" }, "."],
  },
  contact: {
    id: "kontakt",
    heading: "Schreib uns",
    intro:
      "Du hast einen Hund gefunden oder möchtest erst einmal mehr wissen? Schreib uns ein paar Zeilen über dich und deinen Alltag. Wir melden uns persönlich bei dir.",
    dogIntro: "Deine Nachricht zu {name}",
  },
  dogQueryParam: "hund",
};

export const es: typeof de = {
  heroTitle: "Adoptar un perro",
  heroIntro:
    "¿Quieres darle un hogar a uno de nuestros perros? ¡Qué alegría! Te acompañamos en persona desde el primer vistazo a nuestra lista de perros hasta mucho después del día en que llega a tu casa.",
  heroCtaDogs: "Ver perros",
  heroCtaEnquiry: "Enviar solicitud",
  process: {
    id: "proceso",
    heading: "Siete pasos hasta tu perro",
    intro:
      "En España, una adopción suele llevar entre 1 y 2 semanas. Nos tomamos ese tiempo para que perro y persona encajen de verdad.",
    steps: adoptionSteps.es,
    statusLead: "¿Ya nos has escrito? Dónde está tu solicitud lo ves con el enlace de nuestro correo de confirmación.",
    statusLink: { text: "¿Has perdido el enlace? Aquí te lo enviamos de nuevo.", linkKey: "requestLink" },
    whySpainLead: "¿Te preguntas por qué rescatamos perros en España y por qué muchos viajan a Alemania?",
    whySpain: { text: "Por qué perros de España", linkKey: "faq", anchor: "por-que-espana" },
    flightSponsorLead: "¿Vas a volar pronto de España a Alemania? Entonces puedes llevar a uno de nuestros perros con su familia.",
    flightSponsor: { text: "Hazte padrino de vuelo", linkKey: "flightSponsor" },
    contactHeading: "¿Prefieres preguntarnos directamente?",
    contactText: "Escríbenos un correo o un mensaje de WhatsApp. Te responde una persona, no un robot.",
    mail: "Escribir un correo",
    mailSubject: "Consulta sobre adopción",
    whatsapp: "Escribir por WhatsApp",
    whatsappText: "Hola, Puente Canino, me interesa adoptar y tengo una pregunta:",
  },
  howTo: {
    name: "Cómo adoptar un perro con Puente Canino",
    description:
      "Siete pasos hasta tu perro: encontrarlo, enviar la solicitud, conocernos, control previo, contrato de protección, recogida en Benicarló y llegada a casa.",
  },
  health: {
    id: "salud",
    heading: "Salud: con sinceridad y transparencia",
    intro:
      "Tienes que saber lo que te espera. Por eso te contamos todo lo que sabemos sobre la salud de tu perro antes de que decidas.",
    points: [
      {
        title: "Atención veterinaria",
        text: "Cada perro recibe atención veterinaria antes de la adopción. Su coste está incluido en la cuota de adopción.",
      },
      {
        title: "Prueba de enfermedades mediterráneas",
        text: "A los perros a partir de un año aproximadamente se les hace un análisis de sangre de enfermedades mediterráneas. Te comunicamos el resultado.",
      },
      {
        title: "Esterilización",
        text: "Por lo general, los perros de alrededor de un año en adelante se esterilizan antes de la adopción.",
      },
      {
        title: "Toda la documentación",
        text: "Recibes los documentos que tu perro necesita para su nueva vida.",
      },
      {
        title: "Sin secretos",
        text: "No callamos miedos, manías ni enfermedades. Lo que sabemos, lo sabrás tú también.",
      },
    ],
    faqLink: { text: "Más sobre la prueba de enfermedades mediterráneas", linkKey: "faq", anchor: "enfermedades-mediterraneas" },
    line: {
      id: healthLineCopy.es.anchor,
      heading: "La línea de salud en la ficha del perro",
      intro:
        "En la ficha de algunos perros aparece una línea breve sobre su salud, por ejemplo «Con microchip · vacunado contra la rabia · test negativo de leishmaniosis · castrado». Solo dice lo que consta en los papeles del perro, y significa:",
      facts: [
        {
          title: "Con microchip",
          text: "El perro lleva un microchip bajo la piel. Su número figura en el pasaporte europeo para animales de compañía, así se le identifica sin duda.",
        },
        {
          title: "Vacunado/a contra la rabia",
          text: "Un veterinario o una veterinaria lo ha vacunado contra la rabia. Es la vacuna que un perro necesita para viajar a otro país de la Unión Europea. Hasta cuándo vale consta en su pasaporte.",
        },
        {
          title: "Test negativo de …",
          text: "Se ha analizado su sangre para las enfermedades mediterráneas que se nombran, y el test más reciente fue negativo. Un test muestra cómo estaba el perro ese día: algunos agentes solo se detectan meses después del contagio. Por eso recomendamos repetir el test unos seis meses después de la llegada. Si en la línea falta una enfermedad, pregúntanos: te contamos lo que sabemos.",
        },
        {
          title: "Castrado/a",
          text: "El perro está castrado. Si no aparece, todavía no lo está o no lo sabemos con certeza.",
        },
      ],
      responsibility:
        "La línea recoge lo que nuestro equipo ha anotado de los papeles del perro. De los papeles responden los veterinarios y las veterinarias de la asociación, no esta web. Qué se examinó y cuándo consta en el pasaporte europeo y en los informes que recibes con tu perro.",
    },
  },
  shelters: {
    id: "centros",
    heading: "Dónde viven nuestros perros",
    intro:
      "Antes de irse contigo, muchos de nuestros perros viven en uno de estos dos lugares. Allí se les cuida cada día y los conocemos bien, así que podemos contarte con sinceridad cómo son.",
    items: [
      {
        linkKey: "fincaChaos",
        title: "Finca Chaos",
        place: "cerca de Benicarló",
        text: "Nuestro terreno de 10.000 m², con siete grandes parques de 150 a 180 m², casetas para resguardarse y 14 cabras como vecinas.",
        linkText: "Conocer la Finca Chaos",
      },
      {
        linkKey: "residenciaMonika",
        title: "Residencia Monika",
        place: "cerca de Amposta",
        text: "Nuestro refugio colaborador, fundado en 2008, donde unos 80 perros reciben cuidados mientras esperan su oportunidad.",
        linkText: "Conocer la Residencia Monika",
      },
    ],
  },
  platforms: {
    id: "plataformas",
    heading: "Nuestros perros en otras plataformas",
    text: "También presentamos a algunos de nuestros perros en estos portales de adopción alemanes:",
  },
  faq: {
    id: "preguntas",
    heading: "Preguntas frecuentes sobre la adopción",
    intro: "Las preguntas que más nos hacéis antes de adoptar.",
    accordionName: "adoption-faq",
    entries: [
      {
        id: "adopcion-requisitos",
        question: "¿Qué requisitos tengo que cumplir?",
        answer: [
          "No necesitas una casa perfecta ni un jardín enorme. Lo importante es tener tiempo, paciencia y un día a día en el que un perro encaje de verdad. Todos en casa deberían estar ilusionados con el perro, y si vives de alquiler, necesitas el permiso de tu casero.",
        ],
      },
      {
        id: "adopcion-experiencia",
        question: "¿Necesito experiencia con perros?",
        answer: [
          "No necesariamente. También hay perros adecuados para quien tiene perro por primera vez, a menudo caracteres tranquilos y fáciles. Cuéntanos con sinceridad qué puedes ofrecer: te propondremos un perro con el que no te sientas desbordado y te daremos consejos para las primeras semanas.",
        ],
      },
      {
        id: "adopcion-trabajo",
        question: "Trabajo fuera de casa, ¿puedo adoptar?",
        answer: [
          "Depende de cómo sea tu día a día. Un perro no debería pasar muchas horas solo de forma habitual. Si puedes llevarlo al trabajo, teletrabajas a menudo o tienes a alguien de confianza que lo cuide, puede encajar muy bien. Lo vemos juntos.",
        ],
      },
      {
        id: "adopcion-ninos-animales",
        question: "¿Encaja el perro con mis hijos o con otros animales?",
        answer: [
          "De muchos perros sabemos cómo se llevan con niños, con otros perros o con gatos, y lo ponemos en su descripción. Cuando no lo sabemos con seguridad, te lo decimos abiertamente.",
        ],
      },
      {
        id: "adopcion-conocer",
        question: "¿Puedo conocer al perro antes?",
        answer: [
          "Si el perro vive en una casa de acogida, a menudo es posible conocerlo antes. Si está en uno de nuestros centros, te hablamos de él con detalle, te enviamos encantados más fotos o vídeos y respondemos a todas tus preguntas.",
        ],
      },
      {
        id: "adopcion-reservado",
        question: "¿Qué significa «Reservado»?",
        answer: [
          "Ya hay una solicitud muy avanzada para ese perro. Aun así, escríbenos: a veces una adopción no sale adelante, y quizá tengamos otro perro que encaje igual de bien contigo.",
        ],
      },
      {
        id: "adopcion-duracion",
        question: "¿Cuánto tarda hasta que mi perro está en casa?",
        answer: [
          "En España, cuenta con entre 1 y 2 semanas desde tu solicitud hasta la recogida. Si adoptas desde Alemania, unas 2 a 4 semanas; el viaje en sí dura entre 1 y 1,5 días.",
        ],
      },
      {
        id: "adopcion-cuota",
        question: "¿Qué incluye la cuota de adopción?",
        answer: [
          "La cuota de adopción de 340 € incluye la atención veterinaria, la documentación y los permisos necesarios.",
          "No es un precio de compra: nos ayuda a cubrir lo que ha costado tu perro y le protege de una adopción hecha a la ligera.",
        ],
      },
      {
        id: "adopcion-recogida",
        question: "¿Dónde recojo a mi perro?",
        answer: [
          "En Benicarló. Allí te lo entregamos en persona, con sus papeles, y nos tomamos tiempo para tus últimas preguntas.",
        ],
      },
      {
        id: "adopcion-salud",
        question: "¿Cómo sé si mi perro está sano?",
        answer: [
          "Te contamos todo lo que sabemos y recibes su documentación. A los perros de alrededor de un año en adelante se les hace la prueba de enfermedades mediterráneas y, por lo general, se esterilizan. Algunas cosas solo se ven en casa; si pasa, seguimos a tu lado.",
        ],
      },
      {
        id: "adopcion-despues",
        question: "¿Seguís ahí después de la adopción?",
        answer: [
          "Claro. Las primeras semanas son un gran cambio para el perro y para ti. Escríbenos o llámanos cuando lo necesites, también por WhatsApp. Y nos encanta recibir fotos y noticias de cómo le va.",
        ],
      },
      {
        id: "adopcion-si-no-funciona",
        question: "¿Y si no sale bien?",
        answer: [
          "Avísanos pronto: muchas veces basta con una conversación. Si de verdad no funciona, no le busques tú otra familia. El perro vuelve con nosotros, normalmente a una casa de acogida, y buscamos un hogar que encaje mejor.",
        ],
      },
    ],
    more: ["Encontrarás más respuestas en ", { text: "todas las preguntas frecuentes", linkKey: "faq" }, "."],
  },
  contact: {
    id: "contacto",
    heading: "Escríbenos",
    intro:
      "¿Ya has encontrado a tu perro o primero quieres saber más? Escríbenos unas líneas sobre ti y tu día a día. Te contestamos en persona.",
    dogIntro: "Tu mensaje sobre {name}",
  },
  dogQueryParam: "perro",
};

export const adoptionCopy = { de, es } as const;
