import { describe, expect, it } from "vitest";
import { z } from "#app/platform/zod.ts";
import {
  FORM_ERROR_KEY,
  intentFailure,
  intentOf,
  isIntentFailure,
  issueMessages,
  keptValues,
  parseIntent,
  postedOf,
  refusalOf,
  firstMessage,
  schemaInput,
  shapeOf,
  takesList,
} from "./intents.ts";

const texts = { invalid: "Ungültig.", unknownIntent: "Unbekanntes Formular." };

function file(bytes: number, name = "a.jpg"): File {
  return new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });
}

describe("postedOf", () => {
  it("keeps every value of a name in order", () => {
    expect(postedOf([["id", "a"], ["id", "b"], ["x", "1"]])).toEqual({ id: ["a", "b"], x: ["1"] });
  });
  it("normalises names and texts as every form does: NFC, no control characters, CRLF as LF, no lone surrogate", () => {
    const posted = postedOf([["no\u0000te", "Rückruf\u0000 am\r\nMontag e\u0301 \ud800"]]);
    expect(posted).toEqual({ note: ["Rückruf am\nMontag é \uFFFD"] });
  });
  it("takes a field named like an object's own properties as any other", () => {
    const posted = postedOf([["__proto__", "a"], ["constructor", "b"], ["toString", "c"]]);
    expect(Object.entries(posted)).toEqual([["__proto__", ["a"]], ["constructor", ["b"]], ["toString", ["c"]]]);
    expect(Object.entries(keptValues(posted))).toEqual([["__proto__", "a"], ["constructor", "b"], ["toString", "c"]]);
    expect(intentOf(postedOf([["constructor", "x"]]))).toBeNull();
    const input = schemaInput(z.object({ constructor: z.string() }), posted);
    expect(Object.entries(input)).toEqual([["__proto__", "a"], ["constructor", "b"], ["toString", "c"]]);
    expect(parseIntent(posted, { a: z.object({ constructor: z.string() }) }, texts, "a")).toMatchObject({ ok: true, input: { constructor: "b" } });
  });
  it("leaves out a file input sent without a file, and keeps a file with bytes", () => {
    const photo = file(3);
    const posted = postedOf([["photos", new File([], "")], ["photos", photo]]);
    expect(posted.photos).toEqual([photo]);
    expect(postedOf([["photos", new File([], "")]])).toEqual({});
  });
  it("keeps an empty file that has a name (the schema decides about it)", () => {
    expect(postedOf([["photos", new File([], "leer.jpg")]]).photos).toHaveLength(1);
  });
});

describe("keptValues and intentOf", () => {
  it("keeps the first text of each name, never the intent, never a file", () => {
    const posted = postedOf([["intent", "reply"], ["body", "Hallo"], ["body", "zweiter"], ["photos", file(2)], ["event", ""]]);
    expect(keptValues(posted)).toEqual({ body: "Hallo", event: "" });
  });
  it("a file and a text under one name: the text is kept", () => {
    expect(keptValues(postedOf([["x", file(1)], ["x", "t"]]))).toEqual({ x: "t" });
  });
  it("names the first intent sent, or the fallback, or none", () => {
    expect(intentOf(postedOf([["intent", "move"], ["intent", "reply"]]))).toBe("move");
    expect(intentOf(postedOf([["body", "x"]]), "save")).toBe("save");
    expect(intentOf(postedOf([["body", "x"]]))).toBeNull();
    expect(intentOf(postedOf([["intent", file(1)]]))).toBeNull();
  });
});

describe("takesList and shapeOf", () => {
  it.each([
    ["an array", z.array(z.string()), true],
    ["an optional array", z.array(z.string()).optional(), true],
    ["an array with a default", z.array(z.string()).default([]), true],
    ["an array behind a preprocess", z.preprocess((v) => v, z.array(z.string())), true],
    ["an array with a transform", z.array(z.string()).transform((v) => v.length), true],
    ["an array that is caught", z.array(z.string()).catch([]), true],
    ["a text", z.string(), false],
    ["an optional text", z.string().optional(), false],
    ["a file", z.file(), false],
    ["a text with a transform", z.string().transform((v) => v.split(",")), false],
  ])("%s: %s", (_name, schema, list) => {
    expect(takesList(schema)).toBe(list);
  });
  it("finds an object's fields through refinements, transforms and wrappers", () => {
    const object = z.object({ a: z.string() });
    expect(Object.keys(shapeOf(object)!)).toEqual(["a"]);
    expect(Object.keys(shapeOf(object.superRefine(() => {}))!)).toEqual(["a"]);
    expect(Object.keys(shapeOf(object.transform((v) => v.a))!)).toEqual(["a"]);
    expect(Object.keys(shapeOf(object.optional())!)).toEqual(["a"]);
    expect(shapeOf(z.string())).toBeNull();
  });
});

describe("schemaInput", () => {
  const schema = z.object({ ids: z.array(z.string()), name: z.string(), photos: z.array(z.file()).optional(), image: z.file().optional() });
  it("gives a list field every value, any other field its first value", () => {
    const photo = file(4);
    const image = file(5);
    const posted = postedOf([["ids", "1"], ["ids", "2"], ["name", "Ana"], ["name", "Eva"], ["photos", photo], ["image", image], ["extra", "x"]]);
    expect(schemaInput(schema, posted)).toEqual({ ids: ["1", "2"], name: "Ana", photos: [photo], image, extra: "x" });
  });
  it("gives a list field that was not sent an empty list, and leaves other names absent", () => {
    expect(schemaInput(schema, postedOf([]))).toEqual({ ids: [], photos: [] });
  });
  it("reads any schema that is no object by first values", () => {
    expect(schemaInput(z.any(), postedOf([["a", "1"], ["a", "2"]]))).toEqual({ a: "1" });
  });
});

describe("issueMessages", () => {
  it("gives each field path its first message and the whole form's under FORM_ERROR_KEY", () => {
    const schema = z
      .object({ body: z.string().min(1, "Leer.").max(3, "Zu lang."), rows: z.array(z.object({ de: z.string().min(1, "Deutsch fehlt.") })) })
      .refine((v) => v.body !== "no", "Nicht so.");
    const failed = schema.safeParse({ body: "", rows: [{ de: "x" }, { de: "" }] });
    expect(failed.success).toBe(false);
    expect(issueMessages(failed.error!)).toEqual({ body: "Leer.", "rows.1.de": "Deutsch fehlt." });
    const whole = schema.safeParse({ body: "no", rows: [] });
    expect(issueMessages(whole.error!)).toEqual({ [FORM_ERROR_KEY]: "Nicht so." });
  });
  it("keeps the first of several messages of one field", () => {
    const failed = z.object({ a: z.string().min(5, "kurz").regex(/x/, "kein x") }).safeParse({ a: "b" });
    expect(issueMessages(failed.error!)).toEqual({ a: "kurz" });
  });
});

describe("parseIntent", () => {
  const schemas = {
    reply: z.object({ body: z.string().trim().min(1, "Bitte schreiben Sie eine Nachricht."), event: z.enum(["", "decline"]) }),
    note: z.object({ note: z.string().trim().min(1, "Leer.") }),
  };
  it("parses the intent the post names with its schema", () => {
    const result = parseIntent(postedOf([["intent", "reply"], ["body", " Hallo "], ["event", "decline"]]), schemas, texts);
    expect(result).toEqual({ ok: true, intent: "reply", input: { body: "Hallo", event: "decline" } });
  });
  it("refuses with the schema's messages beside their fields and the input kept", () => {
    const result = parseIntent(postedOf([["intent", "reply"], ["body", "  "], ["event", ""]]), schemas, texts);
    expect(result).toEqual({
      ok: false,
      failure: { intent: "reply", ok: false, errors: { body: "Bitte schreiben Sie eine Nachricht." }, values: { body: "  ", event: "" } },
    });
  });
  it("gives a field without a message of its own (a choice not offered, a missing field) the kit's text", () => {
    const result = parseIntent(postedOf([["intent", "reply"], ["body", "Hallo"], ["event", "arrive"]]), schemas, texts);
    expect(result.ok ? null : result.failure.errors).toEqual({ event: "Ungültig." });
    const missing = parseIntent(postedOf([["intent", "reply"], ["body", "Hallo"]]), schemas, texts);
    expect(missing.ok ? null : missing.failure.errors).toEqual({ event: "Ungültig." });
  });
  it("refuses an intent the route does not take, and a post that names none, as a whole", () => {
    for (const entries of [[["intent", "delete"], ["body", "x"]], [["body", "x"]], [["intent", "toString"]], [["intent", "__proto__"]]] as [string, string][][]) {
      const result = parseIntent(postedOf(entries), schemas, texts);
      expect(result).toEqual({ ok: false, failure: { intent: null, ok: false, errors: { [FORM_ERROR_KEY]: "Unbekanntes Formular." }, values: keptValues(postedOf(entries)) } });
    }
  });
  it("takes the fallback intent when the post names none, never instead of the one it names", () => {
    expect(parseIntent(postedOf([["note", "x"]]), schemas, texts, "note")).toMatchObject({ ok: true, intent: "note" });
    expect(parseIntent(postedOf([["intent", "nope"], ["note", "x"]]), schemas, texts, "note")).toMatchObject({ ok: false });
  });
  it("never throws for a hostile value: a file where text is wanted is a field error", () => {
    const result = parseIntent(postedOf([["intent", "note"], ["note", file(2)]]), schemas, texts);
    expect(result.ok ? null : result.failure.errors).toEqual({ note: "Ungültig." });
  });
});

describe("the refusal's shape", () => {
  it("is recognised, and by intent", () => {
    const failure = intentFailure("reply", { body: "Leer." }, { body: "" });
    expect(isIntentFailure(failure)).toBe(true);
    expect(isIntentFailure(failure, "reply")).toBe(true);
    expect(isIntentFailure(failure, "note")).toBe(false);
    expect(isIntentFailure({ intent: "reply", text: "Gespeichert." })).toBe(false);
    expect(isIntentFailure(null)).toBe(false);
    expect(isIntentFailure(undefined)).toBe(false);
    // A part's own refusal with problem codes is not the kit's.
    expect(isIntentFailure({ intent: "precheck", ok: false, errors: { postcode: true }, values: { country: "DE" } })).toBe(false);
  });
  it("refusalOf finds it by intent, firstMessage names the whole form's message first", () => {
    const failure = intentFailure("reply", { body: "Leer.", [FORM_ERROR_KEY]: "Veraltet." }, {});
    expect(refusalOf(failure, "reply")).toBe(failure);
    expect(refusalOf(failure, "note")).toBeNull();
    expect(refusalOf(failure)).toBe(failure);
    expect(refusalOf(intentFailure(null, { [FORM_ERROR_KEY]: "?" }, {}), null)).not.toBeNull();
    expect(firstMessage(failure)).toBe("Veraltet.");
    expect(firstMessage(intentFailure("reply", { body: "Leer." }, {}))).toBe("Leer.");
    expect(firstMessage(intentFailure("reply", {}, {}))).toBeNull();
  });
});
