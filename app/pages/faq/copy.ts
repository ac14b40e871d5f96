/**
 * Copy of the FAQ page (docs/product/content.md#faq), and the facts other pages' copy shares
 * with it (transfer points, FAQ anchors). Pure data.
 */
import { transferPointsText } from "#app/features/organisation/rules/transport.ts";
import type { CopyLink, FaqEntryCopy, FaqGroupCopy } from "#app/ui/rich-text-model.ts";

/** The FAQ anchors other pages link to (docs/product/content.md#adoption, docs/product/content.md#foster-home). */
export const faqAnchors = {
  de: { preCheck: "vorkontrolle", contract: "schutzvertrag", fee: "kosten", whySpain: "warum-spanien" },
  es: { preCheck: "control-previo", contract: "contrato-proteccion", fee: "costos", whySpain: "por-que-espana" },
} as const;

export interface FaqPageCopy {
  heroTitle: string;
  heroIntro: string;
  /** Label of the list of topics at the top. */
  topicsLabel: string;
  /** `name` shared by every entry of the page, so only one is open at a time. */
  accordionName: string;
  groups: readonly FaqGroupCopy[];
  cta: {
    id: string;
    heading: string;
    text: string;
    contactLink: CopyLink;
    mail: string;
    whatsapp: string;
    whatsappText: string;
  };
}

export const de: FaqPageCopy = {
  heroTitle: "Häufige Fragen",
  heroIntro:
    "Hier beantworten wir die Fragen, die uns am häufigsten erreichen – zur Adoption, zur Reise deines Hundes, zu Gesundheit, Pflegestellen und zu den vielen Wegen, wie du helfen kannst. Fehlt deine Frage? Dann schreib uns einfach.",
  topicsLabel: "Themen",
  accordionName: "faq",
  groups: [
    {
      id: "thema-adoption",
      heading: "Adoption",
      entries: [
        {
          id: "ablauf-adoption",
          question: "Wie läuft eine Adoption bei euch ab?",
          answer: [
            "Zuerst schaust du dir unsere Hunde an und schreibst uns zu dem Hund, der dich berührt. Dann sprechen wir miteinander: Wir erzählen dir ehrlich, wie der Hund ist, und du erzählst uns von deinem Alltag. Passt es, folgen Vorkontrolle, Schutzvertrag und die Reise – und auch nach der Ankunft sind wir für dich da.",
            ["Alle sieben Schritte erklären wir dir auf ", { text: "unserer Seite zur Adoption", linkKey: "adoption" }, "."],
          ],
        },
        {
          id: "dauer-adoption",
          question: "Wie lange dauert eine Adoption?",
          answer: [
            "Rechne in Deutschland mit etwa 2 bis 4 Wochen von deiner ersten Anfrage bis zur Ankunft deines Hundes. Die Fahrt von Spanien nach Deutschland selbst dauert ungefähr 1 bis 1,5 Tage.",
            "Wir nehmen uns lieber ein paar Tage mehr Zeit, als einen Hund in ein Zuhause zu geben, das nicht zu ihm passt.",
          ],
        },
        {
          id: "vorkontrolle",
          question: "Was ist eine Vorkontrolle?",
          answer: [
            "Bevor ein Hund bei dir einzieht, schauen wir uns gemeinsam mit dir an, wo er leben wird – in der Regel bei einem Besuch bei dir zu Hause.",
            "Es geht dabei nicht um Perfektion oder blitzblanke Böden, sondern um Fragen wie: Ist der Garten sicher eingezäunt? Wo schläft der Hund? Sind alle im Haushalt einverstanden? Die Vorkontrolle schützt den Hund – und dich vor einer Entscheidung, die nicht passt.",
          ],
        },
        {
          id: "schutzvertrag",
          question: "Was ist der Schutzvertrag?",
          answer: [
            "Der Schutzvertrag ist der Adoptionsvertrag zwischen dir und unserem Verein. Er regelt die Rechte und Pflichten beider Seiten: Du versprichst, gut für deinen Hund zu sorgen, und wir bleiben an deiner Seite – auch, falls es einmal nicht klappt.",
            "Du bekommst den Vertrag vor der Übergabe, damit du ihn in Ruhe lesen kannst. Jede Frage dazu beantworten wir gern.",
          ],
        },
        {
          id: "kosten",
          question: "Was kostet eine Adoption?",
          answer: [
            "Die Schutzgebühr beträgt 490 €. Darin enthalten sind die tierärztliche Versorgung deines Hundes, die nötigen Dokumente, die Ausfuhrgenehmigung und der Transport nach Deutschland.",
            "Plane außerdem die laufenden Kosten ein: Futter, Tierarzt und eine Hundehaftpflichtversicherung, die meist etwa 50 bis 100 € im Jahr kostet.",
          ],
        },
        {
          id: "warum-spanien",
          question: "Warum holt ihr Hunde aus Spanien?",
          answer: [
            "In Spanien landen viele Hunde auf der Straße oder werden ausgesetzt, und viele Auffangstationen sind voll. Wir sind seit 2013 vor Ort, kennen jeden unserer Hunde persönlich und wissen: In Spanien allein finden wir nicht für alle ein Zuhause.",
            "Deshalb bauen wir eine Brücke – daher auch unser Name, „Puente Canino“ heißt „Hundebrücke“. Jeder Hund, der bei dir ein Zuhause findet, macht Platz für den nächsten, der Hilfe braucht. Und natürlich freuen wir uns über jede Adoption, auch wenn dein Hund aus einem deutschen Tierheim kommt.",
          ],
        },
        {
          id: "passender-hund",
          question: "Wie finde ich den Hund, der zu mir passt?",
          answer: [
            [
              "Stöbere in ",
              { text: "unserer Liste der Hunde, die ein Zuhause suchen", linkKey: "dogs", query: "type=adoption" },
              ", und lies die Beschreibungen in Ruhe. Einige Hunde leben schon in einer Pflegestelle in Deutschland, andere noch in Spanien.",
            ],
            "Erzähl uns dann ehrlich, wie du lebst. Manchmal empfehlen wir dir einen anderen Hund als den, in den du dich zuerst verliebt hast – weil er besser zu deinem Leben passt. Das ist am Ende für euch beide das Beste.",
          ],
        },
        {
          id: "welpen",
          question: "Vermittelt ihr auch Welpen?",
          answer: [
            "Wenn wir Welpen haben, findest du sie in unserer Hundeliste. Bedenke aber: Ein Welpe braucht sehr viel Zeit, Geduld und Erziehung.",
            "Vielleicht passt auch ein junger Hund zwischen 6 und 12 Monaten zu dir. Er ist verspielt und lernfreudig, hat die anstrengendste Welpenzeit hinter sich, und sein Charakter lässt sich schon viel besser einschätzen.",
          ],
        },
        {
          id: "wenn-es-nicht-klappt",
          question: "Was passiert, wenn es mit meinem Hund nicht klappt?",
          answer: [
            "Ein neues Zuhause ist für jeden Hund eine große Umstellung, und die ersten Wochen sind nicht immer leicht. Melde dich bitte früh bei uns – oft hilft schon ein Gespräch oder ein guter Tipp.",
            "Wenn es wirklich nicht passt, gib deinen Hund bitte nicht selbst weiter. Er kommt dann zu uns zurück, meist in eine Pflegestelle, und wir suchen in Ruhe ein Zuhause, das besser zu ihm passt.",
          ],
        },
        {
          id: "haftpflicht",
          question: "Brauche ich eine Hundehaftpflichtversicherung?",
          answer: [
            "Ja, wir raten dir unbedingt dazu – in einigen Bundesländern ist sie sogar Pflicht. Sie kostet meist etwa 50 bis 100 € im Jahr und springt ein, wenn dein Hund einen Schaden verursacht. Schließ sie am besten ab, bevor dein Hund einzieht.",
          ],
        },
      ],
    },
    {
      id: "thema-reise",
      heading: "Reise und Ankunft",
      entries: [
        {
          id: "transport",
          question: "Wie kommt mein Hund nach Deutschland?",
          answer: [
            "Dein Hund reist mit einem organisierten Transport von Spanien nach Deutschland. Die Fahrt dauert etwa 1 bis 1,5 Tage. Vorher bekommt er alle Papiere, die er für die Reise braucht, und wir sagen dir rechtzeitig, wann und wo du ihn in Empfang nimmst.",
          ],
        },
        {
          id: "uebergabeorte",
          question: "Wo kann ich meinen Hund abholen?",
          answer: [
            `Der Transport hält an festen Übergabepunkten: ${transferPointsText.de}. Welcher Ort für dich am besten liegt, besprechen wir gemeinsam mit dir.`,
          ],
        },
        {
          id: "erste-tage",
          question: "Wie gestalte ich die ersten Tage mit meinem Hund?",
          answer: [
            "Gib deinem Hund Zeit. Alles ist neu: Gerüche, Geräusche, Menschen, vielleicht die erste Treppe seines Lebens. Ruhe, feste Abläufe und kurze Spaziergänge helfen ihm mehr als viele Ausflüge. Sichere ihn draußen anfangs doppelt, zum Beispiel mit Geschirr und Halsband.",
            ["Viele Tipps findest du in ", { text: "unseren Ratgebern", linkKey: "guides" }, ", und bei Fragen sind wir gern für dich da."],
          ],
        },
      ],
    },
    {
      id: "thema-gesundheit",
      heading: "Gesundheit",
      entries: [
        {
          id: "mittelmeerkrankheiten",
          question: "Werden die Hunde auf Mittelmeerkrankheiten getestet?",
          answer: [
            "Ja. Hunde ab etwa einem Jahr bekommen einen Bluttest auf Mittelmeerkrankheiten wie Leishmaniose, Ehrlichiose oder Babesiose, und wir teilen dir das Ergebnis mit. Bei jüngeren Hunden ist ein solcher Test oft noch nicht aussagekräftig – frag deine Tierärztin oder deinen Tierarzt, wann er später sinnvoll ist.",
          ],
        },
        {
          id: "kastration",
          question: "Sind die Hunde kastriert?",
          answer: [
            "Hunde ab etwa einem Jahr werden in der Regel vor der Vermittlung kastriert. Jüngere Hunde sind dafür noch zu jung; dann besprechen wir mit dir, wann eine Kastration für deinen Hund sinnvoll ist.",
          ],
        },
        {
          id: "gesundheit",
          question: "Wie erfahre ich, wie gesund ein Hund ist?",
          answer: [
            "Wir erzählen dir alles, was wir über die Gesundheit deines Hundes wissen – auch, wenn nicht alles perfekt ist. Die tierärztliche Versorgung in Spanien ist in der Schutzgebühr enthalten, und du bekommst die Unterlagen zu deinem Hund.",
            "Manches zeigt sich erst im neuen Zuhause. Dann sind wir weiter für dich ansprechbar.",
          ],
        },
      ],
    },
    {
      id: "thema-pflegestellen",
      heading: "Pflegestellen",
      entries: [
        {
          id: "pflegestelle",
          question: "Was macht eine Pflegestelle?",
          answer: [
            "Eine Pflegestelle nimmt einen Hund auf Zeit bei sich auf, bis wir sein endgültiges Zuhause gefunden haben. Der Hund lernt das Leben in einer Familie kennen, und du kannst uns und den Interessenten erzählen, wie er wirklich ist.",
            ["Wie du Pflegestelle wirst, erfährst du auf ", { text: "unserer Seite für Pflegestellen", linkKey: "fosterHome" }, "."],
          ],
        },
        {
          id: "dauer-pflegestelle",
          question: "Wie lange bleibt ein Hund in einer Pflegestelle?",
          answer: [
            "Meist etwa 4 bis 6 Wochen. Manche Hunde finden schneller ihre Familie, andere brauchen länger. Wir besprechen das vorher offen mit dir und lassen dich in dieser Zeit nicht allein.",
          ],
        },
      ],
    },
    {
      id: "thema-helfen",
      heading: "Helfen und unterstützen",
      entries: [
        {
          id: "patenschaft",
          question: "Wie funktioniert eine Patenschaft?",
          answer: [
            "Mit einer Patenschaft unterstützt du einen bestimmten Hund ab 10 € im Monat – zum Beispiel einen, der lange auf ein Zuhause wartet. Dein Beitrag hilft, seine Versorgung zu sichern, bis er ein Zuhause gefunden hat.",
            ["Hunde, die sich über Paten freuen, findest du in ", { text: "unserer Liste der Patenhunde", linkKey: "dogs", query: "type=sponsorship" }, "."],
          ],
        },
        {
          id: "spenden",
          question: "Kommt meine Spende wirklich bei den Hunden an?",
          answer: [
            "Ja. Spenden bezahlen Futter, Tierarzt, Transport und die Vermittlung unserer Hunde. Wenn du gezielt für das Hospiz oder einen unserer Standorte spendest, fließen 10 % davon in unsere allgemeinen Projekte – damit auch die Aufgaben bezahlt werden können, für die selten jemand gezielt spendet.",
            "Für Spenden bis 300 € reicht dem Finanzamt dein Kontoauszug als Nachweis. Für höhere Beträge stellen wir dir gern eine Zuwendungsbestätigung aus.",
            ["Alle Wege zu spenden findest du auf ", { text: "unserer Spendenseite", linkKey: "donations" }, "."],
          ],
        },
        {
          id: "mitgliedschaft",
          question: "Wie werde ich Mitglied, und was kostet das?",
          answer: [
            "Mitglied wirst du ab 5 € im Monat. Die Höhe deines Beitrags wählst du selbst und kannst sie später ändern. Kündigen kannst du jederzeit zum Monatsende.",
            "Als aktives Mitglied hast du Stimmrecht in der Mitgliederversammlung. Als Fördermitglied unterstützt du uns finanziell, ohne Stimmrecht.",
            ["Den Mitgliedsantrag findest du auf ", { text: "unserer Seite zur Mitgliedschaft", linkKey: "membership" }, "."],
          ],
        },
        {
          id: "teaming",
          question: "Was ist Teaming?",
          answer: [
            "Teaming ist eine Plattform für kleine, regelmäßige Spenden: Du gibst jeden Monat ab 1 €, und viele kleine Beträge werden zusammen zu einer verlässlichen Hilfe für unsere Hunde.",
            ["Die Links zu unseren Teaming-Gruppen stehen auf ", { text: "unserer Seite „Spenden & Teaming“", linkKey: "donations" }, "."],
          ],
        },
      ],
    },
    {
      id: "thema-ueber-uns",
      heading: "Über uns",
      entries: [
        {
          id: "hospiz",
          question: "Was ist euer Hospiz?",
          answer: [
            "In unserem Hospiz in Spanien leben alte, kranke und traumatisierte Hunde, die kaum eine Chance auf ein neues Zuhause haben. Hier bekommen sie Ruhe, Pflege und Zuwendung – für den Rest ihres Lebens.",
            ["Mehr über die Hunde dort erfährst du auf ", { text: "unserer Seite über das Hospiz", linkKey: "hospice" }, "."],
          ],
        },
        {
          id: "standorte",
          question: "Wo leben eure Hunde in Spanien?",
          answer: [
            "In Spanien leben unsere Hunde an zwei Orten oder in Pflegestellen: auf der Finca Chaos bei Benicarló, einem 10.000 m² großen Gelände mit großen Ausläufen, und in der Residencia Monika bei Amposta, unserem Partnertierheim mit rund 80 Hunden.",
            [
              "Schau dich um: ",
              { text: "die Finca Chaos", linkKey: "fincaChaos" },
              " und ",
              { text: "die Residencia Monika", linkKey: "residenciaMonika" },
              ".",
            ],
          ],
        },
      ],
    },
  ],
  cta: {
    id: "weitere-fragen",
    heading: "Deine Frage war nicht dabei?",
    text: "Schreib uns – wir antworten dir persönlich und so schnell wir können. Es gibt keine dummen Fragen – und je besser du vorbereitet bist, desto leichter hat es später dein Hund.",
    contactLink: { text: "Zur Kontaktseite", linkKey: "contact" },
    mail: "E-Mail schreiben",
    whatsapp: "Per WhatsApp schreiben",
    whatsappText: "Hallo Puente Canino, ich habe eine Frage:",
  },
};

export const es: typeof de = {
  heroTitle: "Preguntas frecuentes",
  heroIntro:
    "Aquí respondemos a las preguntas que más nos llegan: sobre la adopción, la recogida de tu perro, la salud, las casas de acogida y las muchas formas de ayudar. ¿No encuentras la tuya? Escríbenos sin problema.",
  topicsLabel: "Temas",
  accordionName: "faq",
  groups: [
    {
      id: "tema-adopcion",
      heading: "Adopción",
      entries: [
        {
          id: "proceso-adopcion",
          question: "¿Cómo funciona la adopción?",
          answer: [
            "Primero echas un vistazo a nuestros perros y nos escribes sobre el que te ha tocado el corazón. Después hablamos: te contamos con sinceridad cómo es el perro y tú nos cuentas cómo es tu día a día. Si encaja, vienen el control previo, el contrato de protección y la recogida, y después de la llegada seguimos a tu lado.",
            ["Te explicamos los siete pasos en ", { text: "nuestra página sobre la adopción", linkKey: "adoption" }, "."],
          ],
        },
        {
          id: "duracion-adopcion",
          question: "¿Cuánto tarda una adopción?",
          answer: [
            "En España suele llevar entre 1 y 2 semanas desde tu primera consulta hasta que el perro llega a casa. Si adoptas desde Alemania, cuenta con unas 2 a 4 semanas, porque además hay que organizar el viaje.",
            "Preferimos tomarnos unos días más antes que dar un perro a un hogar que no es el suyo.",
          ],
        },
        {
          id: "control-previo",
          question: "¿Qué es el control previo?",
          answer: [
            "Antes de que el perro se mude contigo, vemos juntos dónde va a vivir, normalmente con una visita a tu casa.",
            "No buscamos una casa perfecta ni suelos relucientes, sino respuestas a preguntas como estas: ¿está bien cerrado el jardín o la terraza? ¿Dónde dormirá el perro? ¿Están todos en casa de acuerdo? El control previo protege al perro, y a ti de una decisión que no encaja.",
          ],
        },
        {
          id: "contrato-proteccion",
          question: "¿Qué es el contrato de protección?",
          answer: [
            "Es el contrato de adopción entre tú y nuestra asociación. Recoge los derechos y las obligaciones de ambas partes: tú te comprometes a cuidar bien de tu perro, y nosotros seguimos a tu lado, también si algún día algo no sale bien.",
            "Te lo damos antes de la entrega para que lo leas con calma, y resolvemos encantados cualquier duda.",
          ],
        },
        {
          id: "costos",
          question: "¿Cuánto cuesta adoptar?",
          answer: [
            "La cuota de adopción es de 340 €. Incluye la atención veterinaria de tu perro, su documentación y los permisos necesarios.",
            "Ten en cuenta también los gastos del día a día: comida, veterinario y un seguro de responsabilidad civil, que suele costar entre 50 y 100 € al año.",
          ],
        },
        {
          id: "por-que-espana",
          question: "¿Por qué perros de España, y por qué muchos viajan a Alemania?",
          answer: [
            "En España muchos perros acaban en la calle o abandonados, y muchos refugios están llenos. Trabajamos aquí desde 2013, conocemos en persona a cada uno de nuestros perros y sabemos que solo en España no encontraremos hogar para todos.",
            "Por eso tendemos un puente, y de ahí nuestro nombre: Puente Canino. Muchas de nuestras familias adoptivas viven en Alemania, y cada perro que encuentra un hogar deja sitio para el siguiente que necesita ayuda.",
          ],
        },
        {
          id: "perro-adecuado",
          question: "¿Cómo encuentro al perro que encaja conmigo?",
          answer: [
            [
              "Echa un vistazo a ",
              { text: "nuestra lista de perros que buscan hogar", linkKey: "dogs", query: "type=adoption" },
              " y lee sus descripciones con calma. Algunos ya viven en casas de acogida y otros, en nuestros centros de España.",
            ],
            "Después cuéntanos con sinceridad cómo vives. A veces te recomendaremos otro perro distinto del que te enamoró primero, porque encaja mejor con tu vida. Al final es lo mejor para los dos.",
          ],
        },
        {
          id: "cachorros",
          question: "¿Dais cachorros en adopción?",
          answer: [
            "Cuando tenemos cachorros, los encontrarás en nuestra lista de perros. Pero piensa que un cachorro necesita muchísimo tiempo, paciencia y educación.",
            "Quizá te encaje un perro joven de entre 6 y 12 meses: es juguetón y aprende rápido, ya ha dejado atrás la etapa más agotadora de cachorro y su carácter se conoce mucho mejor.",
          ],
        },
        {
          id: "si-no-funciona",
          question: "¿Qué pasa si la adopción no sale bien?",
          answer: [
            "Un hogar nuevo es un cambio enorme para cualquier perro, y las primeras semanas no siempre son fáciles. Avísanos pronto: muchas veces basta con una conversación o un buen consejo.",
            "Si de verdad no funciona, no le busques tú otra familia. El perro vuelve con nosotros, normalmente a una casa de acogida, y buscamos con calma un hogar que encaje mejor con él.",
          ],
        },
        {
          id: "seguro-responsabilidad-civil",
          question: "¿Necesito un seguro de responsabilidad civil?",
          answer: [
            "Te lo recomendamos siempre. Suele costar entre 50 y 100 € al año y te cubre si tu perro causa algún daño. Infórmate también de lo que exige la normativa de tu comunidad autónoma y de tu ayuntamiento, y contrátalo antes de que llegue tu perro.",
          ],
        },
      ],
    },
    {
      id: "tema-recogida",
      heading: "Recogida y viaje",
      entries: [
        {
          id: "recogida-benicarlo",
          question: "¿Dónde recojo a mi perro?",
          answer: [
            "Si adoptas en España, recoges a tu perro en Benicarló. Allí te lo entregamos en persona, con sus papeles, y tenemos tiempo para responder a tus últimas preguntas.",
          ],
        },
        {
          id: "viaje-alemania",
          question: "¿Cómo viajan los perros que se adoptan en Alemania?",
          answer: [
            `Viajan en un transporte organizado desde España; el trayecto dura aproximadamente entre 1 y 1,5 días. Sus familias los recogen en puntos de entrega fijos: ${transferPointsText.es}.`,
          ],
        },
        {
          id: "primeros-dias",
          question: "¿Cómo son los primeros días en casa?",
          answer: [
            "Dale tiempo a tu perro. Todo es nuevo: olores, ruidos, personas, quizá la primera escalera de su vida. La calma, las rutinas fijas y los paseos cortos le ayudan más que muchas excursiones. Al principio, sujétalo bien en la calle, por ejemplo con arnés y collar a la vez.",
            ["Tienes muchos consejos en ", { text: "nuestras guías", linkKey: "guides" }, ", y si te surge cualquier duda, aquí estamos."],
          ],
        },
      ],
    },
    {
      id: "tema-salud",
      heading: "Salud",
      entries: [
        {
          id: "enfermedades-mediterraneas",
          question: "¿Se les hace la prueba de la leishmaniosis y otras enfermedades mediterráneas?",
          answer: [
            "Sí. A los perros a partir de un año aproximadamente se les hace un análisis de sangre de enfermedades mediterráneas como la leishmaniosis, la erliquiosis o la babesiosis, y te comunicamos el resultado. En perros más jóvenes la prueba a menudo aún no es fiable; pregunta a tu veterinario cuándo conviene hacerla más adelante.",
          ],
        },
        {
          id: "esterilizacion",
          question: "¿Los perros están esterilizados?",
          answer: [
            "Por lo general, los perros de alrededor de un año en adelante se esterilizan antes de la adopción. Si el tuyo es más joven, hablamos contigo sobre cuándo conviene hacerlo.",
          ],
        },
        {
          id: "salud",
          question: "¿Cómo sé si un perro está sano?",
          answer: [
            "Te contamos todo lo que sabemos sobre la salud de tu perro, también lo que no es perfecto. La atención veterinaria está incluida en la cuota de adopción, y recibes la documentación de tu perro.",
            "Algunas cosas solo se ven en el nuevo hogar. Si pasa, seguimos a tu disposición.",
          ],
        },
      ],
    },
    {
      id: "tema-acogida",
      heading: "Casas de acogida",
      entries: [
        {
          id: "casa-de-acogida",
          question: "¿Qué hace una casa de acogida?",
          answer: [
            "Una casa de acogida cuida de un perro durante un tiempo, hasta que encontramos su hogar definitivo. El perro aprende a vivir en familia, y tú puedes contarnos a nosotros y a quienes se interesan por él cómo es de verdad.",
            ["Te contamos cómo ser casa de acogida en ", { text: "nuestra página para casas de acogida", linkKey: "fosterHome" }, "."],
          ],
        },
        {
          id: "duracion-acogida",
          question: "¿Cuánto tiempo se queda un perro en acogida?",
          answer: [
            "Normalmente entre 4 y 6 semanas. Algunos perros encuentran familia antes y otros necesitan más tiempo. Lo hablamos contigo con franqueza desde el principio, y durante ese tiempo no estás solo.",
          ],
        },
      ],
    },
    {
      id: "tema-ayudar",
      heading: "Cómo ayudar",
      entries: [
        {
          id: "apadrinar",
          question: "¿Cómo funciona el apadrinamiento?",
          answer: [
            "Al apadrinar ayudas a un perro concreto desde 10 € al mes, por ejemplo a uno que lleva mucho tiempo esperando un hogar. Tu aportación ayuda a cubrir sus cuidados mientras tanto.",
            ["Encontrarás a los perros que buscan padrino o madrina en ", { text: "nuestra lista de perros para apadrinar", linkKey: "dogs", query: "type=sponsorship" }, "."],
          ],
        },
        {
          id: "donativos",
          question: "¿Llega de verdad mi donativo a los perros?",
          answer: [
            "Sí. Los donativos pagan la comida, el veterinario, el transporte y la búsqueda de familias para nuestros perros. Si donas para el hospicio o para uno de nuestros centros en concreto, el 10 % va a nuestros proyectos generales, para poder cubrir también las tareas para las que casi nadie dona.",
            ["Todas las formas de donar están en ", { text: "nuestra página de donativos", linkKey: "donations" }, "."],
          ],
        },
        {
          id: "hacerse-socio",
          question: "¿Cómo me hago socio y cuánto cuesta?",
          answer: [
            "Puedes hacerte socio desde 5 € al mes. Tú eliges la cuota y puedes cambiarla más adelante. Puedes darte de baja cuando quieras, con efecto a final de mes.",
            "Como socio activo tienes derecho a voto en la asamblea de socios. Como socio colaborador nos apoyas económicamente, sin derecho a voto.",
            ["Tienes la solicitud en ", { text: "nuestra página para hacerse socio", linkKey: "membership" }, "."],
          ],
        },
        {
          id: "teaming",
          question: "¿Qué es Teaming?",
          answer: [
            "Teaming es una plataforma de microdonaciones: aportas cada mes desde 1 €, y muchas pequeñas aportaciones juntas se convierten en una ayuda fija para nuestros perros.",
            ["Los enlaces a nuestros grupos de Teaming están en ", { text: "nuestra página «Donar y Teaming»", linkKey: "donations" }, "."],
          ],
        },
      ],
    },
    {
      id: "tema-sobre-nosotros",
      heading: "Sobre nosotros",
      entries: [
        {
          id: "hospicio",
          question: "¿Qué es vuestro hospicio?",
          answer: [
            "En nuestro hospicio en España viven perros mayores, enfermos o traumatizados que apenas tienen posibilidades de encontrar un hogar. Allí reciben calma, cuidados y cariño durante el resto de su vida.",
            ["Conoce a los perros que viven allí en ", { text: "nuestra página del hospicio", linkKey: "hospice" }, "."],
          ],
        },
        {
          id: "nuestros-centros",
          question: "¿Dónde viven vuestros perros en España?",
          answer: [
            "Nuestros perros viven en dos lugares o en casas de acogida: en la Finca Chaos, cerca de Benicarló, un terreno de 10.000 m² con grandes parques, y en la Residencia Monika, cerca de Amposta, nuestro refugio colaborador con unos 80 perros.",
            [
              "Échales un vistazo: ",
              { text: "la Finca Chaos", linkKey: "fincaChaos" },
              " y ",
              { text: "la Residencia Monika", linkKey: "residenciaMonika" },
              ".",
            ],
          ],
        },
      ],
    },
  ],
  cta: {
    id: "mas-preguntas",
    heading: "¿No has encontrado tu pregunta?",
    text: "Escríbenos: te respondemos en persona y lo antes que podamos. No hay preguntas tontas: cuanto mejor preparado estés, más fácil lo tendrá después tu perro.",
    contactLink: { text: "Ir a la página de contacto", linkKey: "contact" },
    mail: "Escribir un correo",
    whatsapp: "Escribir por WhatsApp",
    whatsappText: "Hola, Puente Canino, tengo una pregunta:",
  },
};

export const faqCopy = { de, es } as const;

/** All entries of the FAQ page of a language, in page order. */
export function faqEntries(copy: FaqPageCopy): FaqEntryCopy[] {
  return copy.groups.flatMap((group) => group.entries);
}
