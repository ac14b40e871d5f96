import { describe, expect, it } from "vitest";
import { z } from "#app/platform/zod.ts";
import { adoptionSchema } from "./adoption.ts";
import { getMessages } from "./messages.ts";
import { FORM_ERROR_KEY, fieldErrors, formDataToObject, parseForm } from "./parse.ts";
import { sponsorshipSchema } from "./sponsorship.ts";
import { validAdoption, validSponsorship } from "../../../../tests/support/form-fixtures.ts";

function toFormData(record: Record<string, unknown>): FormData {
  const formData = new FormData();
  for (const [key, value] of Object.entries(record)) formData.append(key, String(value));
  return formData;
}

describe("parseForm", () => {
  it("accepts FormData as a browser posts it", () => {
    const result = parseForm(adoptionSchema("de"), toFormData(validAdoption()));
    expect(result).toEqual({ ok: true, value: { ...validAdoption(), privacyAccepted: true } });
  });

  it("accepts a plain object", () => {
    const result = parseForm(sponsorshipSchema("es"), { ...validSponsorship(), amount: 20, publishName: true });
    expect(result.ok && result.value.amount).toBe(20);
    expect(result.ok && result.value.publishName).toBe(true);
  });

  it("an unchecked checkbox and a missing honeypot are simply absent from FormData", () => {
    const { privacyAccepted: _privacy, website: _website, ...rest } = validAdoption();
    const result = parseForm(adoptionSchema("de"), toFormData(rest));
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        privacyAccepted: ["Du musst die Datenschutzerklärung akzeptieren"],
        website: ["Dieses Feld sollte leer bleiben"],
      },
    });
  });

  it("the last of repeated FormData values wins (hidden fallback before the checkbox)", () => {
    const formData = toFormData(validSponsorship());
    formData.append("publishName", "false");
    formData.append("publishName", "on");
    const result = parseForm(sponsorshipSchema("de"), formData);
    expect(result.ok && result.value.publishName).toBe(true);
    expect(formDataToObject(formData)["publishName"]).toBe("on");
  });

  it("a File where text is expected fails like a missing value", () => {
    const formData = toFormData(validAdoption());
    formData.set("name", new File(["x"], "x.txt"));
    expect(parseForm(adoptionSchema("de"), formData)).toEqual({
      ok: false,
      fieldErrors: { name: [getMessages("de").validation.nameMin] },
    });
  });

  it("never throws on hostile input", () => {
    const schema = adoptionSchema("es");
    for (const input of [{}, { name: {} }, { name: [] }, { email: 1 }, Object.create(null) as Record<string, unknown>]) {
      expect(parseForm(schema, input).ok).toBe(false);
    }
  });
});

describe("fieldErrors", () => {
  it("groups messages per field, keeps order, drops duplicates and nests paths", () => {
    const schema = z.object({
      a: z.string().min(3, { error: "too short" }).regex(/^\d+$/, { error: "digits only" }),
      b: z.object({ c: z.number({ error: "number" }) }),
      d: z.string({ error: "same" }),
      e: z.string({ error: "same" }),
    });
    const result = schema.safeParse({ a: "x", b: { c: "1" } });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      a: ["too short", "digits only"],
      "b.c": ["number"],
      d: ["same"],
      e: ["same"],
    });
  });

  it("puts root issues under _form and keeps a repeated message once", () => {
    const error = new z.ZodError([
      { code: "custom", message: "whole form", path: [], input: undefined },
      { code: "custom", message: "twice", path: ["a"], input: undefined },
      { code: "custom", message: "twice", path: ["a"], input: undefined },
    ]);
    expect(fieldErrors(error)).toEqual({ [FORM_ERROR_KEY]: ["whole form"], a: ["twice"] });
  });
});
