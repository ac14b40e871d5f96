/**
 * Copy of the flight sponsors' page (docs/product/travel.md#flight-sponsors, docs/product/content.md):
 * what a flight sponsor is, how it goes, what the traveller should know, and the offer's form.
 * Pure data, sent as the page's data in one language; inline links are `CopyLink`s rendered by the page.
 */
import type { CopyLink, StepCopy } from "#app/ui/rich-text-model.ts";

export type FlightSponsorPointIcon = "booking" | "airport" | "papers" | "family";

export interface FlightSponsorPageCopy {
  /** The page's title and description in its head (the words travel with the page, not in every page's JavaScript). */
  head: { title: string; description: string };
  heroTitle: string;
  heroIntro: string;
  heroCta: string;
  what: {
    id: string;
    heading: string;
    intro: string;
    points: readonly { icon: FlightSponsorPointIcon; title: string; text: string }[];
    free: string;
  };
  process: { id: string; heading: string; intro: string; steps: readonly StepCopy[] };
  /** The HowTo of the page's structured data. */
  howTo: { name: string; description: string };
  know: {
    id: string;
    heading: string;
    items: readonly { title: string; text: string }[];
    papersHeading: string;
    papersIntro: string;
    papers: readonly string[];
    travelLink: CopyLink;
  };
  offer: { id: string; heading: string; intro: string; questionsLead: string; questionsLink: CopyLink };
}

export const de: FlightSponsorPageCopy = {
  head: {
    title: "Flugpate werden",
    description:
      "Du fliegst von Spanien nach Deutschland? Nimm einen unserer Hunde mit zu seiner Familie – wir buchen, bezahlen und bringen ihn zum Flughafen.",
  },
  heroTitle: "Flugpate werden",
  heroIntro:
    "Du fliegst bald von Spanien nach Deutschland? Dann kannst du einem unserer Hunde den Weg zu seiner Familie schenken: Er reist auf deinem Flug mit. Um alles andere kümmern wir uns.",
  heroCta: "Flug anbieten",
  what: {
    id: "was-ist-ein-flugpate",
    heading: "Was macht eine Flugpatin oder ein Flugpate?",
    intro:
      "Fluggesellschaften nehmen Hunde nur zusammen mit einem Fluggast mit. Fliegst du ohnehin von Spanien nach Deutschland, kann ein Hund, dessen Familie schon auf ihn wartet, mit dir reisen – schneller und ruhiger als auf der langen Fahrt im Transporter.",
    points: [
      {
        icon: "booking",
        title: "Wir buchen den Hund",
        text: "Wir melden den Hund bei deiner Fluggesellschaft auf deiner Buchung an und bezahlen seine Gebühr.",
      },
      {
        icon: "airport",
        title: "Wir bringen ihn zum Flughafen",
        text: "Unsere Ehrenamtlichen kommen mit dem Hund, seiner Transportbox und seinen Papieren zum Abflughafen.",
      },
      {
        icon: "papers",
        title: "Du nimmst die Papiere mit",
        text: "Du reist wie geplant und trägst nur die Mappe mit den Papieren des Hundes bei dir, bis ihr gelandet seid.",
      },
      {
        icon: "family",
        title: "Die Familie wartet auf euch",
        text: "Am Zielflughafen nimmt die Familie ihren Hund in Empfang – oft der schönste Moment der ganzen Reise.",
      },
    ],
    free: "Für dich ist das kostenlos: Die Gebühr für den Hund zahlen wir, und um alles rund um den Hund kümmern sich unsere Ehrenamtlichen vor und nach dem Flug.",
  },
  process: {
    id: "so-gehts",
    heading: "So läuft es ab",
    intro: "Von deinem Angebot bis zur Ankunft in Deutschland – Schritt für Schritt.",
    steps: [
      {
        id: "schritt-angebot",
        title: "Du bietest deinen Flug an",
        text: "Schick uns unten dein Angebot: wann du von welchem Flughafen in Spanien nach Deutschland fliegst, deine Flugnummer und wie viele Hunde du mitnehmen darfst.",
      },
      {
        id: "schritt-hund",
        title: "Wir suchen den passenden Hund",
        text: "Wir schauen, welcher reisebereite Hund zu deinem Flug passt, und melden uns bei dir. Passt gerade keiner, sagen wir es dir ehrlich.",
      },
      {
        id: "schritt-buchung",
        title: "Wir buchen den Hund auf deinen Flug",
        text: "Wir melden den Hund bei der Fluggesellschaft an, bezahlen seine Gebühr und schreiben dir Treffpunkt, Uhrzeit und deine Ansprechperson.",
      },
      {
        id: "schritt-abflug",
        title: "Übergabe am Abflughafen",
        text: "Unsere Ehrenamtlichen bringen den Hund mit Box und Papieren zum Flughafen und checken ihn mit dir am Schalter ein.",
      },
      {
        id: "schritt-ankunft",
        title: "Ankunft in Deutschland",
        text: "Nach der Landung nimmst du den Hund in Empfang, falls er im Frachtraum reist, und gehst mit ihm zum Ausgang. Dort wartet seine Familie.",
      },
    ],
  },
  howTo: {
    name: "So nimmst du als Flugpate einen Hund mit nach Deutschland",
    description:
      "In fünf Schritten: Flug anbieten, wir suchen den passenden Hund, wir buchen ihn auf deinen Flug, Übergabe am Abflughafen, Ankunft bei der Familie.",
  },
  know: {
    id: "gut-zu-wissen",
    heading: "Was du wissen solltest",
    items: [
      {
        title: "Die Regeln der Fluggesellschaft",
        text: "Jede Fluggesellschaft hat ihre eigenen Regeln. Meist darf ein Fluggast einen oder zwei Hunde mitnehmen: kleine Hunde in einer Tasche in der Kabine, größere in ihrer Box im Frachtraum. Welche Regeln für deinen Flug gelten, klären wir vor der Buchung.",
      },
      {
        title: "Früher zum Check-in",
        text: "Ein Hund wird am Schalter eingecheckt, nicht online. Plane deshalb etwa eine Stunde mehr am Flughafen ein; die genaue Zeit sagen wir dir.",
      },
      {
        title: "Wir sind erreichbar",
        text: "Am Abflug- und am Ankunftstag ist eine Ansprechperson von uns für dich telefonisch erreichbar, falls sich etwas verschiebt.",
      },
    ],
    papersHeading: "Diese Papiere reisen mit dem Hund",
    papersIntro: "Du bekommst sie am Abflughafen in einer Mappe und trägst sie bis zur Ankunft bei dir:",
    papers: [
      "der EU-Heimtierausweis des Hundes, mit der Nummer seines Mikrochips und der gültigen Tollwutimpfung;",
      "die Tiergesundheitsbescheinigung aus TRACES, dem System der EU für Tiertransporte, ausgestellt nach einer Untersuchung durch die Tierärztin oder den Tierarzt kurz vor der Reise.",
    ],
    travelLink: { text: "Mehr zur Reise unserer Hunde", linkKey: "faq", anchor: "transport" },
  },
  offer: {
    id: "angebot",
    heading: "Biete deinen Flug an",
    intro:
      "Sag uns, wann und wohin du fliegst. Wir melden uns, sobald wir einen Hund für deinen Flug haben – dein Angebot verpflichtet dich zu nichts, bis wir gemeinsam gebucht haben.",
    questionsLead: "Noch Fragen, bevor du deinen Flug anbietest?",
    questionsLink: { text: "Schreib uns", linkKey: "contact" },
  },
};

export const es: typeof de = {
  head: {
    title: "Padrino de vuelo",
    description:
      "¿Vuelas de España a Alemania? Lleva a uno de nuestros perros con su familia: nosotros reservamos, pagamos y lo llevamos al aeropuerto.",
  },
  heroTitle: "Hazte padrino o madrina de vuelo",
  heroIntro:
    "¿Vas a volar pronto de España a Alemania? Entonces puedes regalarle a uno de nuestros perros el camino hasta su familia: viaja contigo en tu vuelo. De todo lo demás nos encargamos nosotros.",
  heroCta: "Ofrecer mi vuelo",
  what: {
    id: "que-es-un-padrino-de-vuelo",
    heading: "¿Qué hace un padrino o una madrina de vuelo?",
    intro:
      "Las aerolíneas solo llevan perros junto con un pasajero. Si de todos modos vuelas de España a Alemania, un perro cuya familia ya lo espera puede viajar contigo: más rápido y más tranquilo que en el largo viaje en furgoneta.",
    points: [
      {
        icon: "booking",
        title: "Reservamos al perro",
        text: "Inscribimos al perro en tu reserva con tu aerolínea y pagamos su tarifa.",
      },
      {
        icon: "airport",
        title: "Lo llevamos al aeropuerto",
        text: "Nuestros voluntarios llegan al aeropuerto de salida con el perro, su transportín y sus papeles.",
      },
      {
        icon: "papers",
        title: "Tú llevas los papeles",
        text: "Viajas como tenías previsto y solo llevas contigo la carpeta con los papeles del perro hasta que aterricéis.",
      },
      {
        icon: "family",
        title: "La familia os espera",
        text: "En el aeropuerto de llegada, la familia recibe a su perro: a menudo el momento más bonito de todo el viaje.",
      },
    ],
    free: "Para ti no tiene ningún coste: la tarifa del perro la pagamos nosotros, y nuestros voluntarios se ocupan de todo lo que necesita el perro antes y después del vuelo.",
  },
  process: {
    id: "como-funciona",
    heading: "Cómo funciona",
    intro: "Desde tu oferta hasta la llegada a Alemania, paso a paso.",
    steps: [
      {
        id: "paso-oferta",
        title: "Nos ofreces tu vuelo",
        text: "Envíanos tu oferta aquí abajo: cuándo vuelas, desde qué aeropuerto de España a Alemania, tu número de vuelo y cuántos perros puedes llevar.",
      },
      {
        id: "paso-perro",
        title: "Buscamos el perro adecuado",
        text: "Vemos qué perro listo para viajar encaja con tu vuelo y te escribimos. Si ahora mismo no hay ninguno, te lo decimos con sinceridad.",
      },
      {
        id: "paso-reserva",
        title: "Reservamos al perro en tu vuelo",
        text: "Inscribimos al perro con la aerolínea, pagamos su tarifa y te enviamos el punto de encuentro, la hora y tu persona de contacto.",
      },
      {
        id: "paso-salida",
        title: "Entrega en el aeropuerto de salida",
        text: "Nuestros voluntarios llevan al perro con su transportín y sus papeles al aeropuerto y lo facturan contigo en el mostrador.",
      },
      {
        id: "paso-llegada",
        title: "Llegada a Alemania",
        text: "Después de aterrizar recoges al perro, si viaja en la bodega, y vas con él a la salida. Allí lo espera su familia.",
      },
    ],
  },
  howTo: {
    name: "Cómo llevar un perro a Alemania como padrino de vuelo",
    description:
      "En cinco pasos: ofreces tu vuelo, buscamos el perro adecuado, lo reservamos en tu vuelo, entrega en el aeropuerto de salida y llegada con su familia.",
  },
  know: {
    id: "lo-que-debes-saber",
    heading: "Lo que debes saber",
    items: [
      {
        title: "Las normas de la aerolínea",
        text: "Cada aerolínea tiene sus propias normas. Normalmente un pasajero puede llevar uno o dos perros: los pequeños en una bolsa en la cabina, los más grandes en su transportín en la bodega. Antes de reservar comprobamos qué normas se aplican a tu vuelo.",
      },
      {
        title: "Facturación con antelación",
        text: "Un perro se factura en el mostrador, no por internet. Por eso calcula una hora más en el aeropuerto; te diremos la hora exacta.",
      },
      {
        title: "Siempre localizables",
        text: "El día de la salida y el de la llegada tienes a una persona de nuestro equipo disponible por teléfono por si algo cambia.",
      },
    ],
    papersHeading: "Estos papeles viajan con el perro",
    papersIntro: "Te los damos en una carpeta en el aeropuerto de salida y los llevas contigo hasta la llegada:",
    papers: [
      "el pasaporte europeo para animales de compañía del perro, con el número de su microchip y la vacuna antirrábica vigente;",
      "el certificado sanitario de TRACES, el sistema de la UE para el traslado de animales, expedido tras un reconocimiento veterinario poco antes del viaje.",
    ],
    travelLink: { text: "Más sobre el viaje de nuestros perros", linkKey: "faq", anchor: "viaje-alemania" },
  },
  offer: {
    id: "oferta",
    heading: "Ofrece tu vuelo",
    intro:
      "Cuéntanos cuándo y adónde vuelas. Te escribimos en cuanto tengamos un perro para tu vuelo: tu oferta no te compromete a nada hasta que hayamos reservado juntos.",
    questionsLead: "¿Tienes preguntas antes de ofrecer tu vuelo?",
    questionsLink: { text: "Escríbenos", linkKey: "contact" },
  },
};

export const flightSponsorCopy = { de, es } as const;
