/**
 * The steps of an adoption and of a foster home, in both languages: the adoption page and the
 * foster-home page show them (their "how it goes" sections), and a request's status page names
 * its stages with them (docs/product/journey.md#stages: one source for both).
 */
import type { StepCopy } from "#app/ui/rich-text-model.ts";
import { transferPointsText } from "#app/features/organisation/rules/transport.ts";

export const adoptionSteps: { de: readonly StepCopy[]; es: readonly StepCopy[] } = {
  de: [
    {
      id: "schritt-1",
      title: "Finde deinen Hund",
      text: [
        "Nimm dir Zeit für ",
        { text: "unsere Hunde, die ein Zuhause suchen", linkKey: "dogs", query: "type=adoption" },
        ". Achte weniger auf das schönste Foto als darauf, welcher Hund zu deinem Alltag passt.",
      ],
    },
    {
      id: "schritt-2",
      title: "Schick uns eine Anfrage",
      text: [
        "Schreib uns zu deinem Wunschhund – über das Formular unten auf dieser Seite, per E-Mail oder WhatsApp. Den Namen findest du in ",
        { text: "unserer Hundeliste", linkKey: "dogs" },
        ". Erzähl uns gern schon ein wenig von dir.",
      ],
    },
    {
      id: "schritt-3",
      title: "Wir lernen uns kennen",
      text: "Wir melden uns bei dir und sprechen in Ruhe miteinander. Wir erzählen dir ehrlich, wie der Hund ist, mit allen Stärken und Eigenheiten, und du erzählst uns von deinem Zuhause, deinem Alltag und deinen Erfahrungen. Fragen sind ausdrücklich erwünscht.",
    },
    {
      id: "schritt-4",
      title: "Vorkontrolle",
      text: [
        "Passt alles, schauen wir uns gemeinsam an, wo dein Hund leben wird – meist bei einem Besuch bei dir zu Hause. Mehr dazu: ",
        { text: "Was bei der Vorkontrolle passiert", linkKey: "faq", anchor: "vorkontrolle" },
        ".",
      ],
    },
    {
      id: "schritt-5",
      title: "Schutzvertrag und Schutzgebühr",
      text: [
        "Ist alles geklärt, schließen wir den Schutzvertrag, und du zahlst die Schutzgebühr von 490 €. Mehr dazu: ",
        { text: "Was im Schutzvertrag steht", linkKey: "faq", anchor: "schutzvertrag" },
        " und ",
        { text: "was die Schutzgebühr abdeckt", linkKey: "faq", anchor: "kosten" },
        ".",
      ],
    },
    {
      id: "schritt-6",
      title: "Reise und Übergabe",
      text: `Dein Hund reist mit einem organisierten Transport in etwa 1 bis 1,5 Tagen nach Deutschland. Du nimmst ihn an einem unserer Übergabepunkte in Empfang: ${transferPointsText.de}.`,
    },
    {
      id: "schritt-7",
      title: "Ankommen und Begleitung",
      text: "Jetzt beginnt euer gemeinsames Leben. Gib deinem Hund Zeit anzukommen. Wir bleiben für dich da – bei Fragen, bei Sorgen und gern auch, wenn du uns einfach erzählen möchtest, wie es ihm geht.",
    },
  ],
  es: [
    {
      id: "paso-1",
      title: "Encuentra a tu perro",
      text: [
        "Mira con calma ",
        { text: "nuestros perros que buscan hogar", linkKey: "dogs", query: "type=adoption" },
        ". Fíjate menos en la foto más bonita y más en qué perro encaja con tu día a día.",
      ],
    },
    {
      id: "paso-2",
      title: "Envíanos tu solicitud",
      text: [
        "Escríbenos sobre el perro que te interesa: con el formulario de más abajo, por correo o por WhatsApp. Su nombre está en ",
        { text: "nuestra lista de perros", linkKey: "dogs" },
        ". Si quieres, cuéntanos ya un poco sobre ti.",
      ],
    },
    {
      id: "paso-3",
      title: "Nos conocemos",
      text: "Te contactamos y hablamos con calma. Te contamos con sinceridad cómo es el perro, con sus virtudes y sus manías, y tú nos hablas de tu casa, de tu día a día y de tu experiencia. Pregunta todo lo que quieras.",
    },
    {
      id: "paso-4",
      title: "Control previo",
      text: [
        "Si todo encaja, vemos juntos dónde va a vivir tu perro, normalmente con una visita a tu casa. Más información: ",
        { text: "qué incluye el control previo", linkKey: "faq", anchor: "control-previo" },
        ".",
      ],
    },
    {
      id: "paso-5",
      title: "Contrato de protección y cuota",
      text: [
        "Cuando todo está claro, firmamos el contrato de protección y pagas la cuota de adopción de 340 €. Más información: ",
        { text: "qué recoge el contrato de protección", linkKey: "faq", anchor: "contrato-proteccion" },
        " y ",
        { text: "qué cubre la cuota", linkKey: "faq", anchor: "costos" },
        ".",
      ],
    },
    {
      id: "paso-6",
      title: "Recogida en Benicarló",
      text: "Cuando todo está listo, quedamos contigo en Benicarló y te entregamos a tu perro en persona, con su documentación. Si adoptas desde Alemania, tu perro viaja en un transporte organizado hasta uno de nuestros puntos de entrega allí.",
    },
    {
      id: "paso-7",
      title: "Llegada y acompañamiento",
      text: "Empieza vuestra vida juntos. Dale tiempo a tu perro para adaptarse. Seguimos a tu lado: para tus dudas, tus preocupaciones y también cuando simplemente quieras contarnos qué tal le va.",
    },
  ],
};

export const fosterSteps: { de: readonly StepCopy[]; es: readonly StepCopy[] } = {
  de: [
    {
      id: "pflege-schritt-1",
      title: "Bewerbung",
      text: "Füll das Bewerbungsformular unten auf dieser Seite aus. Erzähl uns von deinem Zuhause, deinem Alltag und deiner Erfahrung mit Hunden.",
    },
    {
      id: "pflege-schritt-2",
      title: "Kennenlernen",
      text: "Wir melden uns bei dir und lernen uns kennen – am Telefon, per Videoanruf oder bei einem Besuch bei dir zu Hause. Dabei beantworten wir auch alle deine Fragen.",
    },
    {
      id: "pflege-schritt-3",
      title: "Vorkontrolle",
      text: [
        "Wie bei einer Adoption schauen wir uns an, wo der Hund bei dir leben wird. ",
        { text: "Mehr zur Vorkontrolle", linkKey: "faq", anchor: "vorkontrolle" },
        ".",
      ],
    },
    {
      id: "pflege-schritt-4",
      title: "Der passende Hund",
      text: "Wir schlagen dir einen Hund vor, der zu dir, deinem Alltag und deinen Tieren passt, und erzählen dir ehrlich alles, was wir über ihn wissen.",
    },
    {
      id: "pflege-schritt-5",
      title: "Einzug und Begleitung",
      text: "Dein Pflegehund zieht bei dir ein. Wir bleiben an deiner Seite, bis er in sein endgültiges Zuhause umzieht – und sind auch danach für dich erreichbar.",
    },
  ],
  es: [
    {
      id: "acogida-paso-1",
      title: "Solicitud",
      text: "Rellena el formulario de solicitud que encontrarás más abajo. Cuéntanos cómo es tu casa, tu día a día y tu experiencia con perros.",
    },
    {
      id: "acogida-paso-2",
      title: "Nos conocemos",
      text: "Te contactamos para conocernos: por teléfono, por videollamada o con una visita a tu casa. Así también resolvemos todas tus dudas.",
    },
    {
      id: "acogida-paso-3",
      title: "Control previo",
      text: [
        "Igual que en una adopción, vemos dónde vivirá el perro contigo. ",
        { text: "Más sobre el control previo", linkKey: "faq", anchor: "control-previo" },
        ".",
      ],
    },
    {
      id: "acogida-paso-4",
      title: "El perro adecuado",
      text: "Te proponemos un perro que encaje contigo, con tu día a día y con tus animales, y te contamos con sinceridad todo lo que sabemos de él.",
    },
    {
      id: "acogida-paso-5",
      title: "Llegada y acompañamiento",
      text: "Tu perro de acogida se muda contigo. Seguimos a tu lado hasta que se va a su hogar definitivo, y también después.",
    },
  ],
};

/** What the applicant reads on the status page and in the journey's e-mails, per language (docs/product/journey.md). */
export interface JourneyCopy {
  statusPage: {
    title: string;
    description: string;
    heading: { adoption: string; adoptionNoDog: string; foster_home: string; sponsorship: string; sponsorshipNoDog: string };
    receivedOn: string;
    dogPage: string;
    dogGone: string;
    reserved: string;
    /** A request sent while its dog was reserved for someone else (docs/product/journey.md#waiting-list). */
    waitlist: string;
    stagesHeading: string;
    /** Read by screen readers after the current stage's title. */
    currentStage: string;
    doneStage: string;
    nextHeading: string;
    /** What happens next, and roughly when, per workflow and stage. */
    next: { adoption: Record<string, string>; foster: Record<string, string>; simple: Record<string, string> };
    /** An adoption's "what happens next" from the contract on, from what is done (status-view.ts `nextText`). */
    nextFacts: {
      contractNone: string;
      contractReady: string;
      contractSigned: string;
      contractDone: string;
      handoverOpen: string;
      handoverSet: string;
      signFirst: string;
      feeFirst: string;
    };
    /** The first stage's title once the request is sent (the page step's title asks to send one). */
    firstStage: { adoption: string; foster: string };
    duration: { adoption: string; foster: string };
    closed: { declined: string; withdrawn: string; placed_elsewhere: string };
    messagesHeading: string;
    noMessages: string;
    fromAssociation: string;
    fromAssociationNamed: string;
    fromYou: string;
    answerHeading: string;
    answerLabel: string;
    answerHint: string;
    answerSend: string;
    answerSent: string;
    answerTooShort: string;
    answerTooLong: string;
    answerClosed: string;
    withdrawSummary: string;
    withdrawText: string;
    withdrawButton: string;
    withdrawn: string;
    contactHeading: string;
    contactPerson: string;
    contactTeam: string;
    email: string;
    phone: string;
    whatsapp: string;
    lostLink: string;
    privacy: string;
  };
  linkPage: {
    title: string;
    description: string;
    intro: string;
    email: string;
    send: string;
    sent: string;
    invalid: string;
    limited: string;
  };
  mail: {
    replySubject: string;
    replySubjectNoDog: string;
    replyFooter: string;
    statusLinkSubject: string;
    statusLinkBody: string;
    statusLinkFooter: string;
    confirmationLink: string;
    signature: string;
    forms: { adoption: string; foster_home: string; sponsorship: string; contact: string; flight_sponsor: string; membership: string };
  };
  /** The words a placed-elsewhere message names a similar dog with. */
  similarDogLine: string;
}

export const journeyCopy: Record<"de" | "es", JourneyCopy> = {
  de: {
    statusPage: {
      title: "Deine Anfrage",
      description: "Wo deine Anfrage steht und was wir dir geschrieben haben.",
      heading: {
        adoption: "Deine Adoptionsanfrage für {dog}",
        adoptionNoDog: "Deine Adoptionsanfrage",
        foster_home: "Deine Bewerbung als Pflegestelle",
        sponsorship: "Deine Patenschaft für {dog}",
        sponsorshipNoDog: "Deine Patenschaftsanfrage",
      },
      receivedOn: "Eingegangen am {date}",
      dogPage: "Zum Steckbrief von {dog}",
      dogGone: "{dog} ist nicht mehr in unserer Hundeliste.",
      reserved: "{dog} ist für dich reserviert.",
      waitlist: "Deine Anfrage steht auf der Warteliste: {dog} ist gerade für eine andere Familie reserviert. Falls die Reservierung nicht zustande kommt, melden wir uns bei dir.",
      stagesHeading: "Wo deine Anfrage steht",
      currentStage: "(hier stehst du gerade)",
      doneStage: "(erledigt)",
      nextHeading: "Wie es weitergeht",
      next: {
        adoption: {
          received: "Wir lesen deine Anfrage persönlich und melden uns meistens innerhalb weniger Tage bei dir, um uns kennenzulernen.",
          getting_to_know: "Nach dem Kennenlernen folgt die Vorkontrolle, meist ein Besuch bei dir zu Hause. Wir stimmen den Termin mit dir ab.",
          pre_check: "Passt alles, schicken wir dir den Schutzvertrag. Danach planen wir die Reise.",
          contract: "Mit Schutzvertrag und Schutzgebühr planen wir die Übergabe und schreiben dir Tag und Ort.",
          travel: "Sobald Tag und Ort der Übergabe feststehen, schreiben wir sie dir.",
          arrived: "Schön, dass ihr zusammen seid! Wir bleiben für dich da – bei Fragen, bei Sorgen und gern auch mit Fotos.",
        },
        foster: {
          received: "Wir lesen deine Bewerbung persönlich und melden uns meistens innerhalb weniger Tage bei dir, um uns kennenzulernen.",
          getting_to_know: "Nach dem Kennenlernen folgt die Vorkontrolle. Wir stimmen den Termin mit dir ab.",
          pre_check: "Passt alles, suchen wir einen Hund, der zu dir und deinem Alltag passt.",
          accepted: "Wir schlagen dir einen Hund vor, sobald einer zu dir passt. Ein Aufenthalt in einer Pflegestelle dauert meist 4 bis 6 Wochen.",
        },
        simple: {
          new: "Wir lesen deine Anfrage persönlich und melden uns meistens innerhalb weniger Tage bei dir.",
          in_progress: "Wir kümmern uns darum und melden uns, sobald es Neues gibt.",
          done: "Alles erledigt. Danke für deine Hilfe!",
        },
      },
      nextFacts: {
        contractNone: "Als Nächstes schicken wir dir den Schutzvertrag. Du liest und unterschreibst ihn hier auf dieser Seite.",
        contractReady: "Bitte lies den Schutzvertrag auf dieser Seite und unterschreibe ihn. Danach überweist du die Schutzgebühr, und wir planen die Übergabe.",
        contractSigned: "Danke für deine Unterschrift! Sobald die Schutzgebühr bei uns eingegangen ist, planen wir die Übergabe und schreiben dir Tag und Ort.",
        contractDone: "Schutzvertrag und Schutzgebühr sind erledigt. Jetzt planen wir die Übergabe und schreiben dir Tag und Ort.",
        handoverOpen: "Sobald Tag und Ort der Übergabe feststehen, schreiben wir sie dir.",
        handoverSet: "Tag, Ort und Uhrzeit der Übergabe stehen fest; du findest sie auf dieser Seite. Zwei Tage vorher erinnern wir dich per E-Mail.",
        signFirst: "Bitte unterschreibe vorher den Schutzvertrag auf dieser Seite.",
        feeFirst: "Bitte überweise vorher die Schutzgebühr.",
      },
      firstStage: { adoption: "Anfrage gesendet", foster: "Bewerbung gesendet" },
      duration: {
        adoption: "Eine Adoption dauert in Deutschland meist etwa 2 bis 4 Wochen.",
        foster: "Vom Kennenlernen bis zum Einzug eines Pflegehundes vergehen meist ein paar Wochen.",
      },
      closed: {
        declined: "Diese Anfrage ist abgeschlossen. Danke für dein Interesse – vielleicht passt ein anderer unserer Hunde zu dir.",
        withdrawn: "Du hast diese Anfrage zurückgezogen. Danke, dass du uns Bescheid gegeben hast.",
        placed_elsewhere: "Dieser Hund hat eine Familie gefunden. Unsere Nachricht unten nennt dir Hunde, die auch ein Zuhause suchen.",
      },
      messagesHeading: "Nachrichten",
      noMessages: "Noch keine Nachrichten. Wir melden uns bei dir – meistens innerhalb weniger Tage.",
      fromAssociation: "Puente Canino",
      fromAssociationNamed: "{name} von Puente Canino",
      fromYou: "Du",
      answerHeading: "Antworten",
      answerLabel: "Deine Nachricht an uns",
      answerHint: "Wir lesen jede Nachricht persönlich. Bitte schick uns hier keine Bankdaten.",
      answerSend: "Nachricht senden",
      answerSent: "Danke! Deine Nachricht ist bei uns angekommen.",
      answerTooShort: "Bitte schreib uns mindestens ein paar Worte.",
      answerTooLong: "Bitte fasse dich etwas kürzer (höchstens 5.000 Zeichen).",
      answerClosed: "Diese Anfrage ist abgeschlossen. Schreib uns gern über unsere Kontaktseite.",
      withdrawSummary: "Anfrage zurückziehen",
      withdrawText: "Du möchtest nicht mehr weitermachen? Dann ziehe deine Anfrage hier zurück. Wir bekommen Bescheid, und du musst nichts weiter tun.",
      withdrawButton: "Ja, Anfrage zurückziehen",
      withdrawn: "Deine Anfrage ist zurückgezogen. Danke, dass du uns Bescheid gegeben hast.",
      contactHeading: "Fragen?",
      contactPerson: "Deine Ansprechperson: {name} vom Team Puente Canino Deutschland.",
      contactTeam: "Das Team von Puente Canino Deutschland ist für dich da.",
      email: "E-Mail",
      phone: "Telefon",
      whatsapp: "WhatsApp",
      lostLink: "Diese Seite ist nur über den Link in deiner E-Mail erreichbar. Bewahre ihn gut auf und gib ihn nicht weiter.",
      privacy: "Deine Anfrage und unsere Nachrichten löschen wir spätestens {days} Tage nach deiner Anfrage; dann gilt auch dieser Link nicht mehr.",
    },
    linkPage: {
      title: "Link zu deiner Anfrage",
      description: "Den Link zu deiner Anfrage noch einmal per E-Mail bekommen.",
      intro: "Du findest die E-Mail mit dem Link zu deiner Anfrage nicht mehr? Gib die E-Mail-Adresse ein, mit der du angefragt hast. Gibt es zu dieser Adresse eine Anfrage, schicken wir dir den Link.",
      email: "E-Mail-Adresse",
      send: "Link senden",
      sent: "Danke! Wenn es zu dieser Adresse eine Anfrage gibt, ist eine E-Mail mit dem Link unterwegs. Schau auch im Spam-Ordner nach.",
      invalid: "Bitte gib eine gültige E-Mail-Adresse ein.",
      limited: "Für diese Adresse haben wir gerade schon Links geschickt. Bitte versuche es in einer Stunde noch einmal.",
    },
    mail: {
      replySubject: "Puente Canino: Neues zu deiner Anfrage für {dog}",
      replySubjectNoDog: "Puente Canino: Neues zu deiner Anfrage",
      replyFooter: "Deine Anfrage und alle Nachrichten findest du hier. Dort kannst du uns auch antworten, dann liest das ganze Team mit:\n{link}",
      statusLinkSubject: "Der Link zu deiner Anfrage bei Puente Canino",
      statusLinkBody: "Hallo,\n\ndu hast den Link zu deiner Anfrage angefordert ({form}, eingegangen am {date}). Hier siehst du, wo sie steht, liest unsere Nachrichten und kannst uns antworten:\n\n{link}",
      statusLinkFooter: "Du erhältst diese E-Mail, weil jemand auf unserer Website den Link zu einer Anfrage mit deiner Adresse angefordert hat. Warst du das nicht, kannst du sie einfach löschen.",
      confirmationLink: "Möchtest du etwas ergänzen oder uns antworten? Das geht auf deiner Statusseite; dort siehst du auch jederzeit, wo deine Anfrage steht:\n{link}",
      signature: "Herzliche Grüße\nDein Team von Puente Canino",
      forms: { adoption: "Adoptionsanfrage", foster_home: "Bewerbung als Pflegestelle", sponsorship: "Patenschaft", contact: "Nachricht", flight_sponsor: "Angebot als Flugpatin oder Flugpate", membership: "Mitgliedsantrag" },
    },
    similarDogLine: "– {name}: {url}",
  },
  es: {
    statusPage: {
      title: "Tu solicitud",
      description: "En qué punto está tu solicitud y qué te hemos escrito.",
      heading: {
        adoption: "Tu solicitud de adopción de {dog}",
        adoptionNoDog: "Tu solicitud de adopción",
        foster_home: "Tu solicitud como casa de acogida",
        sponsorship: "Tu apadrinamiento de {dog}",
        sponsorshipNoDog: "Tu solicitud de apadrinamiento",
      },
      receivedOn: "Recibida el {date}",
      dogPage: "Ver la ficha de {dog}",
      dogGone: "{dog} ya no está en nuestra lista de perros.",
      reserved: "{dog} está {reservado|reservada|reservado/a} para ti.",
      waitlist: "Tu solicitud está en la lista de espera: ahora mismo {dog} tiene una reserva de otra familia. Si la reserva no sale adelante, te escribiremos.",
      stagesHeading: "En qué punto está tu solicitud",
      currentStage: "(aquí estás ahora)",
      doneStage: "(hecho)",
      nextHeading: "Qué pasa ahora",
      next: {
        adoption: {
          received: "Leemos tu solicitud personalmente y normalmente te escribimos en pocos días para conocernos.",
          getting_to_know: "Después de conocernos viene el control previo, normalmente una visita a tu casa. Acordamos la cita contigo.",
          pre_check: "Si todo encaja, te enviamos el contrato de protección. Después preparamos la entrega.",
          contract: "Con el contrato y la cuota, preparamos la entrega: en Benicarló en persona o, si adoptas desde Alemania, con un transporte organizado.",
          travel: "En cuanto la entrega esté decidida, te escribimos el día y el lugar.",
          arrived: "¡Qué bien que estéis juntos! Seguimos a tu lado: para tus dudas, tus preocupaciones y también para ver fotos.",
        },
        foster: {
          received: "Leemos tu solicitud personalmente y normalmente te escribimos en pocos días para conocernos.",
          getting_to_know: "Después de conocernos viene el control previo. Acordamos la cita contigo.",
          pre_check: "Si todo encaja, buscamos un perro que vaya bien contigo y con tu día a día.",
          accepted: "Te proponemos un perro en cuanto haya uno que encaje contigo. Una acogida suele durar de 4 a 6 semanas.",
        },
        simple: {
          new: "Leemos tu solicitud personalmente y normalmente te escribimos en pocos días.",
          in_progress: "Nos estamos ocupando y te escribimos en cuanto haya novedades.",
          done: "Todo hecho. ¡Gracias por tu ayuda!",
        },
      },
      nextFacts: {
        contractNone: "Ahora te enviamos el contrato de protección. Lo lees y lo firmas aquí, en esta página.",
        contractReady: "Lee el contrato de protección en esta página y fírmalo. Después pagas la cuota y preparamos la entrega.",
        contractSigned: "¡Gracias por firmar! En cuanto recibamos la cuota, preparamos la entrega y te escribimos el día y el lugar.",
        contractDone: "El contrato y la cuota están listos. Ahora preparamos la entrega y te escribimos el día y el lugar.",
        handoverOpen: "En cuanto la entrega esté decidida, te escribimos el día y el lugar.",
        handoverSet: "El día, el lugar y la hora de la entrega ya están decididos; los tienes en esta página. Dos días antes te lo recordamos por correo.",
        signFirst: "Antes, firma el contrato de protección en esta página.",
        feeFirst: "Antes, paga la cuota de adopción.",
      },
      firstStage: { adoption: "Solicitud enviada", foster: "Solicitud enviada" },
      duration: {
        adoption: "En España, una adopción suele llevar entre 1 y 2 semanas.",
        foster: "Desde que nos conocemos hasta que llega un perro de acogida suelen pasar unas semanas.",
      },
      closed: {
        declined: "Esta solicitud está cerrada. Gracias por tu interés: quizá otro de nuestros perros encaje contigo.",
        withdrawn: "Has retirado esta solicitud. Gracias por avisarnos.",
        placed_elsewhere: "Este perro ha encontrado una familia. En nuestro mensaje de abajo tienes perros que también buscan hogar.",
      },
      messagesHeading: "Mensajes",
      noMessages: "Todavía no hay mensajes. Te escribimos pronto, normalmente en pocos días.",
      fromAssociation: "Puente Canino",
      fromAssociationNamed: "{name}, de Puente Canino",
      fromYou: "Tú",
      answerHeading: "Responder",
      answerLabel: "Tu mensaje para nosotros",
      answerHint: "Leemos cada mensaje personalmente. Por favor, no nos envíes datos bancarios por aquí.",
      answerSend: "Enviar mensaje",
      answerSent: "¡Gracias! Hemos recibido tu mensaje.",
      answerTooShort: "Escríbenos al menos unas palabras.",
      answerTooLong: "Por favor, resúmelo un poco (como mucho 5.000 caracteres).",
      answerClosed: "Esta solicitud está cerrada. Si quieres, escríbenos desde nuestra página de contacto.",
      withdrawSummary: "Retirar la solicitud",
      withdrawText: "¿Ya no quieres seguir? Retira aquí tu solicitud. Nos llega el aviso y no tienes que hacer nada más.",
      withdrawButton: "Sí, retirar la solicitud",
      withdrawn: "Has retirado tu solicitud. Gracias por avisarnos.",
      contactHeading: "¿Preguntas?",
      contactPerson: "Te atiende {name}, del equipo de Puente Canino España.",
      contactTeam: "El equipo de Puente Canino España está para ayudarte.",
      email: "Correo",
      phone: "Teléfono",
      whatsapp: "WhatsApp",
      lostLink: "Solo puedes llegar a esta página con el enlace de tu correo. Guárdalo bien y no lo compartas.",
      privacy: "Borramos tu solicitud y nuestros mensajes como tarde {days} días después de tu solicitud; entonces este enlace deja de funcionar.",
    },
    linkPage: {
      title: "Enlace a tu solicitud",
      description: "Recibir otra vez por correo el enlace a tu solicitud.",
      intro: "¿No encuentras el correo con el enlace a tu solicitud? Escribe la dirección de correo con la que la enviaste. Si hay una solicitud con esa dirección, te enviamos el enlace.",
      email: "Correo electrónico",
      send: "Enviar el enlace",
      sent: "¡Gracias! Si hay una solicitud con esa dirección, te hemos enviado un correo con el enlace. Mira también en la carpeta de spam.",
      invalid: "Escribe una dirección de correo válida.",
      limited: "Acabamos de enviar enlaces a esta dirección. Vuelve a intentarlo dentro de una hora.",
    },
    mail: {
      replySubject: "Puente Canino: novedades sobre tu solicitud para {dog}",
      replySubjectNoDog: "Puente Canino: novedades sobre tu solicitud",
      replyFooter: "Aquí tienes tu solicitud y todos los mensajes. También puedes respondernos allí, así lo lee todo el equipo:\n{link}",
      statusLinkSubject: "El enlace a tu solicitud en Puente Canino",
      statusLinkBody: "Hola:\n\nHas pedido el enlace a tu solicitud ({form}, recibida el {date}). Aquí ves en qué punto está, lees nuestros mensajes y puedes respondernos:\n\n{link}",
      statusLinkFooter: "Recibes este correo porque alguien ha pedido en nuestra web el enlace a una solicitud con tu dirección. Si no has sido tú, puedes borrarlo sin más.",
      confirmationLink: "¿Quieres añadir algo o respondernos? Hazlo en tu página de seguimiento, donde también ves en todo momento en qué punto está tu solicitud:\n{link}",
      signature: "Un abrazo\nEl equipo de Puente Canino",
      forms: { adoption: "solicitud de adopción", foster_home: "solicitud de casa de acogida", sponsorship: "apadrinamiento", contact: "mensaje", flight_sponsor: "oferta de padrino de vuelo", membership: "solicitud de socio" },
    },
    similarDogLine: "– {name}: {url}",
  },
};
