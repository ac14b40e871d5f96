import { describe, expect, it } from "vitest";
import { mobileWhatsappNumber, telLink, whatsappDisplay, whatsappLink } from "./links.ts";

const digits = (text: string) => text.replace(/\D/g, "");

describe("contact links", () => {
  it("dial the digits they show", () => {
    expect(telLink("+49 4524 000 000")).toBe("tel:+494524000000");
    expect(whatsappLink("4915100000000")).toBe("https://wa.me/4915100000000");
    expect(whatsappLink("34600000000", "Hola, ¿y Luna?")).toBe("https://wa.me/34600000000?text=Hola%2C%20%C2%BFy%20Luna%3F");
  });

  it("show a WhatsApp number with its country code apart, the same digits as the link", () => {
    expect(whatsappDisplay("4915100000000")).toBe("+49 15100000000");
    expect(whatsappDisplay("34600000000")).toBe("+34 600000000");
    expect(whatsappDisplay("4312345678")).toBe("+4312345678");
    for (const number of ["4915100000000", "34600000000", "4312345678", "49"]) {
      expect(digits(whatsappDisplay(number))).toBe(digits(whatsappLink(number)));
    }
  });

  it("find the WhatsApp number of a German or Spanish mobile number, written any usual way", () => {
    const cases: [string, "de" | "es", string | null][] = [
      ["+49 171 1234567", "de", "491711234567"],
      ["0171 1234567", "de", "491711234567"],
      ["0049 (0)1523-1234567".replace("(0)", ""), "de", "4915231234567"],
      ["0171/1234567", "es", null],
      ["+34 612 345 678", "es", "34612345678"],
      ["612 345 678", "es", "34612345678"],
      ["0034 712345678", "de", "34712345678"],
      ["+49 4524 000000", "de", null],
      ["04524 000000", "de", null],
      ["+34 964 000 000", "es", null],
      ["964000000", "es", null],
      ["", "de", null],
      ["+43 664 1234567", "de", null],
    ];
    for (const [phone, country, expected] of cases) expect([phone, country, mobileWhatsappNumber(phone, country)]).toEqual([phone, country, expected]);
  });
});
