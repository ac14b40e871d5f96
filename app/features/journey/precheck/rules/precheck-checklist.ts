/**
 * The pre-check's checklist (docs/product/journey.md#checklist): the association's questions,
 * each answered yes, no or "does not apply" with an optional comment, and the volunteer's
 * recommendation. Pure: reads the posted form, names what is missing.
 */
import { MAX_PHOTOS_PER_FORM } from "#app/platform/images/rules/uploads.ts";

export const ANSWERS = ["yes", "no", "na"] as const;
export type Answer = (typeof ANSWERS)[number];
export const RECOMMENDATIONS = ["recommended", "reservations", "not_recommended"] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const COMMENT_MAX = 1000;
export const SUMMARY_MAX = 5000;
/** Photos a pre-check may hold. */
export const PHOTOS_MAX = MAX_PHOTOS_PER_FORM;

export interface Question {
  de: string;
  es: string;
}

/** The association's first checklist, stored when there is none yet (owners edit it in the back office). */
export const DEFAULT_QUESTIONS: readonly Question[] = [
  { de: "Möchten alle im Haushalt mit einem Hund leben?", es: "¿Todas las personas del hogar quieren convivir con un perro?" },
  { de: "Passt die Wohnung zum Hund (Platz, Treppen, ein ruhiger Schlafplatz)?", es: "¿La vivienda es adecuada para el perro (espacio, escaleras, un lugar tranquilo para dormir)?" },
  { de: "Sind Garten oder Balkon sicher eingezäunt oder gesichert?", es: "¿El jardín o el balcón están bien vallados o protegidos?" },
  { de: "Erlaubt die Vermieterin oder der Vermieter einen Hund (bei einer Mietwohnung)?", es: "¿La persona propietaria permite tener perro (si la vivienda es de alquiler)?" },
  { de: "Ist geklärt, wer den Hund betreut, wenn die Familie arbeitet oder verreist?", es: "¿Está claro quién cuida del perro cuando la familia trabaja o viaja?" },
  { de: "Kommen die Tiere, die schon da sind, voraussichtlich mit einem Hund zurecht?", es: "¿Los animales que ya viven en casa se llevarán previsiblemente bien con un perro?" },
  { de: "Weiß die Familie über Kosten, Tierarzt und die ersten Wochen Bescheid?", es: "¿La familia conoce los gastos, el veterinario y cómo son las primeras semanas?" },
];

export interface AnsweredQuestion extends Question {
  answer: Answer | null;
  comment: string;
}

export type ChecklistProblem = "required" | "tooLong";

export interface ChecklistInput {
  answers: AnsweredQuestion[];
  recommendation: Recommendation | null;
  summary: string;
}

const text = (fields: Readonly<Record<string, unknown>>, name: string) => {
  const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "";
};

/**
 * The checklist as sent (`answer_{i}`, `comment_{i}` per question, `recommendation`, `summary`),
 * the texts as the form kit read them: every question needs an answer, the recommendation is
 * required, texts have their limits. The input is returned in every case, so a refused form shows
 * what was typed.
 */
export function parseChecklist(fields: Readonly<Record<string, unknown>>, questions: readonly Question[]): { input: ChecklistInput; errors: Record<string, ChecklistProblem> } {
  const errors: Record<string, ChecklistProblem> = {};
  const answers = questions.map((q, i) => {
    const raw = text(fields, `answer_${i}`);
    const answer = (ANSWERS as readonly string[]).includes(raw) ? (raw as Answer) : null;
    if (!answer) errors[`answer_${i}`] = "required";
    const comment = text(fields, `comment_${i}`);
    if (comment.length > COMMENT_MAX) errors[`comment_${i}`] = "tooLong";
    return { de: q.de, es: q.es, answer, comment: comment.slice(0, COMMENT_MAX) };
  });
  const raw = text(fields, "recommendation");
  const recommendation = (RECOMMENDATIONS as readonly string[]).includes(raw) ? (raw as Recommendation) : null;
  if (!recommendation) errors.recommendation = "required";
  const summary = text(fields, "summary");
  if (summary.length > SUMMARY_MAX) errors.summary = "tooLong";
  return { input: { answers, recommendation, summary: summary.slice(0, SUMMARY_MAX) }, errors };
}

/** The questions a stored pre-check shows: its own answers once done, the current questions before. */
export function questionsOf(stored: readonly AnsweredQuestion[] | null, current: readonly Question[]): AnsweredQuestion[] {
  return stored && stored.length > 0 ? [...stored] : current.map((q) => ({ de: q.de, es: q.es, answer: null, comment: "" }));
}
