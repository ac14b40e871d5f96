/**
 * Copy of the home page (docs/product/content.md#home): the hero, the "why us" section with six
 * benefit cards and "how you can help". The page's title and description (for
 * the head) are in the messages (`m.home`). Pure data; the page maps each
 * `icon` key to its icon.
 */

export type WhyUsIcon = "personal" | "transport" | "spain" | "experience" | "health" | "hospice";

export interface HomePageCopy {
  hero: { eyebrow: string; title: string; text: string; ctaDogs: string; ctaFoster: string; ctaDonate: string };
  help: {
    heading: string;
    intro: string;
    dogsTitle: string;
    dogsText: string;
    fosterTitle: string;
    fosterText: string;
    donateTitle: string;
    donateText: string;
  };
  whyUs: {
    id: string;
    heading: string;
    intro: string;
    cards: readonly { icon: WhyUsIcon; title: string; text: string }[];
  };
}

export const de: HomePageCopy = {
  hero: {
    eyebrow: "Tierschutz seit 2013",
    title: "Ein Zuhause für Spaniens Straßenhunde",
    text:
      "Wir holen Hunde von der Straße, pflegen sie gesund und begleiten sie – persönlich, mit Transport nach Deutschland und Betreuung vor Ort in Spanien – bis in ihr neues Leben.",
    ctaDogs: "Hunde ansehen",
    ctaFoster: "Pflegestelle werden",
    ctaDonate: "Jetzt spenden",
  },
  help: {
    heading: "Wie du helfen kannst",
    intro: "Jeder Hund braucht andere Hilfe. Finde heraus, was zu dir passt.",
    dogsTitle: "Hund adoptieren",
    dogsText:
      "Lerne unsere Schützlinge kennen. Wir erzählen dir ehrlich, wie jeder Hund ist, und begleiten dich bis nach der Ankunft.",
    fosterTitle: "Pflegestelle werden",
    fosterText:
      "Gib einem Hund für einige Wochen ein Zuhause auf Zeit. So lernt er das Leben in der Familie kennen, und wir lernen ihn besser kennen.",
    donateTitle: "Spenden",
    donateText:
      "Futter, Tierarzt, Transport: Jeder Euro kommt bei den Hunden an – einmalig, als Patenschaft oder monatlich über Teaming.",
  },
  whyUs: {
    id: "warum-wir",
    heading: "Warum Puente Canino?",
    intro:
      "Wir sind ein Verein mit großem Herz und viel Erfahrung. Darauf kannst du dich verlassen, wenn du einen Hund bei uns adoptierst.",
    cards: [
      {
        icon: "personal",
        title: "Persönliche Begleitung",
        text: "Du sprichst mit Menschen, die deinen Hund kennen. Wir beraten dich ehrlich und sind vor, während und nach der Adoption für dich da.",
      },
      {
        icon: "transport",
        title: "Transport nach Deutschland",
        text: "Wir organisieren die Reise deines Hundes von Spanien nach Deutschland. Du nimmst ihn an einem Übergabepunkt in deiner Nähe in Empfang.",
      },
      {
        icon: "spain",
        title: "Betreuung vor Ort in Spanien",
        text: "Auf der Finca Chaos und in der Residencia Monika werden unsere Hunde jeden Tag versorgt – von Menschen, die sie gut kennen.",
      },
      {
        icon: "experience",
        title: "Über 10 Jahre Erfahrung",
        text: "Seit 2013 haben wir mehr als 2.900 Hunde gerettet. Diese Erfahrung steckt in jeder Vermittlung.",
      },
      {
        icon: "health",
        title: "Ehrlich zur Gesundheit",
        text: "Jeder Hund wird tierärztlich versorgt, Hunde ab etwa einem Jahr werden auf Mittelmeerkrankheiten getestet. Was wir wissen, erfährst du auch.",
      },
      {
        icon: "hospice",
        title: "Ein Platz auch für die Schwachen",
        text: "Alte, kranke und traumatisierte Hunde finden in unserem Hospiz Ruhe, Pflege und Zuwendung – für den Rest ihres Lebens.",
      },
    ],
  },
};

export const es: typeof de = {
  hero: {
    eyebrow: "Protección animal desde 2013",
    title: "Un hogar para los perros callejeros de España",
    text:
      "Sacamos perros de la calle, los cuidamos hasta que están sanos y los acompañamos, con trato personal, transporte a Alemania y atención en España, hasta su nueva vida.",
    ctaDogs: "Ver perros",
    ctaFoster: "Ser casa de acogida",
    ctaDonate: "Donar ahora",
  },
  help: {
    heading: "Cómo puedes ayudar",
    intro: "Cada perro necesita una ayuda distinta. Descubre cuál encaja contigo.",
    dogsTitle: "Adoptar un perro",
    dogsText:
      "Conoce a nuestros perros. Te contamos con sinceridad cómo es cada uno y te acompañamos también después de la llegada.",
    fosterTitle: "Ser casa de acogida",
    fosterText:
      "Ofrece a un perro un hogar temporal durante unas semanas. Así aprende a vivir en familia y nosotros lo conocemos mejor.",
    donateTitle: "Donar",
    donateText:
      "Comida, veterinario, transporte: cada euro llega a los perros, con un donativo puntual, un apadrinamiento o cada mes con Teaming.",
  },
  whyUs: {
    id: "por-que-nosotros",
    heading: "¿Por qué Puente Canino?",
    intro:
      "Somos una asociación con mucho corazón y mucha experiencia. Puedes contar con ello si adoptas uno de nuestros perros.",
    cards: [
      {
        icon: "personal",
        title: "Atención personal",
        text: "Hablas con personas que conocen a tu perro. Te aconsejamos con sinceridad y estamos a tu lado antes, durante y después de la adopción.",
      },
      {
        icon: "transport",
        title: "De España a Alemania",
        text: "Organizamos el viaje de nuestros perros adoptados en Alemania. Si adoptas en España, recoges a tu perro en Benicarló.",
      },
      {
        icon: "spain",
        title: "Cuidado aquí, en España",
        text: "En la Finca Chaos y en la Residencia Monika nuestros perros reciben cuidados cada día, de personas que los conocen bien.",
      },
      {
        icon: "experience",
        title: "Más de 10 años de experiencia",
        text: "Desde 2013 hemos rescatado a más de 2900 perros. Esa experiencia está en cada adopción.",
      },
      {
        icon: "health",
        title: "Sinceros con la salud",
        text: "Cada perro recibe atención veterinaria, y a los de alrededor de un año en adelante se les hace la prueba de enfermedades mediterráneas. Lo que sabemos, lo sabrás tú.",
      },
      {
        icon: "hospice",
        title: "Un sitio también para los más débiles",
        text: "Los perros mayores, enfermos o traumatizados encuentran en nuestro hospicio calma, cuidados y cariño durante el resto de su vida.",
      },
    ],
  },
};

export const homeCopy = { de, es } as const;
