import { describe, expect, it } from "vitest";
import { adminMessages, t } from "./index.ts";

describe("a language named inside a sentence (issue 34, item 19: '(en Español)')", () => {
  it("Spanish writes it in lower case: 'en español', 'en alemán'", () => {
    const es = adminMessages.es;
    expect(t(es.submission.body, { language: es.languagesInText.es })).toBe("Mensaje a la persona (en español)");
    expect(t(es.reserve.text, { language: es.languagesInText.de })).toBe("Mensaje en alemán");
    for (const name of Object.values(es.languagesInText)) expect(name).toBe(name.toLocaleLowerCase("es"));
  });
  it("German keeps its nouns: 'auf Spanisch'", () => {
    const de = adminMessages.de;
    expect(t(de.submission.body, { language: de.languagesInText.es })).toBe("Nachricht an die Person (auf Spanisch)");
  });
});
