import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { hasLoneSurrogate, normaliseFields, normaliseText, wellFormed } from "./text.ts";
import { contactSchema } from "./contact.ts";
import { parseForm } from "./parse.ts";

describe("normaliseText", () => {
  it("drops NUL and the other C0 controls and DEL, keeps tab and line feed", () => {
    expect(normaliseText("a\u0000b\u0007c\u001bd\u007fe")).toBe("abcde");
    expect(normaliseText("a\tb\nc")).toBe("a\tb\nc");
  });

  it("turns CRLF and CR into LF", () => {
    expect(normaliseText("a\r\nb\rc")).toBe("a\nb\nc");
  });

  it("composes to NFC (the same name typed on two systems is the same text)", () => {
    expect(normaliseText("Mu\u0308ller")).toBe("Müller");
    expect(normaliseText("Pen\u0303a")).toBe("Peña");
  });

  it("keeps emoji and other astral characters", () => {
    expect(normaliseText("Luna 🐕 名")).toBe("Luna 🐕 名");
  });

  it("is idempotent and never leaves a control character but tab and line feed", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (value) => {
        const once = normaliseText(value);
        expect(normaliseText(once)).toBe(once);
        // eslint-disable-next-line no-control-regex
        expect(/[\u0000-\u0008\u000B-\u001F\u007F]/.test(once)).toBe(false);
      }),
    );
  });
});

describe("lone surrogates", () => {
  it("are found, paired ones are not", () => {
    expect(hasLoneSurrogate("a\ud800b")).toBe(true);
    expect(hasLoneSurrogate("a\udc00")).toBe(true);
    expect(hasLoneSurrogate("\udc00\ud800")).toBe(true);
    expect(hasLoneSurrogate("🐕")).toBe(false);
    expect(hasLoneSurrogate("plain")).toBe(false);
  });

  it("wellFormed replaces exactly what toWellFormed replaces", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (value) => {
        expect(wellFormed(value)).toBe(value.toWellFormed());
      }),
    );
  });
});

describe("normaliseFields", () => {
  it("normalises every string, nested ones and keys too", () => {
    expect(normaliseFields({ name: "A\u0000na", data: { message: "x\r\ny", list: ["\u0007z"] }, n: 3 })).toEqual({
      fields: { name: "Ana", data: { message: "x\ny", list: ["z"] }, n: 3 },
      malformed: [],
    });
  });

  it("names the fields that hold a lone surrogate and makes them storable", () => {
    const { fields, malformed } = normaliseFields({ name: "Ana", message: "Hallo \ud800", data: { note: "\udfff" } });
    expect(malformed).toEqual(["message", "data"]);
    expect(fields.message).toBe("Hallo \uFFFD");
    expect(JSON.stringify(fields)).not.toMatch(/\\ud[89a-f]/i);
  });
});

describe("the shared schemas see normalised text", () => {
  it("a NUL byte in a message is dropped, not a reason to fail", () => {
    const result = parseForm(contactSchema("de"), {
      name: "Anna\u0000 Muster", email: "anna@example.org", message: "Eine Frage\u0000 zur Adoption von Luna",
      privacyAccepted: "on", website: "",
    });
    expect(result).toMatchObject({ ok: true, value: { name: "Anna Muster", message: "Eine Frage zur Adoption von Luna" } });
  });

  it("length limits count the composed form", () => {
    // 60 decomposed umlauts are 120 code units, 60 characters after NFC: within a 2–100 name.
    const name = "u\u0308".repeat(60);
    const result = parseForm(contactSchema("de"), {
      name, email: "anna@example.org", message: "Eine Frage zur Adoption von Luna", privacyAccepted: "on", website: "",
    });
    expect(result.ok).toBe(true);
  });
});
