import { describe, expect, it } from "vitest";
import { z } from "#app/platform/zod.ts";
import { isUuid, formField } from "./intent-fields.ts";
import { parseIntent, postedOf } from "./intents.ts";

const texts = { invalid: "Ungültig.", unknownIntent: "?" };
const ID = "3f1c8a52-0b7e-4d7c-9a43-1f2e3d4c5b6a";

/** A form of one field, posted (or not) and read as the kit reads it. */
function read(schema: z.ZodType, entries: [string, string | File][]) {
  return parseIntent(postedOf([["intent", "x"], ...entries]), { x: z.object({ f: schema }) }, texts);
}
const value = (result: ReturnType<typeof read>) => (result.ok ? (result.input as { f: unknown }).f : { refused: result.failure.errors.f });

describe("the form kit's fields", () => {
  it("a text: as sent, missing is empty, too long or a file refused", () => {
    expect(value(read(formField.text(5), [["f", " a "]]))).toBe(" a ");
    expect(value(read(formField.text(5), []))).toBe("");
    expect(value(read(formField.text(3, "Zu lang."), [["f", "abcd"]]))).toEqual({ refused: "Zu lang." });
    expect(value(read(formField.text(), [["f", new File(["x"], "a.txt")]]))).toEqual({ refused: "Ungültig." });
  });
  it("a trimmed text and a required one", () => {
    expect(value(read(formField.trimmed(3), [["f", "  abc  "]]))).toBe("abc");
    expect(value(read(formField.required("Leer."), [["f", "   "]]))).toEqual({ refused: "Leer." });
    expect(value(read(formField.required("Leer."), []))).toEqual({ refused: "Leer." });
    expect(value(read(formField.required("Leer.", 3, "Lang."), [["f", "abcd"]]))).toEqual({ refused: "Lang." });
    expect(value(read(formField.required("Leer."), [["f", " ja "]]))).toBe("ja");
  });
  it("a tick: true only for its value, false when not sent (an unticked box)", () => {
    expect(value(read(formField.ticked(), [["f", "yes"]]))).toBe(true);
    expect(value(read(formField.ticked(), [["f", "on"]]))).toBe(false);
    expect(value(read(formField.ticked(), []))).toBe(false);
    expect(value(read(formField.ticked("on"), [["f", "on"]]))).toBe(true);
  });
  it("a language: Spanish or the default, sent or not", () => {
    expect(value(read(formField.locale(), [["f", "es"]]))).toBe("es");
    expect(value(read(formField.locale(), [["f", "fr"]]))).toBe("de");
    expect(value(read(formField.locale(), []))).toBe("de");
  });
  it("ids: one required, one optional (empty or not sent: null)", () => {
    expect(isUuid(ID)).toBe(true);
    expect(value(read(formField.id(), [["f", ID]]))).toBe(ID);
    expect(value(read(formField.id(), [["f", "not-an-id"]]))).toEqual({ refused: "Ungültig." });
    expect(value(read(formField.id(), []))).toEqual({ refused: "Ungültig." });
    expect(value(read(formField.optionalId(), [["f", ""]]))).toBeNull();
    expect(value(read(formField.optionalId(), []))).toBeNull();
    expect(value(read(formField.optionalId(), [["f", ID]]))).toBe(ID);
    expect(value(read(formField.optionalId(), [["f", "x"]]))).toEqual({ refused: "Ungültig." });
  });
  it("a whole number, lists of texts and of files, one file", () => {
    expect(value(read(formField.whole(), [["f", "42"]]))).toBe(42);
    expect(value(read(formField.whole(), [["f", "4.2"]]))).toEqual({ refused: "Ungültig." });
    expect(value(read(formField.texts(), [["f", "a"], ["f", "b"]]))).toEqual(["a", "b"]);
    expect(value(read(formField.texts(), []))).toEqual([]);
    const photo = new File([new Uint8Array(3)], "a.jpg");
    expect(value(read(formField.files(), [["f", photo], ["f", new File([], "")]]))).toEqual([photo]);
    const text = read(formField.files(), [["f", "text"]]);
    expect(text.ok ? null : text.failure.errors).toEqual({ "f.0": "Ungültig." });
    expect(value(read(formField.file(), [["f", photo]]))).toBe(photo);
    expect(value(read(formField.file(), []))).toBeUndefined();
  });
});
