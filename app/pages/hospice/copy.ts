/**
 * Copy of the hospice page (docs/product/content.md#hospice). The dog list is `HospiceDogs`, the
 * donation form `DonationBox` (which also shows the German tax-receipt note).
 */

export const de = {
  ids: {
    /** The donation section (other pages may link to it). */
    donate: "spenden",
  },
  heroIntro:
    "In unserem Hospiz dürfen alte, kranke und traumatisierte Hunde ankommen und bleiben. Hier verbringen sie ihre letzte Zeit in Ruhe, gut versorgt und umgeben von Menschen, die sie lieb haben.",
  heroCta: "Für das Hospiz spenden",
  need: {
    heading: "Warum es ein Hospiz braucht",
    paragraphs: [
      "Nicht jeder Hund findet eine Familie. Wer alt ist, chronisch krank oder nach schlimmen Erfahrungen kaum noch Vertrauen fassen kann, hat bei der Vermittlung oft keine Chance. Und in einem gewöhnlichen Tierheim fehlt für diese Hunde meist die Ruhe, die sie brauchen.",
      "Dabei haben gerade sie oft ein Leben voller Entbehrungen hinter sich. Wir finden: Sie verdienen es, ihre letzte Zeit nicht hinter Gittern zu verbringen, sondern geborgen und umsorgt.",
    ],
  },
  story: {
    heading: "Wie alles begann",
    paragraphs: [
      "Die Geschichte unseres Hospizes beginnt mit einem Menschen, der nicht wegsehen konnte – dem Menschen, der Puente Canino gegründet hat. Er nahm die ersten alten Hunde bei sich auf, die sonst niemand wollte: Hunde, nach denen keiner fragte und für die es nirgends einen Platz gab.",
      "Aus dieser Entscheidung ist mit der Zeit ein fester Teil unserer Arbeit geworden. Heute tragen wir das Hospiz als Verein gemeinsam – damit kein Hund, der zu uns kommt, vergessen wird.",
    ],
  },
  how: {
    heading: "So funktioniert unser Hospiz",
    items: [
      {
        title: "Ein Platz für immer",
        text: "Hospizhunde werden nicht mehr vermittelt. Sie bleiben bei uns und verbringen ihren Lebensabend in einer vertrauten Umgebung.",
      },
      {
        title: "Pflege, die zum Hund passt",
        text: "Ein weiches Lager, passendes Futter, Medikamente und tierärztliche Versorgung, wann immer sie nötig ist – jeder Hund bekommt, was er braucht.",
      },
      {
        title: "Ruhe und Zuwendung",
        text: "Kein Trubel und keine ständigen Wechsel: Unsere Hospizhunde haben ihren eigenen Rhythmus, Menschen, die sie kennen, und so viel Nähe, wie sie sich wünschen.",
      },
      {
        title: "Würde bis zuletzt",
        text: "Wenn die Zeit gekommen ist, begleiten wir unsere Hunde liebevoll und lassen sie nicht allein.",
      },
    ],
    funding:
      "Das Hospiz lebt von Spenden und Patenschaften. Ohne Menschen wie dich gäbe es diesen Ort nicht.",
  },
  help: {
    heading: "So kannst du helfen",
    sponsorshipTitle: "Patenschaft",
    sponsorshipText:
      "Übernimm ab 10 € im Monat die Patenschaft für einen unserer Hospizhunde und begleite ihn durch seine letzte Lebenszeit. Schreib uns, für welchen Hund dein Herz schlägt.",
    sponsorshipCta: "Patenschaft für einen Hospizhund anfragen",
    donationTitle: "Spende",
    donationText:
      "Jede Spende für das Hospiz hilft bei Futter, Medikamenten und Tierarztkosten. 10 % davon fließen in unsere allgemeinen Projekte.",
    donationCta: "Zum Spendenformular",
    teamingTitle: "Teaming",
    teamingText: "Schon ab 1 € im Monat hilfst du über Teaming dauerhaft mit – gemeinsam mit vielen anderen.",
    teamingCta: "Bei Teaming mitmachen",
  },
  quote: {
    text: "Jeder alte Hund, der bei uns seinen Frieden findet, ist ein Geschenk – auch für uns. Danke, dass du das möglich machst.",
    attribution: "das Team von Puente Canino",
  },
  donate: {
    heading: "Für das Hospiz spenden",
    text: "Mit deiner Spende schenkst du unseren Hospizhunden gute Tage. 10 % der Spenden für das Hospiz fließen in unsere allgemeinen Projekte, von denen alle unsere Hunde profitieren.",
  },
};

export const es: typeof de = {
  ids: {
    donate: "donar",
  },
  heroIntro:
    "En nuestro hospicio, los perros mayores, enfermos o traumatizados pueden llegar y quedarse. Aquí pasan su última etapa con calma, bien cuidados y rodeados de personas que los quieren.",
  heroCta: "Dona para el hospicio",
  need: {
    heading: "Por qué hace falta un hospicio",
    paragraphs: [
      "No todos los perros encuentran una familia. Los que son mayores, tienen una enfermedad crónica o apenas confían en nadie después de lo que han vivido casi nunca tienen una oportunidad de adopción. Y en un refugio normal les suele faltar la tranquilidad que necesitan.",
      "Justo ellos suelen tener detrás una vida llena de privaciones. Creemos que merecen pasar su última etapa no detrás de unas rejas, sino arropados y bien cuidados.",
    ],
  },
  story: {
    heading: "Cómo empezó todo",
    paragraphs: [
      "La historia de nuestro hospicio empieza con una persona que no pudo mirar hacia otro lado: quien fundó Puente Canino. Acogió a los primeros perros mayores que nadie quería, perros por los que nadie preguntaba y para los que no había sitio en ninguna parte.",
      "Con el tiempo, aquella decisión se convirtió en una parte fija de nuestro trabajo. Hoy sostenemos el hospicio entre todos, como asociación, para que ningún perro que llega a nosotros caiga en el olvido.",
    ],
  },
  how: {
    heading: "Así funciona nuestro hospicio",
    items: [
      {
        title: "Un sitio para siempre",
        text: "Los perros del hospicio ya no se dan en adopción. Se quedan con nosotros y pasan su vejez en un entorno que conocen.",
      },
      {
        title: "Cuidados a su medida",
        text: "Una cama blandita, la comida adecuada, sus medicinas y atención veterinaria siempre que la necesiten: cada perro recibe lo que le hace falta.",
      },
      {
        title: "Calma y cariño",
        text: "Sin jaleo ni cambios constantes: nuestros perros del hospicio tienen su propio ritmo, personas que los conocen y toda la cercanía que quieran.",
      },
      {
        title: "Dignidad hasta el final",
        text: "Cuando llega el momento, acompañamos a nuestros perros con cariño y no los dejamos solos.",
      },
    ],
    funding:
      "El hospicio se mantiene gracias a donaciones y apadrinamientos. Sin personas como tú, este lugar no existiría.",
  },
  help: {
    heading: "Cómo puedes ayudar",
    sponsorshipTitle: "Apadrinamiento",
    sponsorshipText:
      "Apadrina desde 10 € al mes a uno de nuestros perros del hospicio y acompáñalo en su última etapa. Escríbenos y cuéntanos qué perro te ha robado el corazón.",
    sponsorshipCta: "Apadrinar a un perro del hospicio",
    donationTitle: "Donación",
    donationText:
      "Cada donación para el hospicio ayuda a pagar comida, medicinas y veterinario. El 10 % se destina a nuestros proyectos generales.",
    donationCta: "Ir al formulario de donación",
    teamingTitle: "Teaming",
    teamingText: "Desde solo 1 € al mes ayudas de forma constante a través de Teaming, junto con muchas otras personas.",
    teamingCta: "Unirme a Teaming",
  },
  quote: {
    text: "Cada perro mayor que encuentra la paz con nosotros es un regalo, también para nosotros. Gracias por hacerlo posible.",
    attribution: "el equipo de Puente Canino",
  },
  donate: {
    heading: "Dona para el hospicio",
    text: "Con tu donación regalas días buenos a nuestros perros del hospicio. El 10 % de las donaciones para el hospicio se destina a nuestros proyectos generales, que benefician a todos nuestros perros.",
  },
};

export const hospiceCopy = { de, es } as const;

/** The copy of one language. */
export type HospiceCopy = typeof de;
