import { describe, expect, it } from "vitest";
import { COMMENT_MAX, parseChecklist, questionsOf, SUMMARY_MAX } from "./precheck-checklist.ts";

const questions = [
  { de: "Garten eingezäunt?", es: "¿Jardín vallado?" },
  { de: "Vermieter einverstanden?", es: "¿Casero de acuerdo?" },
];
/** The fields as the form kit reads them. */
const form = (values: Record<string, string>) => values;

describe("the pre-check checklist", () => {
  it("reads every question's answer and comment, the recommendation and the summary", () => {
    const result = parseChecklist(
      form({ answer_0: "yes", comment_0: "  Zaun 1,5 m \r\n hoch ", answer_1: "na", recommendation: "recommended", summary: " Nette Familie. " }),
      questions,
    );
    expect(result.errors).toEqual({});
    expect(result.input).toEqual({
      answers: [
        { de: "Garten eingezäunt?", es: "¿Jardín vallado?", answer: "yes", comment: "Zaun 1,5 m \n hoch" },
        { de: "Vermieter einverstanden?", es: "¿Casero de acuerdo?", answer: "na", comment: "" },
      ],
      recommendation: "recommended",
      summary: "Nette Familie.",
    });
  });

  it("names each missing answer and a missing or unknown recommendation, keeping what was typed", () => {
    const result = parseChecklist(form({ answer_0: "maybe", comment_0: "Noch offen", recommendation: "great" }), questions);
    expect(result.errors).toEqual({ answer_0: "required", answer_1: "required", recommendation: "required" });
    expect(result.input.answers[0]).toMatchObject({ answer: null, comment: "Noch offen" });
    expect(result.input.recommendation).toBeNull();
  });

  it("refuses texts over their limits", () => {
    const result = parseChecklist(
      form({ answer_0: "no", answer_1: "yes", comment_1: "x".repeat(COMMENT_MAX + 1), recommendation: "reservations", summary: "y".repeat(SUMMARY_MAX + 1) }),
      questions,
    );
    expect(result.errors).toEqual({ comment_1: "tooLong", summary: "tooLong" });
  });

  it("a done pre-check keeps the questions it was answered with; an open one asks the current ones", () => {
    const stored = [{ de: "Alt?", es: "¿Viejo?", answer: "yes" as const, comment: "" }];
    expect(questionsOf(stored, questions)).toEqual(stored);
    expect(questionsOf(null, questions)).toEqual([
      { de: "Garten eingezäunt?", es: "¿Jardín vallado?", answer: null, comment: "" },
      { de: "Vermieter einverstanden?", es: "¿Casero de acuerdo?", answer: null, comment: "" },
    ]);
    expect(questionsOf([], questions)).toHaveLength(2);
  });
});
