/**
 * Copy of the Finca Chaos page (docs/product/content.md#finca-chaos-and-residencia-monika). Only the facts of docs/product/README.md#what-the-site-does and docs/product/README.md#numbers-and-limits:
 * 10,000 m² near Benicarló, seven runs of 150–180 m² (four with 12 m² huts),
 * 14 goats, a 'living room' of about 6,000 m² for three dogs.
 */
export const de = {
  heroIntro:
    "Rund 10.000 m² bei Benicarló, sieben Ausläufe, ein großes „Wohnzimmer“ und 14 Ziegen: Hier leben viele unserer Hunde, bis sie ihre Familie finden.",
  intro: {
    id: "finca",
    heading: "Willkommen auf der Finca Chaos",
    paragraphs: [
      "Die Finca Chaos liegt in der Nähe von Benicarló, an der Küste der Provinz Castellón. Auf rund 10.000 m² leben hier Hunde, die wir von der Straße geholt haben, bis sie ein eigenes Zuhause finden – und mit ihnen 14 Ziegen, die ganz selbstverständlich dazugehören.",
      "Chaos? Manchmal ein bisschen. Wo so viele Hunde mit ihren Geschichten zusammenkommen, ist immer etwas los. Damit sich trotzdem jeder sicher fühlt, hat jeder Hund seinen Platz – bei Artgenossen, die zu ihm passen, oder in Ruhe für sich.",
      "Viele der Hunde, die du auf unserer Website findest, warten hier auf dich. Wir erleben sie jeden Tag und können dir deshalb ehrlich erzählen, wie sie sind.",
    ],
    dogsLink: { text: "Lerne unsere Hunde kennen", linkKey: "dogs" as const },
    factsLabel: "Die Finca in Zahlen",
    facts: [
      { value: "10.000 m²", label: "Gelände bei Benicarló" },
      { value: "7", label: "Ausläufe mit 150–180 m²" },
      { value: "14", label: "Ziegen" },
      { value: "ca. 6.000 m²", label: "„Wohnzimmer“ für drei Hunde" },
    ],
  },
  facilities: {
    id: "einrichtung",
    heading: "So leben die Hunde auf der Finca",
    intro: "Jeder Hund braucht Platz, Ruhe und Gesellschaft, die zu ihm passt. Darum ist das Gelände in Bereiche aufgeteilt.",
    items: {
      runs: {
        title: "Sieben Ausläufe",
        text: "Jeder der sieben Ausläufe ist 150 bis 180 m² groß. So können Hunde, die sich mögen, zusammen toben – und Hunde, die lieber für sich sind, haben ihren eigenen Bereich.",
      },
      huts: {
        title: "Vier Hütten",
        text: "Vier der Ausläufe haben eine eigene Hütte mit 12 m². Dort finden die Hunde Schatten, wenn die Sonne brennt, und einen trockenen, geschützten Platz, wenn es kalt oder nass wird.",
      },
      livingRoom: {
        title: "Das „Wohnzimmer“",
        text: "Unser „Wohnzimmer“ ist ein rund 6.000 m² großer Bereich, den sich drei Hunde teilen. Hier dürfen sie laufen, schnüffeln und dösen – fast wie in einem riesigen Garten.",
      },
      goats: {
        title: "14 Ziegen",
        text: "Zur Finca gehören auch 14 Ziegen. Sie werden genauso versorgt wie die Hunde – und gehören für uns einfach dazu.",
      },
    },
  },
  team: {
    id: "team",
    heading: "Das Team vor Ort",
    intro:
      "Zwei Menschen kümmern sich auf der Finca um die Tiere. Sie kennen jeden Hund – seine Eigenheiten, seine Lieblingsplätze und die Momente, in denen er Nähe sucht.",
    members: [
      {
        role: "Tierpflege vor Ort",
        text: "Füttern, Ausläufe sauber halten, frisches Wasser, Spaziergänge und Streicheleinheiten – und ein wacher Blick dafür, ob es jedem Tier gut geht. Auch die Ziegen werden hier versorgt.",
      },
      {
        role: "Organisation und Betreuung",
        text: "Tierarzttermine, die Vorbereitung der Reise zu den neuen Familien und die Beobachtungen aus dem Alltag, aus denen unsere Hundebeschreibungen entstehen – damit du erfährst, wie ein Hund wirklich ist.",
      },
    ],
  },
  videos: {
    id: "videos",
    heading: "Videos von der Finca",
    intro: "Bald kannst du hier selbst einen Blick auf die Finca werfen.",
    placeholder: "Videos werden in Kürze ergänzt",
    items: ["Ein Rundgang über die Finca", "Die Ausläufe und Hütten", "Das „Wohnzimmer“"],
  },
  sitePlan: {
    id: "lageplan",
    heading: "Lageplan der Finca",
    intro: "So ist das Gelände aufgeteilt. Klicke oder tippe auf den Plan, um ihn groß anzusehen.",
    open: "Lageplan der Finca Chaos vergrößern",
    dialogTitle: "Lageplan der Finca Chaos",
    close: "Schließen",
    legendHeading: "Legende",
    legend: {
      runs: "1–7: die sieben Ausläufe (je 150–180 m²)",
      huts: "Hütten (12 m²) in den Ausläufen 1–4",
      house: "Haus",
      goats: "Bereich der 14 Ziegen",
      livingRoom: "„Wohnzimmer“ (ca. 6.000 m²) für drei Hunde",
      paths: "Wege und Einfahrt",
    },
    note: "Schematische Zeichnung, nicht maßstabsgetreu.",
  },
  donation: {
    id: "spenden",
    heading: "Hilf der Finca Chaos",
    paragraphs: [
      "Futter, Tierarzt, frisches Wasser, Reparaturen an Zäunen und Hütten: Auf einem Gelände mit so vielen Tieren gibt es jeden Tag etwas zu tun. Mit deiner Spende für die Finca hilfst du genau hier.",
    ],
    purposeLabel: "Verwendungszweck",
    purpose: "Finca Chaos",
    shareNote:
      "10 % der Spenden für die Finca fließen in unsere allgemeinen Projekte – etwa in Tierarztkosten, Transporte und die Vermittlung unserer Hunde.",
    moreLink: { text: "Alle Möglichkeiten zu helfen", linkKey: "donations" as const },
  },
  jsonLdDescription:
    "Die Finca Chaos bei Benicarló: rund 10.000 m² für gerettete Hunde mit sieben Ausläufen, vier Hütten, einem großen „Wohnzimmer“ und 14 Ziegen.",
};

export const es: typeof de = {
  heroIntro:
    "Unos 10.000 m² cerca de Benicarló, siete parques, un gran «salón» y 14 cabras: aquí viven muchos de nuestros perros hasta que encuentran a su familia.",
  intro: {
    id: "finca",
    heading: "Te damos la bienvenida a la Finca Chaos",
    paragraphs: [
      "La Finca Chaos está cerca de Benicarló, en la costa de Castellón. En sus 10.000 m² viven perros que hemos sacado de la calle mientras esperan un hogar propio, y con ellos 14 cabras que forman parte de la casa como una más.",
      "¿Caos? A veces, un poco. Donde conviven tantos perros, cada uno con su historia, siempre pasa algo. Para que todos se sientan seguros, cada perro tiene su sitio: con compañeros con los que se lleva bien o tranquilo por su cuenta.",
      "Muchos de los perros que ves en nuestra web te esperan aquí. Convivimos con ellos cada día, así que podemos contarte con sinceridad cómo son.",
    ],
    dogsLink: { text: "Conoce a nuestros perros", linkKey: "dogs" },
    factsLabel: "La finca en cifras",
    facts: [
      { value: "10.000 m²", label: "de terreno cerca de Benicarló" },
      { value: "7", label: "parques de 150 a 180 m²" },
      { value: "14", label: "cabras" },
      { value: "unos 6.000 m²", label: "de «salón» para tres perros" },
    ],
  },
  facilities: {
    id: "instalaciones",
    heading: "Así viven los perros en la finca",
    intro: "Cada perro necesita espacio, calma y una compañía que encaje con él. Por eso el terreno está dividido en zonas.",
    items: {
      runs: {
        title: "Siete parques",
        text: "Cada uno de los siete parques mide entre 150 y 180 m². Así, los perros que se llevan bien pueden jugar juntos, y los que prefieren estar a su aire tienen su propio espacio.",
      },
      huts: {
        title: "Cuatro casetas",
        text: "Cuatro de los parques tienen su propia caseta de 12 m². Allí los perros encuentran sombra cuando aprieta el sol y un rincón seco y resguardado cuando hace frío o llueve.",
      },
      livingRoom: {
        title: "El «salón»",
        text: "Nuestro «salón» es una zona de unos 6.000 m² que comparten tres perros. Aquí pueden correr, olfatear y echarse la siesta, casi como en un jardín enorme.",
      },
      goats: {
        title: "14 cabras",
        text: "En la finca también viven 14 cabras. Las cuidamos igual que a los perros, porque para nosotros forman parte de la familia.",
      },
    },
  },
  team: {
    id: "equipo",
    heading: "El equipo de la finca",
    intro:
      "Dos personas se ocupan de los animales en la finca. Conocen a cada perro: sus manías, sus rincones favoritos y los momentos en los que busca mimos.",
    members: [
      {
        role: "Cuidado de los animales",
        text: "Dar de comer, mantener limpios los parques, agua fresca, paseos y muchas caricias, siempre atentos a que cada animal esté bien. También las cabras reciben aquí sus cuidados.",
      },
      {
        role: "Organización y seguimiento",
        text: "Citas con el veterinario, la preparación del viaje hacia las nuevas familias y lo que observamos en el día a día, con lo que escribimos las fichas de los perros, para que sepas cómo es cada uno de verdad.",
      },
    ],
  },
  videos: {
    id: "videos",
    heading: "Vídeos de la finca",
    intro: "Muy pronto podrás echar un vistazo a la finca con tus propios ojos.",
    placeholder: "Los vídeos se añadirán próximamente",
    items: ["Un paseo por la finca", "Los parques y las casetas", "El «salón»"],
  },
  sitePlan: {
    id: "plano",
    heading: "Plano de la finca",
    intro: "Así está dividido el terreno. Haz clic o toca el plano para verlo en grande.",
    open: "Ampliar el plano de la Finca Chaos",
    dialogTitle: "Plano de la Finca Chaos",
    close: "Cerrar",
    legendHeading: "Leyenda",
    legend: {
      runs: "1–7: los siete parques (de 150 a 180 m² cada uno)",
      huts: "Casetas (12 m²) en los parques 1 a 4",
      house: "Casa",
      goats: "Zona de las 14 cabras",
      livingRoom: "«Salón» (unos 6.000 m²) para tres perros",
      paths: "Caminos y entrada",
    },
    note: "Dibujo esquemático, sin escala.",
  },
  donation: {
    id: "donar",
    heading: "Ayuda a la Finca Chaos",
    paragraphs: [
      "Comida, veterinario, agua fresca, arreglos en vallas y casetas: en un terreno con tantos animales siempre hay algo que hacer. Con tu donativo para la finca ayudas justo aquí.",
    ],
    purposeLabel: "Concepto",
    purpose: "Finca Chaos",
    shareNote:
      "El 10 % de los donativos para la finca se destina a nuestros proyectos generales, como gastos veterinarios, transportes y la búsqueda de familia para nuestros perros.",
    moreLink: { text: "Todas las formas de ayudar", linkKey: "donations" },
  },
  jsonLdDescription:
    "La Finca Chaos, cerca de Benicarló: unos 10.000 m² para perros rescatados, con siete parques, cuatro casetas, un gran «salón» y 14 cabras.",
};

export const fincaChaosCopy = { de, es } as const;
