/**
 * Copy of the about page (docs/product/content.md#about-contact-and-legal-pages). Board names come from
 * `organisation[locale].board`, role labels from `m.board`, figures from `facts`.
 * `{deCity}` and `{esCity}` are filled from `organisation`.
 */

export const de = {
  heroIntro:
    "Wir sind Puente Canino – eine Brücke für Hunde zwischen Spanien und Deutschland. Seit 2013 holen wir Straßenhunde aus der Not, pflegen sie gesund und begleiten sie in ein neues Leben.",
  mission: {
    heading: "Unsere Mission",
    paragraphs: [
      "Viele Hunde in Spanien haben nie erfahren, wie sich ein Zuhause anfühlt. Sie leben auf der Straße, werden ausgesetzt oder zurückgelassen, sobald sie alt oder krank werden.",
      "Wir möchten, dass jeder dieser Hunde eine Chance bekommt. Deshalb retten wir sie, lassen sie tierärztlich versorgen und suchen Menschen, die wirklich zu ihnen passen – meist in Deutschland, manchmal in Spanien. Für die Hunde, die keine Familie mehr finden, gibt es unser Hospiz: Dort dürfen sie in Ruhe alt werden.",
      "Hinter Puente Canino stehen zwei Vereine: ein eingetragener Verein in Deutschland mit Sitz in {deCity} und eine Asociación in Spanien mit Sitz in {esCity}. Gemeinsam schlagen wir die Brücke, die unserem Namen seinen Sinn gibt.",
    ],
    factsHeading: "Was wir gemeinsam geschafft haben",
    factActiveSince: "im Tierschutz aktiv seit",
    factRescued: "gerettete Hunde",
    factRescuedYear: "Rettungen im Jahr {year}",
    factExperience: "Jahre Erfahrung",
  },
  places: {
    heading: "Wo unsere Hunde leben",
    intro:
      "Bis sie ihre Familie finden, leben unsere Hunde in Pflegestellen, auf der Finca Chaos, in der Residencia Monika – oder sie bleiben für immer in unserem Hospiz.",
  },
  values: {
    heading: "Was uns wichtig ist",
    items: [
      {
        title: "Ehrlichkeit",
        text: "Wir erzählen dir, wie ein Hund wirklich ist – mit allen Stärken und Eigenheiten. Nur so findet er ein Zuhause, in dem er bleiben darf.",
      },
      {
        title: "Persönliche Begleitung",
        text: "Vom ersten Gespräch bis lange nach der Ankunft sind wir für dich und deinen Hund da. Bei uns sprichst du mit Menschen, die den Hund kennen.",
      },
      {
        title: "Verantwortung",
        text: "Vorkontrolle, Schutzvertrag, tierärztliche Versorgung und ein sicherer Transport gehören für uns selbstverständlich dazu.",
      },
      {
        title: "Jeder Hund zählt",
        text: "Auch alte, kranke und ängstliche Hunde verdienen Liebe. Wer keine Familie mehr findet, bekommt bei uns einen Platz im Hospiz.",
      },
      {
        title: "Geduld",
        text: "Manche Hunde brauchen Zeit, um Vertrauen zu fassen. Wir geben sie ihnen – und vermitteln erst, wenn Hund und Mensch wirklich zueinander passen.",
      },
      {
        title: "Zusammenhalt",
        text: "Pflegestellen, Paten, Mitglieder, Spender und Helfer in Spanien und Deutschland: Tierschutz gelingt nur gemeinsam.",
      },
    ],
  },
  team: {
    heading: "Unser Vorstand",
    intro:
      "Diese vier Menschen tragen die Verantwortung für unseren Verein. Wie alle bei Puente Canino sind sie mit ganzem Herzen für die Hunde da.",
  },
  join: {
    heading: "Werde Teil von Puente Canino",
    text: "Als Mitglied unterstützt du unsere Arbeit dauerhaft – ab 5 € im Monat, in der Höhe, die du selbst wählst. Als aktives Mitglied stimmst du auf der Mitgliederversammlung mit ab.",
    cta: "Mitglied werden",
    contact: "Schreib uns",
  },
};

export const es: typeof de = {
  heroIntro:
    "Somos Puente Canino: un puente para los perros entre España y Alemania. Desde 2013 sacamos a perros de la calle, los cuidamos hasta que están sanos y los acompañamos hacia una nueva vida.",
  mission: {
    heading: "Nuestra misión",
    paragraphs: [
      "Muchos perros en España nunca han sabido lo que es tener un hogar. Viven en la calle, los abandonan o los dejan atrás en cuanto se hacen mayores o enferman.",
      "Queremos que cada uno de ellos tenga una oportunidad. Por eso los rescatamos, nos ocupamos de su salud y buscamos a las personas que de verdad encajan con ellos, casi siempre en Alemania y a veces en España. Y para los perros que ya no encuentran familia tenemos nuestro hospicio, donde pueden envejecer en paz.",
      "Detrás de Puente Canino hay dos asociaciones: una asociación registrada en Alemania, con sede en {deCity}, y otra en España, con sede en {esCity}. Juntas tendemos el puente que da sentido a nuestro nombre.",
    ],
    factsHeading: "Lo que hemos logrado juntos",
    factActiveSince: "protegiendo animales desde",
    factRescued: "perros rescatados",
    factRescuedYear: "rescates en {year}",
    factExperience: "años de experiencia",
  },
  places: {
    heading: "Dónde viven nuestros perros",
    intro:
      "Hasta que encuentran a su familia, nuestros perros viven en casas de acogida, en la Finca Chaos o en la Residencia Monika, o se quedan para siempre en nuestro hospicio.",
  },
  values: {
    heading: "Lo que nos importa",
    items: [
      {
        title: "Sinceridad",
        text: "Te contamos cómo es un perro de verdad, con sus virtudes y sus manías. Solo así encuentra un hogar en el que pueda quedarse.",
      },
      {
        title: "Acompañamiento personal",
        text: "Desde la primera conversación hasta mucho después de la llegada, estamos a tu lado y al de tu perro. Aquí hablas con personas que conocen al perro.",
      },
      {
        title: "Responsabilidad",
        text: "La visita previa, el contrato de adopción, la atención veterinaria y un transporte seguro son, para nosotros, lo mínimo.",
      },
      {
        title: "Cada perro cuenta",
        text: "Los perros mayores, enfermos o miedosos también merecen cariño. Quien ya no encuentra familia tiene un sitio en nuestro hospicio.",
      },
      {
        title: "Paciencia",
        text: "Algunos perros necesitan tiempo para volver a confiar. Se lo damos, y solo los damos en adopción cuando perro y persona encajan de verdad.",
      },
      {
        title: "Trabajo en equipo",
        text: "Casas de acogida, padrinos, socios, donantes y voluntarios en España y en Alemania: proteger a los animales solo funciona entre todos.",
      },
    ],
  },
  team: {
    heading: "Nuestra junta directiva",
    intro:
      "Estas cuatro personas llevan la responsabilidad de la asociación. Como todo el equipo de Puente Canino, lo dan todo por los perros.",
  },
  join: {
    heading: "Forma parte de Puente Canino",
    text: "Como socio o socia apoyas nuestro trabajo de forma estable, desde 5 € al mes y con la cuota que tú elijas. Como socio activo, además, votas en la asamblea.",
    cta: "Hazte socio",
    contact: "Escríbenos",
  },
};

export const aboutCopy = { de, es } as const;
export type AboutPageCopy = typeof de;
