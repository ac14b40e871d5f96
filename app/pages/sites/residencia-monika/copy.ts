/**
 * Copy of the Residencia Monika page (docs/product/content.md#finca-chaos-and-residencia-monika). Only the facts of docs/product/README.md#what-the-site-does
 * and docs/product/README.md#numbers-and-limits: partner shelter near Amposta, about 80 dogs, founded 2008; monthly
 * giving (Teaming) from 1 €; 10 % of site donations go to general projects.
 */
export const de = {
  heroIntro:
    "Unser Partnertierheim in der Nähe von Amposta: Seit 2008 finden hier Hunde Schutz – heute leben in der Residencia rund 80 Hunde.",
  description: {
    id: "residencia",
    heading: "Ein Zuhause auf Zeit für rund 80 Hunde",
    paragraphs: [
      "Die Residencia Monika liegt in der Nähe von Amposta, im Süden Kataloniens. Sie ist unser Partnertierheim: Rund 80 Hunde haben hier ein sicheres Dach über dem Kopf, jeden Tag ihr Futter und Menschen, die sich um sie kümmern.",
      "Viele von ihnen warten auf eine eigene Familie – manche schon eine ganze Weile. Gemeinsam mit dem Team der Residencia lernen wir die Hunde kennen, stellen sie auf unserer Website vor und begleiten sie bis in ihr neues Zuhause.",
    ],
    dogsLink: { text: "Lerne unsere Hunde kennen", linkKey: "dogs" as const },
  },
  history: {
    id: "geschichte",
    heading: "Die Geschichte der Residencia",
    paragraphs: [
      "Die Residencia Monika wurde 2008 gegründet. Seitdem ist sie für viele Hunde aus der Region zu einem sicheren Hafen geworden – für Hunde, die ausgesetzt wurden, auf der Straße lebten oder deren Menschen nicht mehr für sie sorgen konnten.",
      "Als Partner arbeiten wir Hand in Hand: Die Residencia gibt den Hunden ein Zuhause auf Zeit, wir helfen mit Spenden, Vermittlung und Transport, damit möglichst viele von ihnen eine Familie finden.",
    ],
    timelineLabel: "Meilensteine",
    timeline: [
      { year: "2008", text: "Die Residencia Monika wird gegründet." },
      { year: "Heute", text: "Rund 80 Hunde leben in der Residencia und werden dort versorgt." },
    ],
  },
  team: {
    id: "team",
    heading: "Das Team der Residencia",
    intro: "Zwei Menschen sorgen in der Residencia dafür, dass der Alltag für die Hunde funktioniert – mit viel Erfahrung und noch mehr Herz.",
    members: [
      {
        role: "Leitung der Residencia",
        text: "Hält alle Fäden zusammen: die Aufnahme neuer Hunde, Tierarzttermine und die Absprachen mit uns, wenn ein Hund seine Reise in ein neues Zuhause antritt.",
      },
      {
        role: "Tierpflege vor Ort",
        text: "Füttern, Reinigen, Spaziergänge und Zuwendung – damit sich jeder der rund 80 Hunde gesehen und gut versorgt fühlt.",
      },
    ],
  },
  impressions: {
    id: "eindruecke",
    heading: "Eindrücke aus der Residencia",
    intro: "Ein paar Momente aus dem Alltag – gezeichnet, bis wir dir hier Fotos zeigen.",
    captions: ["Gemeinsam toben im Auslauf", "Endlich Futterzeit", "Unterwegs auf dem Feldweg", "Mittagsruhe im Schatten"],
  },
  donation: {
    id: "spenden",
    heading: "Hilf der Residencia Monika",
    paragraphs: [
      "Rund 80 Hunde brauchen jeden Tag Futter, frisches Wasser und Pflege – dazu kommen Tierarztkosten und Reparaturen. Mit deiner Spende hilfst du der Residencia, diese Arbeit zu stemmen.",
    ],
    purposeLabel: "Verwendungszweck",
    purpose: "Residencia Monika",
    shareNote:
      "10 % der Spenden für die Residencia fließen in unsere allgemeinen Projekte – etwa in Tierarztkosten, Transporte und die Vermittlung unserer Hunde.",
    teaming: {
      heading: "Jeden Monat helfen mit Teaming",
      text: "Schon ab 1 € im Monat kannst du die Residencia über Teaming regelmäßig unterstützen. Viele kleine Beträge werden zusammen zu einer großen Hilfe.",
      link: "Zur Teaming-Gruppe der Residencia Monika",
    },
    moreLink: { text: "Alle Möglichkeiten zu helfen", linkKey: "donations" as const },
  },
  jsonLdDescription:
    "Die Residencia Monika bei Amposta ist unser Partnertierheim: gegründet 2008, heute ein Zuhause auf Zeit für rund 80 Hunde.",
};

export const es: typeof de = {
  heroIntro:
    "Nuestro refugio colaborador cerca de Amposta: desde 2008 los perros encuentran aquí un lugar seguro, y hoy viven en la Residencia unos 80.",
  description: {
    id: "residencia",
    heading: "Un hogar temporal para unos 80 perros",
    paragraphs: [
      "La Residencia Monika está cerca de Amposta, en el sur de Cataluña. Es nuestro refugio colaborador: unos 80 perros tienen aquí un techo seguro, su comida de cada día y personas que los cuidan.",
      "Muchos de ellos esperan una familia propia, algunos desde hace bastante tiempo. Junto con el equipo de la Residencia conocemos a los perros, los presentamos en nuestra web y los acompañamos hasta su nuevo hogar.",
    ],
    dogsLink: { text: "Conoce a nuestros perros", linkKey: "dogs" },
  },
  history: {
    id: "historia",
    heading: "La historia de la Residencia",
    paragraphs: [
      "La Residencia Monika se fundó en 2008. Desde entonces se ha convertido en un refugio seguro para muchos perros de la zona: perros abandonados, que vivían en la calle o cuyas familias ya no podían cuidarlos.",
      "Trabajamos codo con codo: la Residencia les da a los perros un hogar temporal y nosotros ayudamos con donativos, adopciones y transporte para que el mayor número posible encuentre una familia.",
    ],
    timelineLabel: "Momentos clave",
    timeline: [
      { year: "2008", text: "Se funda la Residencia Monika." },
      { year: "Hoy", text: "Unos 80 perros viven en la Residencia y reciben allí sus cuidados." },
    ],
  },
  team: {
    id: "equipo",
    heading: "El equipo de la Residencia",
    intro: "Dos personas se encargan de que el día a día de los perros funcione en la Residencia, con mucha experiencia y todavía más corazón.",
    members: [
      {
        role: "Dirección de la Residencia",
        text: "Lleva todos los hilos: la acogida de perros nuevos, las citas con el veterinario y la coordinación con nosotros cuando un perro emprende el viaje hacia su nuevo hogar.",
      },
      {
        role: "Cuidado de los animales",
        text: "Comida, limpieza, paseos y cariño, para que cada uno de los cerca de 80 perros se sienta atendido y bien cuidado.",
      },
    ],
  },
  impressions: {
    id: "impresiones",
    heading: "Impresiones de la Residencia",
    intro: "Algunos momentos del día a día, en dibujos hasta que podamos enseñarte fotos aquí.",
    captions: ["Jugando juntos en el parque", "¡Por fin, la hora de comer!", "De paseo entre los campos", "Siesta a la sombra"],
  },
  donation: {
    id: "donar",
    heading: "Ayuda a la Residencia Monika",
    paragraphs: [
      "Unos 80 perros necesitan cada día comida, agua fresca y cuidados, y a eso se suman los gastos veterinarios y las reparaciones. Con tu donativo ayudas a la Residencia a sacar adelante este trabajo.",
    ],
    purposeLabel: "Concepto",
    purpose: "Residencia Monika",
    shareNote:
      "El 10 % de los donativos para la Residencia se destina a nuestros proyectos generales, como gastos veterinarios, transportes y la búsqueda de familia para nuestros perros.",
    teaming: {
      heading: "Ayuda cada mes con Teaming",
      text: "Desde 1 € al mes puedes apoyar a la Residencia de forma periódica a través de Teaming. Muchas pequeñas aportaciones juntas se convierten en una gran ayuda.",
      link: "Ir al grupo de Teaming de la Residencia Monika",
    },
    moreLink: { text: "Todas las formas de ayudar", linkKey: "donations" },
  },
  jsonLdDescription:
    "La Residencia Monika, cerca de Amposta, es nuestro refugio colaborador: fundada en 2008, hoy es un hogar temporal para unos 80 perros.",
};

export const residenciaMonikaCopy = { de, es } as const;
