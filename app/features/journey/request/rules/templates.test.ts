import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SUBMISSION_KINDS } from "#app/features/submissions/rules/kinds.ts";
import { MESSAGE_BODY_MAX } from "./limits.ts";
import { ALL_STAGES, CLOSINGS, closingsOf, stagesOf, statusesOf, workflowOf, isStatusOf } from "./stages.ts";
import {
  APPLICANT_NAME,
  PLACEHOLDERS,
  TEMPLATE_KEYS,
  applicantFirstName,
  defaultFollowupTemplates,
  defaultTemplates,
  fillTemplate,
  forEmail,
  forStatusPage,
  isTemplateKey,
  stageOfTemplate,
  templateForStage,
  templateKeysOf,
  unfilledPlaceholders,
  type Placeholder,
} from "./templates.ts";

const FORMS = [...SUBMISSION_KINDS];
const LOCALES = ["de", "es"] as const;

const allValues: Record<Placeholder, string> = {
  firstName: "Ana",
  dog: "Luna",
  coordinator: "Marta",
  email: "info@puente-canino.example",
  phone: "+49 30 1234567",
  similarDogs: "– Max: https://puente-canino.example/hunde/max-2",
  watchlist: "https://puente-canino.example/merkliste",
  alerts: "https://puente-canino.example/hunde-benachrichtigung",
};

describe("template keys (docs/product/journey.md#templates)", () => {
  it("there is one template per stage a request can be moved to, and none twice", () => {
    // Every key belongs to one workflow, grouped by workflow (each workflow's own keys are pinned below).
    expect(TEMPLATE_KEYS).toEqual([...templateKeysOf("adoption"), ...templateKeysOf("foster_home"), ...templateKeysOf("contact")]);
    expect(new Set(TEMPLATE_KEYS).size).toBe(TEMPLATE_KEYS.length);
  });

  it("isTemplateKey accepts only the keys", () => {
    for (const key of TEMPLATE_KEYS) expect(isTemplateKey(key)).toBe(true);
    for (const value of ["adoption.received", "adoption.withdrawn", "foster.placed_elsewhere", "simple.new", "adoption", "", "Adoption.contract", null, undefined, 3, {}]) {
      expect(isTemplateKey(value)).toBe(false);
    }
  });

  it("templateForStage offers the stage's template", () => {
    expect(templateForStage("adoption", "getting_to_know")).toBe("adoption.getting_to_know");
    expect(templateForStage("adoption", "contract")).toBe("adoption.contract");
    expect(templateForStage("adoption", "placed_elsewhere")).toBe("adoption.placed_elsewhere");
    expect(templateForStage("adoption", "declined")).toBe("adoption.declined");
    expect(templateForStage("foster_home", "accepted")).toBe("foster.accepted");
    expect(templateForStage("foster_home", "declined")).toBe("foster.declined");
    for (const form of ["contact", "sponsorship", "membership"]) {
      expect(templateForStage(form, "in_progress")).toBe("simple.in_progress");
      expect(templateForStage(form, "done")).toBe("simple.done");
      expect(templateForStage(form, "declined")).toBe("simple.declined");
    }
  });

  it("no template for the first stage, for withdrawn (the applicant did that) or for another workflow's stage", () => {
    expect(templateForStage("adoption", "received")).toBeNull();
    expect(templateForStage("foster_home", "received")).toBeNull();
    expect(templateForStage("contact", "new")).toBeNull();
    for (const form of FORMS) expect(templateForStage(form, "withdrawn")).toBeNull();
    expect(templateForStage("foster_home", "placed_elsewhere")).toBeNull();
    expect(templateForStage("contact", "placed_elsewhere")).toBeNull();
    expect(templateForStage("adoption", "accepted")).toBeNull();
    expect(templateForStage("foster_home", "travel")).toBeNull();
    expect(templateForStage("contact", "contract")).toBeNull();
  });

  it("property: every stage after the first and every closing but withdrawn has a template, for every form", () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORMS), (form) => {
        const expected = [...stagesOf(form).slice(1), ...closingsOf(form).filter((closing) => closing !== "withdrawn")];
        for (const stage of ALL_STAGES) {
          const key = templateForStage(form, stage);
          expect(key).toBe(expected.includes(stage) ? `${workflowOf(form)}.${stage}` : null);
          expect(key === null ? null : stageOfTemplate(key)).toBe(key === null ? null : stage);
        }
      }),
    );
  });

  it("templateKeysOf lists a form's templates in the order of its stages", () => {
    expect(templateKeysOf("adoption")).toEqual([
      "adoption.getting_to_know",
      "adoption.pre_check",
      "adoption.contract",
      "adoption.travel",
      "adoption.arrived",
      "adoption.declined",
      "adoption.placed_elsewhere",
    ]);
    expect(templateKeysOf("foster_home")).toEqual(["foster.getting_to_know", "foster.pre_check", "foster.accepted", "foster.declined"]);
    for (const form of ["contact", "sponsorship", "membership", "unknown"]) {
      expect(templateKeysOf(form)).toEqual(["simple.in_progress", "simple.done", "simple.declined"]);
    }
  });

  it("property: each form's templates are in the order of its statuses, and all keys belong to some form", () => {
    for (const form of FORMS) {
      const stages = templateKeysOf(form).map(stageOfTemplate);
      const order = statusesOf(form);
      const positions = stages.map((stage) => order.indexOf(stage));
      expect(positions).toEqual(positions.toSorted((a, b) => a - b));
      for (const stage of stages) expect(isStatusOf(form, stage)).toBe(true);
    }
    const covered = new Set(FORMS.flatMap((form) => templateKeysOf(form)));
    expect([...covered].sort()).toEqual([...TEMPLATE_KEYS].sort());
  });

  it("stageOfTemplate names the stage after the workflow", () => {
    expect(stageOfTemplate("adoption.getting_to_know")).toBe("getting_to_know");
    expect(stageOfTemplate("adoption.placed_elsewhere")).toBe("placed_elsewhere");
    expect(stageOfTemplate("foster.accepted")).toBe("accepted");
    expect(stageOfTemplate("simple.in_progress")).toBe("in_progress");
    for (const key of TEMPLATE_KEYS) expect(ALL_STAGES).toContain(stageOfTemplate(key));
  });
});

describe("fillTemplate", () => {
  it("fills the placeholders that have a value and keeps {firstName}", () => {
    expect(fillTemplate("Hallo {firstName}, {dog} wartet. {coordinator}", { dog: "Luna", coordinator: "Marta" })).toBe(
      "Hallo {firstName}, Luna wartet. Marta",
    );
  });

  it("fills every occurrence", () => {
    expect(fillTemplate("{dog}, {dog} und nochmal {dog}", { dog: "Luna" })).toBe("Luna, Luna und nochmal Luna");
  });

  it("keeps a placeholder whose value is undefined, and unknown names", () => {
    expect(fillTemplate("{dog} {phone} {unknown}", { dog: undefined, phone: "123" })).toBe("{dog} 123 {unknown}");
  });

  it("fills an empty value with nothing (not kept as a placeholder)", () => {
    expect(fillTemplate("Tel.: {phone}.", { phone: "" })).toBe("Tel.: .");
  });

  it("fills {firstName} when it is given", () => {
    expect(fillTemplate("Hallo {firstName},", { firstName: "Ana" })).toBe("Hallo Ana,");
  });

  it("takes values literally (no replacement patterns, no second round)", () => {
    expect(fillTemplate("{dog}", { dog: "$& $1 $$" })).toBe("$& $1 $$");
    expect(fillTemplate("{dog} {coordinator}", { dog: "{coordinator}", coordinator: "Marta" })).toBe("{coordinator} Marta");
  });

  it("leaves a text without placeholders alone", () => {
    expect(fillTemplate("Keine Platzhalter { hier } {}.", allValues)).toBe("Keine Platzhalter { hier } {}.");
  });

  // fill() (app/platform/i18n/format.ts) takes a value only when it is the object's own: "{constructor}"
  // is not a placeholder of ours and stays as it is.
  it("keeps a placeholder named like an object property ({constructor}, {toString})", () => {
    expect(fillTemplate("a {constructor} b {toString}", { dog: "Luna" })).toBe("a {constructor} b {toString}");
  });
});

describe("unfilledPlaceholders", () => {
  it("names the placeholders left, each once, in order, without {firstName}", () => {
    expect(unfilledPlaceholders("Hallo {firstName}, {dog} {coordinator} {dog} {email}")).toEqual(["dog", "coordinator", "email"]);
  });

  it("ignores unknown names and things that are not placeholders", () => {
    expect(unfilledPlaceholders("{foo} {Dog} { dog } {dog-name} {} {{firstName}}")).toEqual([]);
    expect(unfilledPlaceholders("{{dog}}")).toEqual(["dog"]);
  });

  it("is empty for a text without placeholders", () => {
    expect(unfilledPlaceholders("")).toEqual([]);
    expect(unfilledPlaceholders("Hallo Ana, danke!")).toEqual([]);
    expect(unfilledPlaceholders("Hallo {firstName}!")).toEqual([]);
  });

  it("finds every placeholder but {firstName}", () => {
    const text = PLACEHOLDERS.map((name) => `{${name}}`).join(" ");
    expect(unfilledPlaceholders(text)).toEqual(PLACEHOLDERS.filter((name) => name !== "firstName"));
  });

  it("property: after filling every placeholder none is left", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...PLACEHOLDERS).map((name) => `{${name}}`), fc.string())), (parts) => {
        const text = parts.join(" ");
        const { firstName: _firstName, ...rest } = allValues;
        expect(unfilledPlaceholders(fillTemplate(text, rest))).toEqual([]);
      }),
    );
  });

  it("property: a placeholder named is in the text and is one of PLACEHOLDERS", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...PLACEHOLDERS, "foo", "Dog").map((name) => `{${name}}`), fc.string())), (parts) => {
        const text = parts.join("");
        const left = unfilledPlaceholders(text);
        expect(new Set(left).size).toBe(left.length);
        for (const name of left) {
          expect(text).toContain(`{${name}}`);
          expect(PLACEHOLDERS).toContain(name);
          expect(name).not.toBe("firstName");
        }
      }),
    );
  });
});

describe("the first name: in the e-mail, not on the status page", () => {
  const noBraces = fc.string().filter((text) => !/[{}]/.test(text));

  it("APPLICANT_NAME is the placeholder kept in the stored text", () => {
    expect(APPLICANT_NAME).toBe("{firstName}");
  });

  it("forEmail fills the first name everywhere", () => {
    expect(forEmail("Hallo {firstName},\n\nDanke, {firstName}!", "Ana")).toBe("Hallo Ana,\n\nDanke, Ana!");
    expect(forEmail("Hola {firstName}:", "José")).toBe("Hola José:");
  });

  it("forEmail takes the name literally", () => {
    expect(forEmail("Hallo {firstName},", "$&{dog}")).toBe("Hallo $&{dog},");
  });

  it("forEmail leaves the name out without one, as the status page does", () => {
    expect(forEmail("Hallo {firstName},\n\nText", null)).toBe("Hallo,\n\nText");
    expect(forEmail("Hola {firstName}:", "")).toBe("Hola:");
  });

  it("forStatusPage removes the name and the blanks before it", () => {
    expect(forStatusPage("Hallo {firstName},\n\nvielen Dank")).toBe("Hallo,\n\nvielen Dank");
    expect(forStatusPage("Hola {firstName}:")).toBe("Hola:");
    expect(forStatusPage("Hallo \t {firstName}, und {firstName}!")).toBe("Hallo, und!");
    expect(forStatusPage("{firstName}")).toBe("");
  });

  it("forStatusPage keeps line breaks before the name and the other placeholders", () => {
    expect(forStatusPage("Danke\n{firstName}")).toBe("Danke\n");
    expect(forStatusPage("Hallo {firstName}, {dog}")).toBe("Hallo, {dog}");
  });

  it("forStatusPage leaves a text without the name alone", () => {
    expect(forStatusPage("Hallo Ana,\n\nText")).toBe("Hallo Ana,\n\nText");
  });

  it("property: neither form of a message still holds {firstName}", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant(APPLICANT_NAME), fc.constantFrom(" ", "\t", "\n"), noBraces)), fc.option(noBraces), (parts, name) => {
        const body = parts.join("");
        expect(forStatusPage(body)).not.toContain(APPLICANT_NAME);
        expect(forEmail(body, name)).not.toContain(APPLICANT_NAME);
      }),
    );
  });
});

describe("applicantFirstName", () => {
  it("takes the first word of the name fields, in order", () => {
    expect(applicantFirstName({ firstName: "Ana María", name: "Ana María López" })).toBe("Ana");
    expect(applicantFirstName({ name: "  José   García " })).toBe("José");
    expect(applicantFirstName({ yourName: "Karl\tMüller" })).toBe("Karl");
    expect(applicantFirstName({ name: "Eva", yourName: "Other" })).toBe("Eva");
  });

  it("skips blank and non-text fields", () => {
    expect(applicantFirstName({ firstName: "   ", name: "Ana Ruiz" })).toBe("Ana");
    expect(applicantFirstName({ firstName: 42, name: null, yourName: "Luis" })).toBe("Luis");
    expect(applicantFirstName({ firstName: ["Ana"] })).toBeNull();
    expect(applicantFirstName({})).toBeNull();
    expect(applicantFirstName({ email: "ana@example.org", lastName: "Ruiz" })).toBeNull();
  });

  it("cuts a very long first word to 60 characters", () => {
    expect(applicantFirstName({ name: `${"A".repeat(100)} B` })).toBe("A".repeat(60));
  });
});

describe("the default templates", () => {
  it("exist for every key in both languages, and no other", () => {
    for (const locale of LOCALES) expect(Object.keys(defaultTemplates[locale]).sort()).toEqual([...TEMPLATE_KEYS].sort());
  });

  it("each greets the applicant by {firstName} and uses only known placeholders", () => {
    for (const locale of LOCALES) {
      for (const key of TEMPLATE_KEYS) {
        const body = defaultTemplates[locale][key];
        expect(body.startsWith(locale === "de" ? "Hallo {firstName},\n\n" : "Hola {firstName}:\n\n")).toBe(true);
        for (const [, name] of body.matchAll(/\{(\w+)\}/g)) expect(PLACEHOLDERS).toContain(name);
        expect(body.length).toBeLessThanOrEqual(MESSAGE_BODY_MAX);
        expect(body).toContain("{coordinator}");
      }
    }
  });

  it("the two languages use the same placeholders in each template", () => {
    for (const key of TEMPLATE_KEYS) {
      expect(new Set(unfilledPlaceholders(defaultTemplates.es[key]))).toEqual(new Set(unfilledPlaceholders(defaultTemplates.de[key])));
    }
  });

  it("'found a family' offers the similar dogs, the watch list and the alerts", () => {
    for (const locale of LOCALES) {
      expect(unfilledPlaceholders(defaultTemplates[locale]["adoption.placed_elsewhere"])).toEqual(["dog", "similarDogs", "watchlist", "alerts", "coordinator"]);
    }
    for (const key of TEMPLATE_KEYS.filter((k) => k !== "adoption.placed_elsewhere")) {
      expect(defaultTemplates.de[key]).not.toContain("{similarDogs}");
    }
  });

  it("a filled default template is ready to send, and keeps {firstName} for the e-mail", () => {
    const { firstName: _firstName, ...values } = allValues;
    const filled = fillTemplate(defaultTemplates.de["adoption.getting_to_know"], values);
    expect(unfilledPlaceholders(filled)).toEqual([]);
    expect(filled.startsWith("Hallo {firstName},\n\nvielen Dank für deine Anfrage für Luna! Ich bin Marta")).toBe(true);
    expect(filled.endsWith("Viele Grüße\nMarta")).toBe(true);
    expect(forEmail(filled, "Ana").startsWith("Hallo Ana,\n\n")).toBe(true);
    expect(forStatusPage(filled).startsWith("Hallo,\n\n")).toBe(true);
    const es = fillTemplate(defaultTemplates.es["simple.done"], values);
    expect(es).toContain("escríbenos a info@puente-canino.example o llámanos al +49 30 1234567");
    expect(forStatusPage(es).startsWith("Hola:\n\n")).toBe(true);
  });

  it("every closing but withdrawn has a template in each workflow where it may happen", () => {
    for (const form of ["adoption", "foster_home", "contact"]) {
      for (const closing of CLOSINGS) {
        const key = templateForStage(form, closing);
        const expected = closing === "withdrawn" || !closingsOf(form).includes(closing) ? null : `${workflowOf(form)}.${closing}`;
        expect(key).toBe(expected);
        expect(key === null || defaultTemplates.de[key].length > 0).toBe(true);
      }
    }
  });
});

describe("bySex: the forms a text chooses by the dog's sex (issue 34, item 12)", () => {
  it("takes the first form for a male dog, the second for a female one, the third or both for an unknown one", async () => {
    const { bySex } = await import("./by-sex.ts");
    expect(bySex("Gib {ihm|ihr} Zeit.", "male")).toBe("Gib ihm Zeit.");
    expect(bySex("Gib {ihm|ihr} Zeit.", "female")).toBe("Gib ihr Zeit.");
    expect(bySex("Gib {ihm|ihr} Zeit.", null)).toBe("Gib ihm/ihr Zeit.");
    expect(bySex("¡{bienvenido|bienvenida|bienvenido/a} a casa!", null)).toBe("¡bienvenido/a a casa!");
    // Placeholders and other braces stay.
    expect(bySex("Hallo {firstName}, {dog}", "female")).toBe("Hallo {firstName}, {dog}");
  });
  it("every default template names the dog with forms that follow its sex: none says ihm, sein, él or bienvenido unmarked", () => {
    for (const locale of ["de", "es"] as const) {
      for (const text of [...Object.values(defaultTemplates[locale]), ...Object.values(defaultFollowupTemplates[locale])]) {
        const outside = text.replace(/\{[^{}]*\|[^{}]*\}/g, "");
        expect(outside).not.toMatch(/\b(ihm|seine?[mnrs]?)\b|\bél\b|bienvenid[oa]/);
        expect(fillTemplate(text, {}, "female")).not.toMatch(/\{[^}]*\|/);
      }
    }
  });
});
