/**
 * Copy of the contact page (docs/product/content.md#about-contact-and-legal-pages). E-mail, phone, WhatsApp, address and
 * social links come from `#app/features/organisation/rules/defaults.ts`.
 */
import { contactFormAnchor } from "#app/ui/page-anchors.ts";

export const de = {
  /** Anchor of the contact form section (other pages may link to it). */
  formId: contactFormAnchor.de as string,
  options: {
    heading: "So erreichst du uns",
    intro:
      "Wähle einfach den Weg, der dir am liebsten ist. Hinter jeder Antwort steht ein Mensch aus unserem Team, der sich persönlich um dein Anliegen kümmert.",
  },
  faqHint: "Viele Antworten findest du auch schon in unseren häufigen Fragen.",
  faqLink: "Zu den häufigen Fragen",
  social: {
    intro:
      "Auf Facebook und Instagram erzählen wir, was bei unseren Hunden gerade passiert – von Neuankömmlingen bis zu glücklichen Ankünften in ihrem neuen Zuhause.",
    facebook: "Puente Canino auf Facebook",
    instagram: "Puente Canino auf Instagram",
  },
  address: {
    heading: "Unsere Anschrift",
  },
  form: {
    heading: "Schreib uns eine Nachricht",
    intro:
      "Erzähl uns kurz, worum es geht – wir antworten dir so bald wie möglich per E-Mail. Möchtest du einen bestimmten Hund kennenlernen, nenn uns gern seinen Namen.",
  },
};

export const es: typeof de = {
  formId: contactFormAnchor.es,
  options: {
    heading: "Cómo contactar con nosotros",
    intro:
      "Elige la forma que te resulte más cómoda. Detrás de cada respuesta hay una persona de nuestro equipo que se ocupa personalmente de tu consulta.",
  },
  faqHint: "Muchas respuestas ya las tienes en nuestras preguntas frecuentes.",
  faqLink: "Ver las preguntas frecuentes",
  social: {
    intro:
      "En Facebook e Instagram te contamos lo que pasa con nuestros perros: desde los recién llegados hasta las llegadas felices a su nuevo hogar.",
    facebook: "Puente Canino en Facebook",
    instagram: "Puente Canino en Instagram",
  },
  address: {
    heading: "Nuestra dirección",
  },
  form: {
    heading: "Escríbenos un mensaje",
    intro:
      "Cuéntanos brevemente de qué se trata y te contestaremos por correo lo antes posible. Si quieres conocer a un perro en concreto, dinos su nombre.",
  },
};

export const contactCopy = { de, es } as const;
export type ContactPageCopy = typeof de;
