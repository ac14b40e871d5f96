/**
 * Further copy of the home page (SPEC §2.4): the "why us" section with six
 * benefit cards. The older home strings stay in `m.home`. Pure data; the page
 * maps each `icon` key to its icon.
 */

export type WhyUsIcon = "personal" | "transport" | "spain" | "experience" | "health" | "hospice";

export interface HomePageCopy {
  whyUs: {
    id: string;
    heading: string;
    intro: string;
    cards: readonly { icon: WhyUsIcon; title: string; text: string }[];
  };
}

export const de: HomePageCopy = {
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
