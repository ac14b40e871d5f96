/**
 * The association's reply templates (docs/product/journey.md#templates): one per stage a request
 * can be moved to, and one for "the dog has found a family", per language. Owners edit them in the
 * back office (the table `reply_templates`); a template nobody edited is the default below.
 *
 * Placeholders, in curly braces, are filled when a coordinator starts a reply: {dog} (the dog's name
 * from our dog list), {coordinator} (the coordinator's first name), {email} and {phone} (the
 * association's contacts of the request's country), and for "found a family" {similarDogs},
 * {watchlist} and {alerts}. {firstName} (the applicant's first name, as they typed it) stays in the
 * stored message: the e-mail fills it in, the status page leaves it out, because the page never
 * shows what the form's sender typed. The dog's sex chooses the forms written as alternatives in
 * braces: {male|female} or {male|female|neutral}, e.g. "Gib {ihm|ihr} Zeit", "¡{bienvenido|bienvenida}
 * a casa!"; unknown sex takes the neutral form, or both joined by a slash ("ihm/ihr"). Pure: no I/O, no React.
 */
import { fill } from "#app/platform/i18n/format.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import type { DogSex } from "#app/features/dogs/rules/sex.ts";
import { bySex } from "./by-sex.ts";
import { workflowOf, type Stage, type Workflow } from "./stages.ts";

export const TEMPLATE_KEYS = [
  "adoption.getting_to_know",
  "adoption.pre_check",
  "adoption.contract",
  "adoption.travel",
  "adoption.arrived",
  "adoption.declined",
  "adoption.placed_elsewhere",
  "foster.getting_to_know",
  "foster.pre_check",
  "foster.accepted",
  "foster.declined",
  "simple.in_progress",
  "simple.done",
  "simple.declined",
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

export function isTemplateKey(value: unknown): value is TemplateKey {
  return typeof value === "string" && (TEMPLATE_KEYS as readonly string[]).includes(value);
}

/** The template offered when a request of this form moves to `stage` (none for "withdrawn": the applicant did that). */
export function templateForStage(formType: string, stage: Stage): TemplateKey | null {
  const key = `${workflowOf(formType)}.${stage}`;
  return isTemplateKey(key) ? key : null;
}

/** The templates a request of this form can use, in the order of its stages. */
export function templateKeysOf(formType: string): TemplateKey[] {
  const workflow: Workflow = workflowOf(formType);
  return TEMPLATE_KEYS.filter((key) => key.startsWith(`${workflow}.`));
}

/** The stage a template's key names (for "placed_elsewhere" too: it is how such a request ends). */
export function stageOfTemplate(key: TemplateKey): Stage {
  return key.slice(key.indexOf(".") + 1) as Stage;
}

/**
 * The follow-up e-mails' texts after the handover (docs/product/journey.md#follow-up-e-mails): not
 * replies a coordinator starts, but written and kept the same way (the table `reply_templates`,
 * "Vorlagen" in the back office). Their placeholders are filled when the e-mail is sent, {coordinator}
 * with the first name of whoever handles the request (or the team). `followup.retest` is the
 * reminder to test the dog again for the Mediterranean diseases (docs/product/travel.md#retest-reminder).
 */
export const FOLLOWUP_TEMPLATE_KEYS = ["followup.two_weeks", "followup.three_months", "followup.retest"] as const;
export type FollowupTemplateKey = (typeof FOLLOWUP_TEMPLATE_KEYS)[number];

/** Every text owners edit under "Vorlagen": the replies' and the follow-ups'. */
export const EDITABLE_TEMPLATE_KEYS = [...TEMPLATE_KEYS, ...FOLLOWUP_TEMPLATE_KEYS] as const;
export type EditableTemplateKey = (typeof EDITABLE_TEMPLATE_KEYS)[number];

export function isEditableTemplateKey(value: unknown): value is EditableTemplateKey {
  return typeof value === "string" && (EDITABLE_TEMPLATE_KEYS as readonly string[]).includes(value);
}

export const PLACEHOLDERS = ["firstName", "dog", "coordinator", "email", "phone", "similarDogs", "watchlist", "alerts"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** The placeholder that stays in a stored message (filled only in the e-mail). */
export const APPLICANT_NAME = "{firstName}";

/** Fills the placeholders that have a value (the others stay as they are, e.g. {firstName}) and chooses the forms by the dog's sex. */
export function fillTemplate(body: string, values: Partial<Record<Placeholder, string>>, sex: DogSex | null = null): string {
  const given = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return fill(bySex(body, sex), given);
}

/** Placeholders left in a text that a reply cannot be sent with (all but {firstName}), each once. */
export function unfilledPlaceholders(body: string): string[] {
  const left = [...body.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((name) => name !== "firstName" && (PLACEHOLDERS as readonly string[]).includes(name));
  return [...new Set(left)];
}

/** A stored message for the applicant's e-mail: the first name filled in (or left out without one). */
export function forEmail(body: string, firstName: string | null): string {
  return firstName ? body.split(APPLICANT_NAME).join(firstName) : forStatusPage(body);
}

/** A stored message for the status page: the first name, which the sender typed, left out ("Hallo {firstName}," → "Hallo,"). */
export function forStatusPage(body: string): string {
  return body.replace(/[ \t]*\{firstName\}/g, "");
}

/** The applicant's first name as the forms store it (the first word of the name), or null. */
export function applicantFirstName(data: Record<string, unknown>): string | null {
  for (const key of ["firstName", "name", "yourName"]) {
    const value = data[key];
    if (typeof value === "string" && value.trim()) return value.trim().split(/\s+/)[0]!.slice(0, 60);
  }
  return null;
}

/** The default texts (the association may change each in the back office). */
export const defaultTemplates: Record<Locale, Record<TemplateKey, string>> = {
  de: {
    "adoption.getting_to_know":
      "Hallo {firstName},\n\nvielen Dank für deine Anfrage für {dog}! Ich bin {coordinator} und kümmere mich um deine Anfrage. Gern würden wir dich kennenlernen: Wann passt dir ein Telefonat in den nächsten Tagen? Wir erzählen dir dann ehrlich, wie {dog} ist, und du erzählst uns von deinem Zuhause und deinem Alltag.\n\nViele Grüße\n{coordinator}",
    "adoption.pre_check":
      "Hallo {firstName},\n\ndanke für das schöne Gespräch! Als Nächstes kommt die Vorkontrolle: Jemand aus unserem Team besucht dich zu Hause und schaut sich an, wo {dog} leben wird. Wir melden uns, um einen Termin mit dir abzustimmen.\n\nViele Grüße\n{coordinator}",
    "adoption.contract":
      "Hallo {firstName},\n\ndie Vorkontrolle ist gut verlaufen – wir freuen uns sehr! Als Nächstes schicken wir dir den Schutzvertrag für {dog}. Bitte lies ihn in Ruhe durch; bei Fragen sind wir für dich da.\n\nViele Grüße\n{coordinator}",
    "adoption.travel":
      "Hallo {firstName},\n\nder Schutzvertrag ist da – jetzt planen wir die Reise von {dog}. Sobald der Transport feststeht, schreiben wir dir den Tag und den Übergabepunkt.\n\nViele Grüße\n{coordinator}",
    "adoption.arrived":
      "Hallo {firstName},\n\n{dog} ist bei dir angekommen – willkommen zu Hause! Gib {ihm|ihr} Zeit, sich einzuleben. Wir sind weiter für dich da, bei Fragen und gern auch, wenn du uns einfach erzählen möchtest, wie es {ihm|ihr} geht.\n\nViele Grüße\n{coordinator}",
    "adoption.declined":
      "Hallo {firstName},\n\nvielen Dank für dein Interesse an {dog}. Nach reiflicher Überlegung glauben wir, dass ein anderes Zuhause besser zu {ihm|ihr} passt. Das ist keine Entscheidung gegen dich: Vielleicht passt einer unserer anderen Hunde zu dir.\n\nViele Grüße\n{coordinator}",
    "adoption.placed_elsewhere":
      "Hallo {firstName},\n\nvielen Dank für dein Interesse an {dog}! {dog} hat inzwischen eine Familie gefunden. Wir wissen, dass das enttäuschend ist. Vielleicht gefällt dir einer dieser Hunde, die auch ein Zuhause suchen:\n\n{similarDogs}\n\nHunde, die dir gefallen, kannst du dir auf deiner Merkliste merken: {watchlist}\nÜber neue Hunde informieren wir dich gern per E-Mail: {alerts}\n\nViele Grüße\n{coordinator}",
    "foster.getting_to_know":
      "Hallo {firstName},\n\nvielen Dank für deine Bewerbung als Pflegestelle! Ich bin {coordinator}. Gern würden wir dich kennenlernen: Wann passt dir ein Telefonat oder ein Videoanruf in den nächsten Tagen?\n\nViele Grüße\n{coordinator}",
    "foster.pre_check":
      "Hallo {firstName},\n\ndanke für das Gespräch! Als Nächstes kommt die Vorkontrolle: Jemand aus unserem Team besucht dich und schaut sich an, wo ein Pflegehund bei dir leben würde. Wir melden uns für einen Termin.\n\nViele Grüße\n{coordinator}",
    "foster.accepted":
      "Hallo {firstName},\n\nschön, dass du Pflegestelle wirst! Wir suchen jetzt einen Hund, der zu dir und deinem Alltag passt, und melden uns mit einem Vorschlag.\n\nViele Grüße\n{coordinator}",
    "foster.declined":
      "Hallo {firstName},\n\nvielen Dank für deine Bewerbung als Pflegestelle. Im Moment können wir leider keine Pflege bei dir vermitteln. Danke, dass du helfen möchtest – es gibt viele andere Wege, unsere Hunde zu unterstützen.\n\nViele Grüße\n{coordinator}",
    "simple.in_progress":
      "Hallo {firstName},\n\nvielen Dank für deine Nachricht! Ich bin {coordinator} und kümmere mich darum. Wir melden uns bald mit allem Weiteren.\n\nViele Grüße\n{coordinator}",
    "simple.done":
      "Hallo {firstName},\n\nalles ist erledigt – vielen Dank! Bei Fragen erreichst du uns unter {email} oder {phone}.\n\nViele Grüße\n{coordinator}",
    "simple.declined":
      "Hallo {firstName},\n\nvielen Dank für deine Nachricht. Leider können wir deiner Anfrage nicht nachkommen. Bei Fragen erreichst du uns unter {email}.\n\nViele Grüße\n{coordinator}",
  },
  es: {
    "adoption.getting_to_know":
      "Hola {firstName}:\n\n¡Gracias por tu solicitud para {dog}! Soy {coordinator} y me encargo de tu solicitud. Nos gustaría conocerte: ¿cuándo te viene bien una llamada en los próximos días? Te contaremos con sinceridad cómo es {dog}, y tú nos hablas de tu casa y de tu día a día.\n\nUn saludo,\n{coordinator}",
    "adoption.pre_check":
      "Hola {firstName}:\n\n¡Gracias por la conversación! El siguiente paso es el control previo: alguien de nuestro equipo te visita en casa y ve dónde va a vivir {dog}. Te escribimos para acordar una cita.\n\nUn saludo,\n{coordinator}",
    "adoption.contract":
      "Hola {firstName}:\n\nEl control previo ha ido bien, ¡qué alegría! Ahora te enviamos el contrato de protección de {dog}. Léelo con calma; si tienes dudas, aquí estamos.\n\nUn saludo,\n{coordinator}",
    "adoption.travel":
      "Hola {firstName}:\n\nYa tenemos el contrato de protección: ahora preparamos la entrega de {dog}. En cuanto esté decidida, te escribimos el día y el lugar.\n\nUn saludo,\n{coordinator}",
    "adoption.arrived":
      "Hola {firstName}:\n\n{dog} ya está contigo: ¡{bienvenido|bienvenida|bienvenido/a} a casa! Dale tiempo para adaptarse. Seguimos a tu lado, para tus dudas y también cuando simplemente quieras contarnos qué tal le va.\n\nUn saludo,\n{coordinator}",
    "adoption.declined":
      "Hola {firstName}:\n\nGracias por tu interés en {dog}. Después de pensarlo bien, creemos que otro hogar encaja mejor con {él|ella}. No es una decisión contra ti: quizá otro de nuestros perros sea el tuyo.\n\nUn saludo,\n{coordinator}",
    "adoption.placed_elsewhere":
      "Hola {firstName}:\n\n¡Gracias por tu interés en {dog}! {dog} ya ha encontrado una familia. Sabemos que es una pena. Quizá te guste alguno de estos perros, que también buscan hogar:\n\n{similarDogs}\n\nPuedes guardar los perros que te gusten en tus favoritos: {watchlist}\nSi quieres, te avisamos por correo de los perros nuevos: {alerts}\n\nUn saludo,\n{coordinator}",
    "foster.getting_to_know":
      "Hola {firstName}:\n\n¡Gracias por ofrecerte como casa de acogida! Soy {coordinator}. Nos gustaría conocerte: ¿cuándo te viene bien una llamada o una videollamada en los próximos días?\n\nUn saludo,\n{coordinator}",
    "foster.pre_check":
      "Hola {firstName}:\n\n¡Gracias por la conversación! El siguiente paso es el control previo: alguien de nuestro equipo te visita y ve dónde viviría contigo un perro de acogida. Te escribimos para acordar una cita.\n\nUn saludo,\n{coordinator}",
    "foster.accepted":
      "Hola {firstName}:\n\n¡Qué bien que seas casa de acogida! Ahora buscamos un perro que encaje contigo y con tu día a día, y te escribimos con una propuesta.\n\nUn saludo,\n{coordinator}",
    "foster.declined":
      "Hola {firstName}:\n\nGracias por ofrecerte como casa de acogida. Por ahora no podemos confiarte una acogida. Gracias por querer ayudar: hay muchas otras formas de apoyar a nuestros perros.\n\nUn saludo,\n{coordinator}",
    "simple.in_progress":
      "Hola {firstName}:\n\n¡Gracias por tu mensaje! Soy {coordinator} y me encargo de ello. Te escribimos pronto con todo lo demás.\n\nUn saludo,\n{coordinator}",
    "simple.done":
      "Hola {firstName}:\n\nTodo está hecho, ¡muchas gracias! Si tienes dudas, escríbenos a {email} o llámanos al {phone}.\n\nUn saludo,\n{coordinator}",
    "simple.declined":
      "Hola {firstName}:\n\nGracias por tu mensaje. Lamentablemente no podemos atender tu solicitud. Si tienes dudas, escríbenos a {email}.\n\nUn saludo,\n{coordinator}",
  },
};

/** The follow-ups' default texts (the association may change each in the back office). */
export const defaultFollowupTemplates: Record<Locale, Record<FollowupTemplateKey, string>> = {
  de: {
    "followup.two_weeks":
      "Hallo {firstName},\n\n{dog} ist jetzt seit zwei Wochen bei dir – wie geht es euch? Wir denken oft an unsere Hunde, wenn sie in ihrem neuen Zuhause angekommen sind, und freuen uns über jede Nachricht.\n\nErzähl uns gern, wie {dog} sich eingelebt hat, und schick uns ein paar Fotos. Wenn du magst, zeigen wir eure Geschichte auf unserer Website unter „Glücklich vermittelt“, nur mit dem Namen von {dog}, nie mit deinem Nachnamen oder Wohnort. Das macht anderen Mut, einem Hund aus Spanien ein Zuhause zu geben.\n\nBei Fragen sind wir weiter für dich da.\n\nViele Grüße\n{coordinator}",
    "followup.three_months":
      "Hallo {firstName},\n\nschon drei Monate ist {dog} bei dir! Wir hoffen, ihr seid ein gutes Team geworden. Erzähl uns gern, wie es {dog} geht, was ihr zusammen erlebt und was sich verändert hat – über ein paar Fotos freuen wir uns besonders.\n\nWenn du magst, zeigen wir eure Geschichte unter „Glücklich vermittelt“, nur mit dem Namen von {dog}.\n\nViele Grüße\n{coordinator}",
    "followup.retest":
      "Hallo {firstName},\n\nwir hoffen, {dog} geht es gut bei dir! Heute haben wir eine Bitte, die uns sehr am Herzen liegt: Lass {dog} bitte in deiner Tierarztpraxis noch einmal auf die Mittelmeerkrankheiten testen – Leishmaniose, Ehrlichiose, Anaplasmose und Herzwurm.\n\nWarum? Vor der Reise wurde {dog} in Spanien darauf getestet. Diese Krankheiten übertragen Sandmücken, Zecken und Stechmücken, und manche zeigen sich erst Monate nach der Ansteckung; ein Test kurz vor der Reise kann sie deshalb übersehen. Der zweite Test gibt dir Sicherheit, und wird doch etwas gefunden, lässt es sich früh und gut behandeln.\n\nBitte schick uns das Ergebnis, sobald du es hast: über den Link unten, ein Foto des Befunds genügt. Bei Fragen erreichst du uns unter {email} oder {phone}.\n\nViele Grüße\n{coordinator}",
  },
  es: {
    "followup.two_weeks":
      "Hola {firstName}:\n\n{dog} ya lleva dos semanas contigo: ¿qué tal os va? Pensamos mucho en nuestros perros cuando llegan a su nuevo hogar, y nos alegra cada mensaje.\n\nCuéntanos cómo se ha adaptado {dog} y envíanos unas fotos si quieres. Si te parece bien, mostramos vuestra historia en nuestra web, en «Finales felices», solo con el nombre de {dog}, nunca con tu apellido ni tu lugar de residencia. Así otras personas se animan a dar un hogar a un perro de España.\n\nSeguimos a tu lado para lo que necesites.\n\nUn saludo,\n{coordinator}",
    "followup.three_months":
      "Hola {firstName}:\n\n¡{dog} ya lleva tres meses contigo! Esperamos que os hayáis convertido en un buen equipo. Cuéntanos qué tal está {dog}, qué vivís juntos y qué ha cambiado; unas fotos nos harían especial ilusión.\n\nSi te parece bien, mostramos vuestra historia en «Finales felices», solo con el nombre de {dog}.\n\nUn saludo,\n{coordinator}",
    "followup.retest":
      "Hola {firstName}:\n\n¡Esperamos que {dog} esté muy bien contigo! Hoy te escribimos con una petición que nos importa mucho: lleva a {dog} a tu clínica veterinaria para repetir el test de las enfermedades mediterráneas: leishmaniosis, ehrlichiosis, anaplasmosis y filaria (dirofilariosis).\n\n¿Por qué? Antes del viaje, a {dog} se le hizo este test en España. Estas enfermedades las transmiten flebótomos, garrapatas y mosquitos, y algunas tardan meses en dar la cara después del contagio; por eso un test poco antes del viaje puede no detectarlas. El segundo test te da tranquilidad y, si se encuentra algo, se puede tratar pronto y bien.\n\nCuando tengas el resultado, envíanoslo con el enlace de abajo; basta con una foto del informe. Si tienes dudas, escríbenos a {email} o llámanos al {phone}.\n\nUn saludo,\n{coordinator}",
  },
};

/** The default text of any editable template. */
export function defaultTemplateText(locale: Locale, key: EditableTemplateKey): string {
  return isTemplateKey(key) ? defaultTemplates[locale][key] : defaultFollowupTemplates[locale][key];
}
