/**
 * Demo dogs: raw records shaped like the answer of the upstream dog function (docs/product/dogs.md#data,
 * docs/product/dogs.md#source), used when no upstream is configured, for local development and tests.
 *
 * The records are deliberately *raw* (`unknown[]`): they go through `upstreamDogSchema` exactly
 * like real upstream data. They cover every species, the classification and status rules of
 * docs/product/dogs.md#derived-values and the edge cases the sync and the pages must survive (see demo-dogs.test.ts for the
 * coverage list):
 * - ids as numeric strings, longer hex / UUID strings and one JSON number (30077);
 * - one record without an id (must be skipped by the sync) and one without name and title;
 * - images given as `imageId` + `imageIds`, only `imageId`, `images` as strings, `images` as
 *   objects with `id` or `imageId`, none at all, or blank values;
 * - one description with unsafe HTML, one with empty paragraphs and many `<br>`,
 *   one dog using `description` instead of `publicDescription`.
 *
 * `publicHeadline_es` / `publicDescription_es` are a demo extension of this project (the upstream
 * sends German only); the schema drops them, the demo sync may use them for the Spanish pages.
 *
 * Image ids have the form `img-{short dog id}-{n}`; every image a valid dog references can be
 * drawn by the demo image route (see {@link demoImageExists} and `drawDogSvg`).
 */
import { dogImageIds, upstreamDogSchema } from "#app/features/dogs/rules/index.ts";

/** When the demo "upstream" answer was fetched (ISO 8601). */
export const demoCacheTimestamp = "2026-11-20T06:30:00.000Z";

/** The raw demo records, in the order the upstream would send them. */
export const demoDogs: unknown[] = [
  {
    id: "30125",
    name: "Bruno",
    title: "Bruno",
    species: "Hunde DE",
    tags: ["Rüde", "verträglich mit Hunden"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Bruno – der sanfte Riese mit dem großen Herzen",
    publicDescription:
      "<p>Bruno ist ein etwa vierjähriger Mastín-Mischling mit rund 65&nbsp;cm Schulterhöhe und einem Gemüt wie ein Teddybär. Auf der Finca hat er gelernt, dass Menschen etwas Gutes bedeuten – er lehnt sich gern mit seinem ganzen Gewicht an seine Lieblingsmenschen.</p>" +
      "<p>Mit anderen Hunden ist er verträglich und eher der ruhige Pol in der Gruppe. Katzen kennt er nicht. Bruno ist kastriert, geimpft, gechippt und Leishmaniose-negativ getestet.</p>" +
      "<p>Wir wünschen uns für ihn ein Zuhause mit Garten und Menschen mit Erfahrung mit großen Hunden. Bruno reist mit dem nächsten Transport nach Deutschland.</p>",
    publicHeadline_es: "Bruno, el gigante bueno con un corazón enorme",
    publicDescription_es:
      "<p>Bruno es un cruce de mastín de unos cuatro años, con unos 65&nbsp;cm a la cruz y el carácter de un osito de peluche. En la finca ha aprendido que las personas significan cosas buenas: le encanta apoyarse con todo su peso en sus humanos favoritos.</p>" +
      "<p>Se lleva bien con otros perros y suele ser el más tranquilo del grupo. No conoce gatos. Está castrado, vacunado, con microchip y con test de leishmania negativo.</p>" +
      "<p>Buscamos para él un hogar con jardín y personas con experiencia en perros grandes. Bruno viajará a Alemania en el próximo transporte.</p>",
    imageId: "img-30125-1",
    imageIds: ["img-30125-1", "img-30125-2", "img-30125-3"],
    images: [],
  },
  {
    id: "30124",
    name: "Luna",
    title: "Luna",
    species: "Hunde DE",
    tags: ["Hündin", "verträglich mit Katzen"],
    reserved: false,
    mediated: true,
    inGermany: true,
    publicHeadline: "Luna sucht ihr Sofa für immer",
    publicDescription:
      "<p>Luna ist eine zweijährige Galgo-Hündin, die bereits bei einer Pflegefamilie in der Nähe von Köln lebt. Dort zeigt sie sich stubenrein, leinenführig und erstaunlich verschmust.</p>" +
      "<p>Mit der Katze der Pflegestelle teilt sie sich inzwischen sogar das Körbchen. Draußen ist sie anfangs vorsichtig, taut aber schnell auf, wenn ein souveräner Hundekumpel dabei ist.</p>" +
      "<p>Luna ist kastriert und Leishmaniose-negativ. Sie sucht ruhige Menschen, gern mit gesichertem Garten – rennen ist ihre große Leidenschaft.</p>",
    publicHeadline_es: "Luna busca su sofá para siempre",
    publicDescription_es:
      "<p>Luna es una galga de dos años que ya vive en una casa de acogida cerca de Colonia. Allí ha demostrado que sabe hacer sus necesidades fuera, pasea bien con correa y es sorprendentemente cariñosa.</p>" +
      "<p>Con la gata de la familia de acogida hasta comparte cama. Fuera de casa al principio es prudente, pero se suelta enseguida si la acompaña un perro seguro.</p>" +
      "<p>Luna está esterilizada y es negativa en leishmania. Busca personas tranquilas, a ser posible con jardín vallado: correr es su gran pasión.</p>",
    imageId: "img-30124-1",
  },
  {
    id: "30122",
    name: "Kira",
    title: "Kira",
    species: "Hunde DE",
    tags: ["Hündin"],
    reserved: true,
    mediated: false,
    inGermany: false,
    publicHeadline: "Kira ist reserviert – Daumen drücken!",
    publicDescription:
      "<p>Für unsere Kira hat sich eine Familie gefunden, die sie bald kennenlernen möchte. Bis alles unter Dach und Fach ist, bleibt sie als reserviert gekennzeichnet.</p>" +
      "<p>Kira ist eine dreijährige Schäferhund-Mischlingshündin, aufmerksam, lernfreudig und verspielt. Sie kennt bereits „Sitz“ und „Platz“ und liebt Suchspiele mit Leckerlis.</p>" +
      "<p>Sie ist kastriert, geimpft und Leishmaniose-negativ. Mit Rüden versteht sie sich gut, bei Hündinnen entscheidet die Sympathie.</p>",
    publicHeadline_es: "Kira está reservada, ¡crucemos los dedos!",
    publicDescription_es:
      "<p>Una familia quiere conocer pronto a nuestra Kira. Hasta que todo esté cerrado, aparece como reservada.</p>" +
      "<p>Kira es una cruce de pastor de tres años, atenta, con muchas ganas de aprender y juguetona. Ya sabe «sentado» y «tumbado» y le encantan los juegos de olfato con premios.</p>" +
      "<p>Está esterilizada, vacunada y es negativa en leishmania. Con los machos se lleva bien; con las hembras, depende de la simpatía.</p>",
    imageId: "img-30122-1",
    imageIds: ["img-30122-1", "img-30122-2", "img-30122-3", "img-30122-4", "img-30122-5", "img-30122-6"],
    images: [],
  },
  {
    id: "30121",
    name: "Jürgen",
    title: "Jürgen",
    species: "Hunde DE",
    tags: ["Senior", "Rüde"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Jürgen, 11 Jahre jung und voller Lebensfreude",
    publicDescription:
      "<p>Jürgen hat seinen Namen von einem Paten bekommen, der ihn bei einem Besuch auf der Finca sofort ins Herz geschlossen hat. Der elfjährige Bodeguero-Mix ist klein, kompakt und hat einen grauen Bart, der ihm etwas Würdevolles gibt.</p>" +
      "<p>Er geht gern gemütlich spazieren, schläft viel und liebt es, gekrault zu werden. Bis auf eine leichte Arthrose, die mit Futterzusatz gut im Griff ist, ist er gesund. Leishmaniose-negativ, kastriert.</p>" +
      "<p>Ideal wäre ein ruhiges Zuhause ohne viele Treppen, gern auch bei älteren Menschen.</p>",
    publicHeadline_es: "Jürgen, 11 años y con muchas ganas de vivir",
    publicDescription_es:
      "<p>Jürgen recibió su nombre de un padrino que se enamoró de él en una visita a la finca. Es un cruce de bodeguero de once años, pequeño y compacto, con una barba gris que le da un aire muy digno.</p>" +
      "<p>Le gustan los paseos tranquilos, duerme mucho y adora las caricias. Aparte de una artrosis leve, bien controlada con un suplemento, está sano. Negativo en leishmania y castrado.</p>" +
      "<p>Lo ideal sería un hogar tranquilo sin muchas escaleras, también con personas mayores.</p>",
    images: [{ id: "img-30121-1" }, { id: "img-30121-2" }, { id: "img-30121-3" }],
  },
  {
    id: "30119",
    name: "Bärbel",
    title: "Bärbel",
    species: "Hunde DE",
    tags: ["Hündin", "Senior", "verträglich mit Katzen", "verträglich mit Kindern"],
    reserved: true,
    mediated: true,
    inGermany: true,
    publicHeadline: "Bärbel – reserviert bei ihrer Pflegefamilie",
    publicDescription:
      "<p>Bärbel ist eine neunjährige Beagle-Mischlingsdame, die derzeit in einer Pflegestelle bei Hannover lebt. Ihre Nase führt sie überall hin – am liebsten in die Küche.</p>" +
      "<p>Sie lebt problemlos mit zwei Katzen zusammen und ist auch Kindern gegenüber freundlich und geduldig. Bärbel ist kastriert, etwas übergewichtig und bekommt deshalb gerade Diätfutter.</p>" +
      "<p>Eine Interessentin hat sich gemeldet, daher ist Bärbel im Moment reserviert.</p>",
    imageId: "img-30119-1",
    imageIds: ["img-30119-1", "img-30119-2"],
    images: [],
  },
  {
    id: "30118",
    name: "Toby",
    title: "Toby",
    species: "Hunde DE",
    tags: ["Welpe", "Rüde", "verträglich mit Katzen", "verträglich mit Kindern"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Toby, Welpe mit Schlappohren und viel Unsinn im Kopf",
    publicDescription:
      "<p>Toby ist ungefähr vier Monate alt und wurde mit seinen Geschwistern in einem Karton vor dem Tor der Finca gefunden. Er wird wohl mittelgroß, etwa 45&nbsp;cm.</p>" +
      "<p>Wie jeder Welpe muss er noch alles lernen: Stubenreinheit, Alleinbleiben, an der Leine gehen. Dafür bringt er jede Menge Neugier und gute Laune mit. Mit Hunden, Katzen und Kindern ist er verträglich.</p>" +
      "<p>Toby ist geimpft und gechippt; kastriert wird er, sobald er alt genug ist. Wir suchen eine Familie, die Zeit für Welpenschule und Erziehung hat.</p>",
    publicHeadline_es: "Toby, cachorro de orejas caídas y muchas travesuras en la cabeza",
    publicDescription_es:
      "<p>Toby tiene unos cuatro meses y apareció con sus hermanos en una caja delante de la puerta de la finca. Será de tamaño mediano, unos 45&nbsp;cm.</p>" +
      "<p>Como todo cachorro, aún tiene que aprenderlo todo: hacer sus necesidades fuera, quedarse solo, pasear con correa. A cambio trae muchísima curiosidad y buen humor. Se lleva bien con perros, gatos y niños.</p>" +
      "<p>Está vacunado y con microchip; se castrará cuando tenga edad. Buscamos una familia con tiempo para ir a la escuela de cachorros.</p>",
    images: ["img-30118-1", "img-30118-2"],
  },
  {
    id: "30116",
    name: "Größchen",
    title: "Größchen",
    species: "Hunde DE",
    tags: ["Hündin", "klein"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Größchen – klein, aber oho",
    publicDescription:
      "<p>Den Namen Größchen haben ihr die Helferinnen mit einem Augenzwinkern gegeben: Die Chihuahua-Mix-Hündin bringt gerade einmal 3,5&nbsp;kg auf die Waage, tritt aber auf wie eine Große.</p>" +
      "<p>Sie ist etwa sechs Jahre alt, kastriert und Leishmaniose-negativ. Fremden gegenüber ist sie zunächst zurückhaltend und bellt gern einmal, doch wer ihr Vertrauen gewonnen hat, bekommt eine anhängliche Schoßhündin.</p>" +
      "<p>Größchen passt am besten zu Erwachsenen ohne kleine Kinder, gern in einer Wohnung mit Aufzug.</p>",
    publicHeadline_es: "Größchen, pequeña pero matona",
    publicDescription_es:
      "<p>Las voluntarias le pusieron el nombre de Größchen («grandecita» en alemán) con un guiño: esta cruce de chihuahua pesa apenas 3,5&nbsp;kg, pero se comporta como una perra grande.</p>" +
      "<p>Tiene unos seis años, está esterilizada y es negativa en leishmania. Con desconocidos al principio es reservada y ladra un poco, pero quien se gana su confianza tiene una perrita faldera muy fiel.</p>" +
      "<p>Encaja mejor con adultos sin niños pequeños, por ejemplo en un piso con ascensor.</p>",
    images: [{ imageId: "img-30116-1" }],
  },
  {
    id: "30115",
    name: "Rocky",
    title: "Rocky",
    species: "Hunde DE",
    tags: ["Patenschaften", "Rüde"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Rocky wartet auf Paten – und auf seine Familie",
    publicDescription:
      "<p>Von Rocky haben wir leider noch keine guten Fotos – er ist gerade erst bei uns angekommen und noch sehr kamerascheu.</p>" +
      "<p>Der etwa fünfjährige Pointer-Mischling wurde lange an einer Kette gehalten und muss erst Muskeln aufbauen. Eine Patenschaft hilft uns, seine Physiotherapie zu bezahlen.</p>" +
      "<p>Rocky ist freundlich zu Menschen und anderen Hunden, Katzen sollte es im neuen Zuhause nicht geben.</p>",
  },
  {
    id: "30113",
    name: "Emil",
    title: "Emil",
    species: "Hunde DE",
    tags: ["Hospiz", "Senior"],
    reserved: false,
    mediated: true,
    inGermany: true,
    publicHeadline: "Emil verbringt seinen Lebensabend in liebevoller Pflege",
    publicDescription:
      "<p>Emil ist ungefähr vierzehn Jahre alt und herzkrank. Eine Vermittlung würde ihn zu sehr belasten, deshalb darf er bei seiner Pflegestelle bleiben und wird dort als Hospizhund betreut.</p>" +
      "<p>Er liebt seine Decke am Kamin, kleine Runden im Garten und Leberwurst aus der Tube. Seine Medikamente nimmt er brav.</p>",
    publicHeadline_es: "Emil pasa su vejez bien cuidado",
    publicDescription_es:
      "<p>Emil tiene unos catorce años y una cardiopatía. Una adopción le supondría demasiado estrés, así que se queda en su casa de acogida como perro de hospicio.</p>" +
      "<p>Le encantan su manta junto a la chimenea, las vueltas cortas por el jardín y el paté de hígado. Se toma sus medicinas sin rechistar.</p>",
    imageId: "img-30113-1",
  },
  {
    id: "30111",
    name: "Frieda",
    title: "Frieda",
    species: "Hunde DE",
    tags: ["Hündin", "verträglich mit Kindern", "verträglich mit Hunden"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Frieda – die perfekte Familienhündin?",
    publicDescription:
      "<p>Frieda ist eine zweijährige, mittelgroße Mischlingshündin mit rauem, weizenfarbenem Fell und einem Blick, dem niemand widerstehen kann.</p>" +
      "<p>Bei Besuchen mit Kindern auf der Finca war sie ausgesprochen sanft: Sie nimmt Leckerlis vorsichtig und legt sich gern dazu, wenn gespielt wird. Mit Hunden beiderlei Geschlechts ist sie verträglich.</p>" +
      "<p>Frieda ist kastriert, geimpft und Leishmaniose-negativ und kommt mit dem nächsten Transport nach Deutschland.</p>",
    publicHeadline_es: "Frieda, ¿la perra familiar perfecta?",
    publicDescription_es:
      "<p>Frieda es una perra mestiza de dos años, de tamaño mediano, con pelo duro color trigo y una mirada a la que nadie se resiste.</p>" +
      "<p>En las visitas con niños a la finca fue muy dulce: coge los premios con cuidado y le gusta tumbarse cerca cuando se juega. Se lleva bien con perros de ambos sexos.</p>" +
      "<p>Está esterilizada, vacunada y es negativa en leishmania. Viajará a Alemania en el próximo transporte.</p>",
    imageId: "img-30111-1",
    imageIds: ["img-30111-1", "img-30111-2", "img-30111-3", "img-30111-4"],
    images: [],
  },
  {
    id: "30108",
    name: "Max",
    title: "Max",
    species: "Hunde DE",
    tags: ["Rüde"],
    reserved: false,
    mediated: false,
    inGermany: true,
    publicHeadline: "Max ist angekommen und sucht sein Zuhause",
    publicDescription:
      "<p>Max ist ein siebenjähriger Labrador-Mischling, der mit dem letzten Transport in Deutschland angekommen ist. Er ist verfressen, verschmust und ein echter Wasserhund.</p>" +
      "<p>Er läuft gut an der Leine, fährt entspannt Auto und bleibt auch ein paar Stunden allein. Mit Hündinnen kommt er bestens aus, bei Rüden ist er manchmal etwas großspurig.</p>" +
      "<p>Max ist kastriert und Leishmaniose-negativ.</p>",
    imageId: "img-30108-1",
    imageIds: ["img-30108-1", "img-30108-2"],
    images: [],
  },
  {
    id: "30106",
    name: "Schoko 2",
    title: "Schoko",
    species: "Hunde DE",
    tags: ["Rüde", "verträglich mit Hunden"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Schoko – der Zweite seines Namens",
    publicDescription:
      "<p>Auf der Finca gab es schon einmal einen Schoko, deshalb heißt dieser Bursche intern „Schoko 2“. Für euch ist er einfach Schoko: ein dreijähriger, schokobrauner Podenco-Mischling mit bernsteinfarbenen Augen.</p>" +
      "<p>Er ist ein sportlicher Typ, der gern joggen oder wandern geht. Als Jagdhund-Mix braucht er anfangs eine Schleppleine. Mit Hunden verträglich, Katzen eher nicht.</p>",
    publicHeadline_es: "Schoko, el segundo de su nombre",
    publicDescription_es:
      "<p>En la finca ya hubo un Schoko, así que a este chico lo llamamos internamente «Schoko 2». Para vosotros es simplemente Schoko: un cruce de podenco de tres años, color chocolate y con ojos de ámbar.</p>" +
      "<p>Es muy deportista, le encanta correr o hacer senderismo. Como cruce de perro de caza, al principio necesita una correa larga. Bien con perros; con gatos, mejor no.</p>",
    imageId: "img-30106-1",
    imageIds: ["img-30106-1", "img-30106-2"],
    images: [],
  },
  {
    id: "30105",
    name: "Paco",
    title: "Paco",
    species: "Hunde ES",
    tags: ["Rüde", "verträglich mit Hunden"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Paco, Charmeur der Finca Chaos",
    publicDescription:
      "<p>Paco begrüßt jeden Besucher der Finca Chaos als Erster – mit wedelndem Schwanz und einem Spielzeug im Maul. Der fünfjährige Ratonero-Mix ist klein, drahtig und unermüdlich.</p>" +
      "<p>Er lebt in einer Gruppe mit sechs anderen Hunden und ist dort sehr beliebt. Paco ist kastriert, geimpft und Leishmaniose-negativ.</p>" +
      "<p>Für Paco wünschen wir uns aktive Menschen, die gern draußen unterwegs sind und ihm Beschäftigung bieten.</p>",
    publicHeadline_es: "Paco, el seductor de la Finca Chaos",
    publicDescription_es:
      "<p>Paco es el primero en recibir a cada visitante de la Finca Chaos: moviendo la cola y con un juguete en la boca. Es un cruce de ratonero de cinco años, pequeño, fibroso e incansable.</p>" +
      "<p>Vive en un grupo con otros seis perros y todos le quieren. Está castrado, vacunado y es negativo en leishmania.</p>" +
      "<p>Para Paco buscamos personas activas a las que les guste estar al aire libre y que le den ocupación.</p>",
    imageId: "img-30105-1",
    imageIds: ["img-30105-1", "img-30105-2", "img-30105-3"],
    images: [],
  },
  {
    id: "30104",
    name: "Lola",
    title: "Lola",
    species: "Hunde ES",
    tags: ["Hündin", "Welpe"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Lola, kleiner Wirbelwind",
    publicDescription:
      "<p>Lola ist etwa fünf Monate alt und wurde an einer Landstraße bei Alicante gefunden. Sie ist ein fröhlicher, neugieriger Welpe und wird voraussichtlich eher klein bleiben.</p>" +
      "<p>Sie spielt gern mit den anderen Junghunden, kuschelt aber genauso gern mit den Helferinnen. Lola ist geimpft und gechippt.</p>",
    publicHeadline_es: "Lola, un pequeño torbellino",
    publicDescription_es:
      "<p>Lola tiene unos cinco meses y la encontraron junto a una carretera cerca de Alicante. Es una cachorra alegre y curiosa que probablemente se quedará pequeña.</p>" +
      "<p>Le encanta jugar con los otros jóvenes, pero igual de bien se acurruca con las voluntarias. Está vacunada y con microchip.</p>",
    imageId: "img-30104-1",
    imageIds: ["img-30104-1", "img-30104-2"],
    images: [],
  },
  {
    id: "30103",
    name: "Canela",
    title: "Canela",
    species: "Hunde ES",
    tags: ["Hündin", "verträglich mit Katzen"],
    reserved: true,
    mediated: false,
    inGermany: false,
    publicHeadline: "Canela hat Besuch bekommen – reserviert",
    publicDescription:
      "<p>Canela, unsere zimtfarbene Podenca-Dame, ist reserviert! Eine Familie aus Freiburg hat sich in sie verliebt.</p>" +
      "<p>Die vierjährige Hündin ist ruhig, höflich und lebt in der Finca sogar mit den Hofkatzen friedlich zusammen. Kastriert, geimpft, Leishmaniose-negativ.</p>",
    publicHeadline_es: "Canela ya tiene visita: reservada",
    publicDescription_es:
      "<p>¡Canela, nuestra podenca color canela, está reservada! Una familia de Friburgo se ha enamorado de ella.</p>" +
      "<p>Tiene cuatro años, es tranquila y educada, y en la finca convive en paz hasta con los gatos. Esterilizada, vacunada y negativa en leishmania.</p>",
    imageId: "img-30103-1",
    imageIds: ["img-30103-1"],
    images: [],
  },
  {
    id: "30102",
    name: "Chispa",
    title: "Chispa",
    species: "Hunde ES",
    tags: ["Hündin", "verträglich mit Hunden"],
    reserved: false,
    mediated: true,
    inGermany: false,
    publicHeadline: "Chispa lebt in einer Pflegestelle in Spanien",
    publicDescription:
      "<p>Chispa ist eine lebhafte, zweijährige Terrier-Mischlingshündin. Sie lebt derzeit in einer Pflegefamilie in Valencia, wo sie gerade lernt, wie das Leben in einer Wohnung funktioniert.</p>" +
      "<p>Ihre Pflegemama berichtet: verspielt, klug und manchmal ein bisschen frech. Mit dem Rüden der Familie versteht sie sich prima.</p>" +
      "<p>Chispa ist kastriert und Leishmaniose-negativ.</p>",
    publicHeadline_es: "Chispa vive en una casa de acogida en España",
    publicDescription_es:
      "<p>Chispa es una cruce de terrier de dos años, llena de vida. Ahora vive con una familia de acogida en Valencia, donde está aprendiendo cómo es la vida en un piso.</p>" +
      "<p>Su mamá de acogida cuenta que es juguetona, lista y a veces un poco descarada. Con el macho de la familia se lleva de maravilla.</p>" +
      "<p>Está esterilizada y es negativa en leishmania.</p>",
    imageId: "img-30102-1",
    imageIds: ["img-30102-1", "img-30102-2"],
    images: [],
  },
  {
    id: "30100",
    name: "Señorita Ñoña",
    title: "Señorita Ñoña",
    species: "Hunde ES",
    tags: ["Hündin", "Senior"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Señorita Ñoña – eine Dame mit Stil",
    publicDescription:
      "<p>Señorita Ñoña heißt so, weil sie ihr Futter nur anrührt, wenn es genau richtig serviert wird. Die zehnjährige Yorkshire-Mix-Hündin ist eine echte Diva – aber eine liebenswerte.</p>" +
      "<p>Sie hat einige Zähne verloren, frisst aber mit Nassfutter problemlos. Sie ist kastriert und Leishmaniose-negativ. Andere kleine Hunde akzeptiert sie, große sind ihr zu stürmisch.</p>" +
      "<p>Wir suchen für sie ein ruhiges Zuhause, in dem sie verwöhnt wird – das hat sie verdient.</p>",
    publicHeadline_es: "Señorita Ñoña, una dama con estilo",
    publicDescription_es:
      "<p>A la Señorita Ñoña la llamamos así porque solo toca la comida si se la sirven exactamente como le gusta. Es una cruce de yorkshire de diez años, toda una diva, pero adorable.</p>" +
      "<p>Ha perdido algunos dientes, pero come sin problema comida húmeda. Está esterilizada y es negativa en leishmania. Acepta a otros perros pequeños; los grandes le parecen demasiado brutos.</p>" +
      "<p>Buscamos para ella un hogar tranquilo donde la mimen: se lo merece.</p>",
    imageId: "img-30100-1",
    imageIds: ["img-30100-1", "img-30100-2", "img-30100-3"],
    images: [],
  },
  {
    id: "30099",
    name: "Nala",
    title: "Nala",
    species: "Hunde ES",
    tags: ["Patenschaften", "Hündin"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Nala sucht Paten und ein Zuhause",
    publicDescription:
      "<p>Nala ist eine sechsjährige Mastín-Mischlingshündin, die auf der Finca als Ruhepol gilt. Sie passt auf die Welpen auf und schlichtet kleine Streitereien.</p>" +
      "<p>Wegen einer Hüftdysplasie braucht sie regelmäßig Schmerzmittel, deshalb freuen wir uns besonders über Patenschaften. Natürlich darf Nala auch adoptiert werden – am liebsten ins Erdgeschoss mit Garten.</p>",
    publicHeadline_es: "Nala busca padrinos y un hogar",
    publicDescription_es:
      "<p>Nala es una cruce de mastín de seis años y en la finca es el alma tranquila del grupo. Cuida de los cachorros y pone paz en las pequeñas peleas.</p>" +
      "<p>Por una displasia de cadera necesita analgésicos con regularidad, así que agradecemos especialmente los apadrinamientos. Por supuesto, Nala también se puede adoptar: mejor en un bajo con jardín.</p>",
    images: ["img-30099-1", "img-30099-2"],
  },
  {
    id: "30098",
    name: "Pepe",
    title: "Pepe",
    species: "Hunde ES",
    tags: ["patenschaften-hunde", "Rüde"],
    reserved: false,
    mediated: true,
    inGermany: false,
    publicHeadline: "Pepe – dank seiner Paten gut versorgt",
    publicDescription:
      "<p>Pepe ist ein scheuer, achtjähriger Galgo, der inzwischen bei einer erfahrenen Pflegestelle in Murcia lebt. Seine Paten finanzieren Futter und Tierarztkosten.</p>" +
      "<p>Er taut langsam auf und genießt es, in der Sonne zu dösen.</p>",
    imageId: "img-30098-1",
    imageIds: ["img-30098-1"],
    images: [],
  },
  {
    id: "30097",
    name: "Trufa",
    title: "Trufa",
    species: "Hunde ES",
    tags: ["HOSPIZ-Hunde", "Senior"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Trufa darf in Ruhe alt werden",
    publicDescription:
      "<p>Trufa ist eine alte Hündin mit einem Tumor, der nicht mehr operiert werden kann. Sie hat keine Schmerzen und genießt ihre Tage im Hospizbereich der Finca.</p>" +
      "<p>Dort hat sie ein eigenes Körbchen im Schatten und wird mehrmals am Tag von den Helferinnen besucht. Ihr liebstes Hobby: Trüffel suchen – oder zumindest so tun.</p>",
    publicHeadline_es: "Trufa puede envejecer en paz",
    publicDescription_es:
      "<p>Trufa es una perra mayor con un tumor que ya no se puede operar. No tiene dolores y disfruta de sus días en la zona de hospicio de la finca.</p>" +
      "<p>Allí tiene su propia cama a la sombra y las voluntarias la visitan varias veces al día. Su afición favorita: buscar trufas, o al menos fingirlo.</p>",
    imageId: "img-30097-1",
    imageIds: ["img-30097-1", "img-30097-2"],
    images: [],
  },
  {
    id: "30096",
    name: "Simba",
    title: "Simba",
    species: "Hunde ES",
    tags: ["Rüde", "Welpe", "verträglich mit Hunden", "verträglich mit Katzen"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Simba – Sonnenschein auf vier Pfoten",
    publicDescription:
      "<p>Simba ist ein sechs Monate alter, goldgelber Junghund mit riesigen Pfoten – er wird wohl groß, etwa 55&nbsp;cm. Die vielen Fotos zeigen ihn von seiner besten Seite: beim Spielen, Schlafen und Buddeln.</p>" +
      "<p>Er ist offen zu allen Menschen und Hunden, kennt Katzen aus dem Nachbarhof und lässt sie in Ruhe.</p>" +
      "<p>Simba ist geimpft, gechippt und entwurmt. Er braucht eine Familie mit Zeit und Lust auf Hundeschule.</p>",
    publicHeadline_es: "Simba, un rayo de sol con cuatro patas",
    publicDescription_es:
      "<p>Simba es un joven de seis meses, color dorado y con unas patas enormes: será grande, unos 55&nbsp;cm. Las muchas fotos lo muestran en su mejor faceta: jugando, durmiendo y excavando.</p>" +
      "<p>Es abierto con todas las personas y perros, conoce gatos de la granja vecina y los deja en paz.</p>" +
      "<p>Está vacunado, con microchip y desparasitado. Necesita una familia con tiempo y ganas de ir a la escuela canina.</p>",
    imageId: "img-30096-1",
    imageIds: [
      "img-30096-1",
      "img-30096-2",
      "img-30096-3",
      "img-30096-4",
      "img-30096-5",
      "img-30096-6",
      "img-30096-7",
      "img-30096-8",
    ],
    images: [],
  },
  {
    id: "30095",
    name: "Kiko",
    title: "Kiko",
    species: "Hunde ES",
    tags: ["Rüde", "verträglich mit Hunden", "verträglich mit Katzen"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Kiko – kleiner Clown mit großem Herz",
    // Deliberately unsafe HTML: the pages must sanitise descriptions before rendering them.
    publicDescription:
      "<p>Kiko ist ein dreijähriger Podenco-Mix mit großen Fledermausohren und einem Talent dafür, alle zum Lachen zu bringen.</p>" +
      "<script>alert(1)</script>" +
      '<p style="color:red;font-size:48px" onclick="alert(2)">Er ist verträglich mit Hunden und Katzen, kastriert und Leishmaniose-negativ.</p>' +
      '<p><img src=x onerror=alert(1)>Mehr über ihn erzählt dir gern unser Team: <a href="javascript:alert(1)">Kontakt aufnehmen</a>.</p>' +
      '<iframe src="https://example.com/embed" width="400" height="300"></iframe>' +
      "<p>Kiko sucht aktive Menschen, gern mit Hundeerfahrung.</p>",
    publicHeadline_es: "Kiko, un pequeño payaso con gran corazón",
    publicDescription_es:
      "<p>Kiko es un cruce de podenco de tres años con grandes orejas de murciélago y un talento especial para hacer reír a todo el mundo.</p>" +
      "<script>alert(1)</script>" +
      '<p style="position:fixed;top:0">Se lleva bien con perros y gatos, está castrado y es negativo en leishmania.</p>' +
      '<p>Si quieres saber más, <a href="javascript:alert(1)">escríbenos</a>.</p>',
    imageId: "img-30095-1",
  },
  {
    id: "30094",
    name: "Moritz",
    title: "Moritz",
    species: "Hunde ES",
    tags: ["Rüde", "Senior", "verträglich mit Hunden"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Moritz, der Gentleman",
    // Empty paragraphs and runs of <br>, as the upstream editor produces them.
    publicDescription:
      "<p></p><p>&nbsp;</p>" +
      "<p>Moritz ist ein achtjähriger Setter-Mischling mit seidigem, rotbraunem Fell.<br><br><br><br>Er ist ruhig, höflich und geht gern lange, gemütliche Runden.</p>" +
      "<p> </p><p><br></p>" +
      "<p>Mit Hunden verträglich, Katzen kennt er nicht.<br/><br/><br/>Kastriert, Leishmaniose-negativ.</p>" +
      "<br><br><br><p></p>",
    imageId: "img-30094-1",
    imageIds: ["img-30094-1", "img-30094-2"],
    images: [],
  },
  {
    id: "30093",
    name: "Rufus",
    title: "Rufus",
    species: "Hunde ES",
    tags: ["Rüde"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Rufus – Fotos folgen bald",
    publicDescription:
      "<p>Rufus ist ein großer, schwarzer Mischlingsrüde von etwa sechs Jahren, der erst seit wenigen Tagen bei uns ist. Fotos machen wir, sobald er sich eingelebt hat.</p>" +
      "<p>Erste Eindrücke: freundlich, etwas unsicher bei lauten Geräuschen, verträglich mit Hündinnen. Die Tests auf Mittelmeerkrankheiten laufen noch.</p>",
    publicHeadline_es: "Rufus, pronto habrá fotos",
    publicDescription_es:
      "<p>Rufus es un macho mestizo grande y negro, de unos seis años, que lleva pocos días con nosotros. Haremos fotos en cuanto se haya adaptado.</p>" +
      "<p>Primeras impresiones: amable, algo inseguro con los ruidos fuertes, bien con hembras. Los tests de enfermedades mediterráneas aún están en curso.</p>",
    // No image, but given as blank values instead of missing fields.
    imageId: "",
    imageIds: [],
    images: [],
  },
  {
    id: "30092",
    name: "Bella",
    title: "Bella",
    species: "Hunde ES",
    tags: ["Hündin", "verträglich mit Kindern"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Bella liebt Kinder und Kuscheln",
    publicDescription:
      "<p>Bella ist eine fünfjährige, mittelgroße Hündin mit weißem Fell und braunen Flecken. Sie lebte früher bei einer Familie mit drei Kindern, die sie aus Krankheitsgründen abgeben musste.</p>" +
      "<p>Sie ist stubenrein, kennt die Grundkommandos und fährt gern Auto. Kastriert, geimpft, Leishmaniose-negativ.</p>",
    imageId: "img-30092-1",
    imageIds: ["img-30092-1", "img-30092-2"],
    images: [],
  },
  {
    id: "30091",
    name: "Coco",
    title: "Coco",
    species: "Hunde ES",
    tags: ["Hündin"],
    reserved: true,
    mediated: true,
    inGermany: false,
    publicHeadline: "Coco – reserviert aus der Pflegestelle",
    publicDescription:
      "<p>Coco lebt in einer Pflegestelle in Málaga und hat bereits eine Familie in Aussicht. Die siebenjährige Cocker-Mischlingshündin ist sanft, etwas verfressen und ein Ohrenkraul-Profi.</p>" +
      "<p>Sie ist kastriert und hat eine leichte Ohrenentzündung, die gerade behandelt wird.</p>",
    publicHeadline_es: "Coco, reservada desde su casa de acogida",
    publicDescription_es:
      "<p>Coco vive en una casa de acogida en Málaga y ya tiene una familia a la vista. Es una cruce de cocker de siete años, dulce, algo glotona y experta en recibir caricias en las orejas.</p>" +
      "<p>Está esterilizada y tiene una otitis leve que se está tratando.</p>",
    imageId: "img-30091-1",
  },
  {
    id: "30090",
    name: "Sombra",
    title: "Sombra",
    species: "Hunde ES",
    tags: ["Hündin", "schwarz"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Sombra – schwarz, schüchtern, wunderbar",
    publicDescription:
      "<p>Schwarze Hunde werden oft übersehen – Sombra leider auch. Die dreijährige Hündin ist anfangs schüchtern, folgt ihren Vertrauten aber wie ein Schatten, daher ihr Name.</p>" +
      "<p>Sie braucht Menschen mit Geduld und idealerweise einen souveränen Ersthund, an dem sie sich orientieren kann. Sombra ist kastriert, geimpft und Leishmaniose-negativ.</p>" +
      "<p>Wer ihr Zeit gibt, wird mit einer unglaublich treuen Begleiterin belohnt.</p>",
    publicHeadline_es: "Sombra, negra, tímida y maravillosa",
    publicDescription_es:
      "<p>Los perros negros a menudo pasan desapercibidos, y a Sombra, por desgracia, también le pasa. Esta perra de tres años es tímida al principio, pero sigue a sus personas de confianza como una sombra: de ahí su nombre.</p>" +
      "<p>Necesita personas con paciencia y, a ser posible, un perro equilibrado en casa que le sirva de guía. Está esterilizada, vacunada y es negativa en leishmania.</p>" +
      "<p>Quien le dé tiempo tendrá una compañera increíblemente fiel.</p>",
    imageId: "img-30090-1",
    imageIds: ["img-30090-1", "img-30090-2", "img-30090-3"],
    images: [],
  },
  {
    id: "30089",
    name: "Tango",
    title: "Tango",
    species: "Hunde ES",
    tags: ["Rüde", "verträglich mit Hunden"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Tango tanzt am liebsten mit dir",
    // Older records carry the text in `description` instead of `publicDescription`.
    description:
      "<p>Tango ist ein einjähriger Border-Collie-Mischling mit viel Energie und einem schnellen Kopf. Er lernt Tricks in Rekordzeit.</p>" +
      "<p>Er braucht Auslastung für Körper und Kopf – Agility, Nasenarbeit oder Treibball wären ideal. Mit Hunden verträglich, Kinder sollten schon größer sein.</p>",
    imageId: "img-30089-1",
    imageIds: ["img-30089-1", "img-30089-2"],
    images: [],
  },
  {
    id: "30088",
    name: "Luz",
    title: "Luz",
    species: "Hunde ES",
    tags: ["Hündin", "Patenschaften", "Senior"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Luz – ein Licht für die Finca",
    publicDescription:
      "<p>Luz ist zwölf Jahre alt, fast blind und trotzdem die fröhlichste Hündin der Finca. Sie orientiert sich mit Nase und Ohren und findet zielsicher ihren Futternapf.</p>" +
      "<p>Ihre Augentropfen und ihr Seniorenfutter finanzieren wir über Patenschaften. Auch eine Adoption in ein ruhiges Zuhause ist möglich.</p>",
    publicHeadline_es: "Luz, una luz para la finca",
    publicDescription_es:
      "<p>Luz tiene doce años, está casi ciega y aun así es la perra más alegre de la finca. Se orienta con el olfato y el oído y encuentra su comedero sin fallar.</p>" +
      "<p>Sus gotas para los ojos y su pienso senior los financiamos con apadrinamientos. También es posible adoptarla en un hogar tranquilo.</p>",
    imageId: "img-30088-1",
  },
  {
    id: "30087",
    name: "Duna",
    title: "Duna",
    species: "Hunde ES",
    tags: ["Hündin", "verträglich mit Hunden"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Duna – Wüstenfuchs mit Herz",
    publicDescription:
      "<p>Duna ist eine zweijährige, sandfarbene Hündin mit großen Stehohren – wie ein kleiner Wüstenfuchs. Sie ist verspielt, menschenbezogen und sehr lernwillig.</p>" +
      "<p>Mit anderen Hunden spielt sie gern, Katzen jagt sie. Duna ist kastriert und Leishmaniose-negativ.</p>",
    publicHeadline_es: "Duna, un zorro del desierto con corazón",
    publicDescription_es:
      "<p>Duna es una perra de dos años, color arena y con grandes orejas tiesas, como un pequeño zorro del desierto. Es juguetona, muy apegada a las personas y con muchas ganas de aprender.</p>" +
      "<p>Le encanta jugar con otros perros; a los gatos los persigue. Está esterilizada y es negativa en leishmania.</p>",
    images: [
      { id: "img-30087-1" },
      { imageId: "img-30087-2" },
      "img-30087-3",
      { id: "img-30087-4" },
      { imageId: "img-30087-5" },
    ],
  },
  {
    id: "30086",
    name: "Abuelo",
    title: "Abuelo",
    species: "Hunde Residencia Monika",
    tags: ["Senior", "Patenschaften", "Rüde"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Abuelo – der Großvater der Residencia",
    publicDescription:
      "<p>Abuelo lebt seit Jahren in der Residencia Monika und ist dort so etwas wie der Großvater aller Hunde. Er ist etwa dreizehn, hört nicht mehr so gut und schläft am liebsten im Eingangsbereich, damit ihm nichts entgeht.</p>" +
      "<p>Mit einer Patenschaft unterstützt du Monika dabei, ihm sein Seniorenfutter und die Schmerzmittel für seine Gelenke zu geben. Natürlich freut er sich auch über ein eigenes Zuhause.</p>",
    publicHeadline_es: "Abuelo, el abuelo de la Residencia",
    publicDescription_es:
      "<p>Abuelo vive desde hace años en la Residencia Monika y allí es algo así como el abuelo de todos los perros. Tiene unos trece años, ya no oye muy bien y le gusta dormir en la entrada para no perderse nada.</p>" +
      "<p>Con un apadrinamiento ayudas a Monika a darle su pienso senior y los analgésicos para sus articulaciones. Por supuesto, también le encantaría tener un hogar propio.</p>",
    imageId: "img-30086-1",
    imageIds: ["img-30086-1", "img-30086-2"],
    images: [],
  },
  {
    id: "30085",
    name: "Perla",
    title: "Perla",
    species: "Hunde Residencia Monika",
    tags: ["Hündin", "Patenschaften"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Perla, die stille Schönheit",
    publicDescription:
      "<p>Perla ist eine zurückhaltende, fünfjährige Galga mit cremeweißem Fell. In der Residencia Monika hat sie gelernt, Menschen zu vertrauen, braucht aber immer einen Moment, bis sie sich annähern mag.</p>" +
      "<p>Im Haus ist sie ruhig und unauffällig, draußen blüht sie auf. Kastriert, Leishmaniose-negativ.</p>" +
      "<p>Eine Patenschaft oder ein ruhiges Zuhause – beides würde Perla glücklich machen.</p>",
    imageId: "img-30085-1",
  },
  {
    id: "30084",
    name: "Gordo",
    title: "Gordo",
    species: "Hunde Residencia Monika",
    tags: ["Rüde", "Patenschaften", "Senior"],
    reserved: false,
    mediated: true,
    inGermany: false,
    publicHeadline: "Gordo – gut versorgt dank seiner Paten",
    publicDescription:
      "<p>Gordo ist ein gemütlicher, zehnjähriger Mastín, den Monika in eine private Pflegestelle vermittelt hat. Seine Paten tragen die Kosten für seine Herzmedikamente.</p>" +
      "<p>Er liebt Kauknochen und lange Mittagsschläfchen.</p>",
    publicHeadline_es: "Gordo, bien cuidado gracias a sus padrinos",
    publicDescription_es:
      "<p>Gordo es un mastín tranquilo de diez años al que Monika encontró una casa de acogida particular. Sus padrinos pagan las medicinas para su corazón.</p>" +
      "<p>Le encantan los huesos para morder y las siestas largas.</p>",
    imageId: "img-30084-1",
    imageIds: ["img-30084-1", "img-30084-2"],
    images: [],
  },
  {
    id: "30083",
    name: "Mimi",
    title: "Mimi",
    species: "Hunde Residencia Monika",
    tags: ["Hündin", "verträglich mit Katzen"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Mimi – Katzenfreundin gesucht",
    publicDescription:
      "<p>Mimi ist eine zierliche, achtjährige Mischlingshündin, die in der Residencia Monika mit den Katzen im selben Raum schläft. Ein Zuhause mit Katze wäre für sie also kein Problem – im Gegenteil.</p>" +
      "<p>Sie ist ruhig, stubenrein und bleibt problemlos allein. Kastriert, geimpft, Leishmaniose-negativ.</p>",
    imageId: "img-30083-1",
    imageIds: ["img-30083-1", "img-30083-2", "img-30083-3"],
    images: [],
  },
  {
    id: "30082",
    name: "Lucero",
    title: "Lucero",
    species: "Hunde Residencia Monika",
    tags: ["Rüde", "verträglich mit Hunden"],
    reserved: true,
    mediated: false,
    inGermany: false,
    publicHeadline: "Lucero ist reserviert",
    publicDescription:
      "<p>Lucero, unser kleiner Morgenstern, hat Interessenten gefunden und ist deshalb reserviert. Der vierjährige Rüde mit dem weißen Stern auf der Stirn ist freundlich, verspielt und mit allen Hunden verträglich.</p>" +
      "<p>Er ist kastriert, geimpft und Leishmaniose-negativ.</p>",
    publicHeadline_es: "Lucero está reservado",
    publicDescription_es:
      "<p>Lucero ya tiene interesados y por eso está reservado. Este macho de cuatro años con una estrella blanca en la frente es simpático, juguetón y se lleva bien con todos los perros.</p>" +
      "<p>Está castrado, vacunado y es negativo en leishmania.</p>",
    imageId: "img-30082-1",
  },
  {
    id: "30081",
    name: "Rosa",
    title: "Oma Rosa",
    species: "Hunde Hospiz",
    tags: ["Senior", "Hündin"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Oma Rosa – geliebt bis zum letzten Tag",
    publicDescription:
      "<p>Oma Rosa ist über fünfzehn Jahre alt und lebt in unserem Hospiz in Spanien. Sie hat eine Nierenschwäche und bekommt Spezialfutter und Infusionen.</p>" +
      "<p>Trotzdem wedelt sie jeden Morgen, wenn ihr Frühstück kommt, und genießt kleine Spaziergänge im Garten.</p>",
    publicHeadline_es: "La abuela Rosa, querida hasta el último día",
    publicDescription_es:
      "<p>La abuela Rosa tiene más de quince años y vive en nuestro hospicio en España. Tiene insuficiencia renal y recibe pienso especial y sueros.</p>" +
      "<p>Aun así, cada mañana mueve la cola cuando llega el desayuno y disfruta de pequeños paseos por el jardín.</p>",
    imageId: "img-30081-1",
    imageIds: ["img-30081-1", "img-30081-2"],
    images: [],
  },
  {
    id: "30080",
    name: "Viejo",
    title: "Viejo",
    species: "Hunde Hospiz",
    tags: ["Senior", "Patenschaften", "Rüde"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Viejo – eine Patenschaft für seine letzte Zeit",
    publicDescription:
      "<p>Viejo ist ein alter Jagdhund, der nach vielen harten Jahren endlich zur Ruhe kommen darf. Er ist ruhig, dankbar und liebt seine weiche Decke.</p>" +
      "<p>Mit einer Patenschaft hilfst du uns, seine Schmerztherapie zu bezahlen.</p>",
    imageId: "img-30080-1",
  },
  {
    id: "30079",
    name: "Lucky",
    title: "Lucky",
    species: "Hunde Hospiz",
    tags: ["Senior", "Rüde"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Lucky hat endlich Glück gehabt",
    publicDescription:
      "<p>Lucky wurde mit vierzehn Jahren in einer Tötungsstation abgegeben. Heute lebt er in unserem Hospiz, bekommt seine Herzmedikamente und hat einen Lieblingsplatz in der Sonne.</p>" +
      "<p>Er schnarcht laut, liebt Hühnchen und lässt sich gern die Brust kraulen.</p>",
    publicHeadline_es: "Lucky por fin ha tenido suerte",
    publicDescription_es:
      "<p>A Lucky lo dejaron con catorce años en una perrera. Hoy vive en nuestro hospicio, recibe sus medicinas para el corazón y tiene su rincón favorito al sol.</p>" +
      "<p>Ronca fuerte, le encanta el pollo y se deja rascar el pecho encantado.</p>",
    imageId: "img-30079-1",
    imageIds: ["img-30079-1"],
    images: [],
  },
  {
    id: "30078",
    name: "Wilma",
    title: "Wilma",
    species: "Hunde Pflegestelle",
    tags: ["Hündin"],
    reserved: false,
    mediated: true,
    inGermany: true,
    publicHeadline: "Wilma wohnt schon in Deutschland",
    publicDescription:
      "<p>Wilma ist eine sechsjährige Schnauzer-Mischlingshündin und lebt bei einer Pflegefamilie in der Nähe von München. Sie ist stubenrein, leinenführig und kennt Bus und Bahn.</p>" +
      "<p>Sie verträgt sich mit ruhigen Hunden; Katzen ignoriert sie. Kastriert, Leishmaniose-negativ.</p>",
    publicHeadline_es: "Wilma ya vive en Alemania",
    publicDescription_es:
      "<p>Wilma es una cruce de schnauzer de seis años y vive con una familia de acogida cerca de Múnich. Hace sus necesidades fuera, pasea bien con correa y conoce el autobús y el tren.</p>" +
      "<p>Se lleva bien con perros tranquilos; a los gatos los ignora. Esterilizada y negativa en leishmania.</p>",
    imageId: "img-30078-1",
    imageIds: ["img-30078-1", "img-30078-2"],
    images: [],
  },
  {
    // The id arrives as a JSON number; the schema turns it into the string "30077".
    id: 30077,
    name: "Pipo",
    title: "Pipo",
    species: "Hunde Pflegestelle",
    tags: ["Rüde", "verträglich mit Katzen", "verträglich mit Kindern"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Pipo wartet in einer spanischen Pflegestelle",
    publicDescription:
      "<p>Pipo ist ein kleiner, zweijähriger Rüde mit einem Knickohr und lebt derzeit bei einer Pflegefamilie in Alicante. Er ist verspielt, verträglich mit Hunden und Katzen und liebt Kinder.</p>" +
      "<p>Pipo ist kastriert, geimpft und Leishmaniose-negativ und kann jederzeit reisen.</p>",
    publicHeadline_es: "Pipo espera en una casa de acogida española",
    publicDescription_es:
      "<p>Pipo es un macho pequeño de dos años con una oreja doblada y ahora vive con una familia de acogida en Alicante. Es juguetón, se lleva bien con perros y gatos y adora a los niños.</p>" +
      "<p>Está castrado, vacunado y es negativo en leishmania, y puede viajar cuando sea.</p>",
    imageId: "img-30077-1",
  },
  {
    id: "a1b2c3d4e5f60718",
    name: "Nube",
    title: "Nube",
    species: "Hunde ES",
    tags: ["Hündin", "verträglich mit Katzen"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Nube – weiß wie eine Wolke",
    publicDescription:
      "<p>Nube ist eine dreijährige, flauschige weiße Hündin, die aussieht wie eine kleine Wolke. Sie ist sanft, ruhig und versteht sich mit Hunden und Katzen.</p>" +
      "<p>Ihr Fell braucht regelmäßige Pflege – das Bürsten genießt sie aber sehr. Kastriert, Leishmaniose-negativ.</p>",
    publicHeadline_es: "Nube, blanca como una nube",
    publicDescription_es:
      "<p>Nube es una perra blanca y esponjosa de tres años que parece una pequeña nube. Es dulce, tranquila y se lleva bien con perros y gatos.</p>" +
      "<p>Su pelo necesita cuidados regulares, pero disfruta mucho del cepillado. Esterilizada y negativa en leishmania.</p>",
    imageId: "img-a1b2c3d4-1",
    imageIds: ["img-a1b2c3d4-1", "img-a1b2c3d4-2"],
    images: [],
  },
  {
    id: "0f9e8d7c6b5a4321",
    name: "Fritzi",
    title: "Fritzi",
    species: "Hunde DE",
    tags: ["Hündin", "Welpe"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Fritzi – Welpenmädchen auf dem Weg zu dir",
    publicDescription:
      "<p>Fritzi ist ein drei Monate altes Welpenmädchen mit schwarz-weißem Fell und einem kecken Blick. Sie reist mit dem nächsten Transport nach Deutschland.</p>" +
      "<p>Sie ist geimpft, gechippt und hat einen EU-Heimtierausweis. Wie alle Welpen braucht sie viel Schlaf, Geduld und eine Familie, die mit ihr die Welt entdeckt.</p>",
    publicHeadline_es: "Fritzi, una cachorrita de camino hacia ti",
    publicDescription_es:
      "<p>Fritzi es una cachorrita de tres meses, blanca y negra y con una mirada pícara. Viajará a Alemania en el próximo transporte.</p>" +
      "<p>Está vacunada, con microchip y tiene pasaporte europeo. Como todos los cachorros, necesita dormir mucho, paciencia y una familia que descubra el mundo con ella.</p>",
    imageId: "img-0f9e8d7c-1",
    imageIds: ["img-0f9e8d7c-1", "img-0f9e8d7c-2", "img-0f9e8d7c-3"],
    images: [],
  },
  {
    id: "7c3e9a12b4d6f058",
    name: "Rayo",
    title: "Rayo",
    species: "Hunde ES",
    tags: ["Rüde", "verträglich mit Hunden"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Rayo – schnell wie der Blitz",
    publicDescription:
      "<p>Rayo ist ein vierjähriger Galgo, der auf der Rennbahn ausgedient hat. Auf der Finca hat er entdeckt, dass Sofas viel bequemer sind als Zwinger.</p>" +
      "<p>Er ist sanft, stubenrein und mit Hunden verträglich. Kleintiere sollte es im neuen Zuhause nicht geben. Kastriert, Leishmaniose-negativ.</p>",
    imageId: "img-7c3e9a12-1",
  },
  {
    id: "d3f1c2a4-5b6e-4f70-8a91-b2c3d4e5f607",
    name: "Greta",
    title: "Greta",
    species: "Hunde DE",
    tags: ["Hündin", "verträglich mit Hunden"],
    reserved: false,
    mediated: true,
    inGermany: true,
    publicHeadline: "Greta – in einer Pflegestelle in Hamburg",
    publicDescription:
      "<p>Greta ist eine fünfjährige Podenca-Mischlingshündin und lebt seit zwei Monaten bei einer Pflegestelle in Hamburg. Sie hat sich schnell an Stadtgeräusche gewöhnt und fährt entspannt U-Bahn.</p>" +
      "<p>Mit dem Pflegerüden spielt sie ausgelassen. Greta ist kastriert und Leishmaniose-negativ.</p>",
    publicHeadline_es: "Greta, en acogida en Hamburgo",
    publicDescription_es:
      "<p>Greta es una cruce de podenca de cinco años y vive desde hace dos meses en una casa de acogida en Hamburgo. Se ha acostumbrado rápido a los ruidos de la ciudad y va en metro sin problemas.</p>" +
      "<p>Juega a lo loco con el macho de la casa. Está esterilizada y es negativa en leishmania.</p>",
    imageId: "img-d3f1c2a4-1",
    imageIds: ["img-d3f1c2a4-1", "img-d3f1c2a4-2"],
    images: [],
  },
  {
    // Deliberately without an id: the sync must skip this record.
    name: "Lotte",
    title: "Lotte",
    species: "Hunde DE",
    tags: ["Hündin"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Lotte sucht ein Zuhause",
    publicDescription:
      "<p>Lotte ist eine freundliche, vierjährige Mischlingshündin aus der Finca.</p>" +
      "<p>Sie ist kastriert und Leishmaniose-negativ.</p>",
  },
  {
    // Deliberately without name and title: it has no display name and is not listed.
    id: "30076",
    species: "Hunde ES",
    tags: ["Rüde"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Neuzugang – Name folgt",
    publicDescription:
      "<p>Dieser kleine Rüde ist gestern angekommen. Einen Namen suchen wir gerade noch für ihn aus.</p>" +
      "<p>Er ist etwa ein Jahr alt, freundlich und mit Hunden verträglich. Mehr erfahrt ihr bald.</p>",
    imageId: "img-30076-1",
  },
  {
    id: "30075",
    name: "Kalle",
    title: "Kalle",
    species: "Hunde DE",
    tags: ["Rüde", "verträglich mit Katzen", "verträglich mit Kindern"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Kalle – der Kumpel für die ganze Familie",
    publicDescription:
      "<p>Kalle ist ein vierjähriger, mittelgroßer Rüde mit kurzem, gestromtem Fell. Bei Tests auf der Finca hat er Katzen freundlich beschnuppert und mit Kindern geduldig Ball gespielt.</p>" +
      "<p>Er ist kastriert, geimpft, Leishmaniose-negativ und reist mit dem nächsten Transport.</p>" +
      "<p>Kalle wünscht sich eine Familie, die viel mit ihm unternimmt – Wandern, Ausflüge, Picknick.</p>",
    publicHeadline_es: "Kalle, el compañero para toda la familia",
    publicDescription_es:
      "<p>Kalle es un macho mediano de cuatro años, con pelo corto atigrado. En las pruebas en la finca olfateó a los gatos con amabilidad y jugó a la pelota con niños con mucha paciencia.</p>" +
      "<p>Está castrado, vacunado, es negativo en leishmania y viajará en el próximo transporte.</p>" +
      "<p>Kalle sueña con una familia que haga muchos planes con él: senderismo, excursiones, pícnics.</p>",
    imageId: "img-30075-1",
    imageIds: ["img-30075-1", "img-30075-2"],
    images: [],
  },
  {
    id: "30074",
    name: "Chico",
    title: "Chico",
    species: "Hunde ES",
    tags: ["Rüde", "Welpe"],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "Chico – kleiner Kerl, großes Herz",
    publicDescription:
      "<p>Chico ist ein vier Monate alter Welpe aus einem Wurf, der unter einem Olivenbaum gefunden wurde. Er ist der Mutigste seiner Geschwister und erkundet alles mit Begeisterung.</p>" +
      "<p>Er wird voraussichtlich mittelgroß. Geimpft, gechippt, entwurmt.</p>",
    publicHeadline_es: "Chico, pequeño pero con gran corazón",
    publicDescription_es:
      "<p>Chico es un cachorro de cuatro meses de una camada que encontraron bajo un olivo. Es el más valiente de sus hermanos y lo explora todo con entusiasmo.</p>" +
      "<p>Probablemente será de tamaño mediano. Vacunado, con microchip y desparasitado.</p>",
    imageId: "img-30074-1",
    imageIds: ["img-30074-1", "img-30074-2"],
    images: [],
  },
];

/** Image ids per dog id, for the demo records that have an id. */
const demoImages: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  demoDogs.flatMap((record) => {
    const parsed = upstreamDogSchema.safeParse(record);
    if (!parsed.success || parsed.data.id === undefined) return [];
    return [[parsed.data.id, new Set(dogImageIds(parsed.data))] as const];
  }),
);

/** Whether a demo dog with this id references this image id (the demo image route draws only these). */
export function demoImageExists(dogId: string, imageId: string): boolean {
  return demoImages.get(dogId)?.has(imageId) ?? false;
}
