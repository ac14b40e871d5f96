import jsQR from "jsqr";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { epcPayload } from "../rules/epc-qr.ts";
import { epcQrSvg } from "./epc-qr.server.ts";

const SCALE = 4;
const QUIET_ZONE = 4;

/** A module matrix painted black on white into an RGBA buffer, 4 px per module, with a quiet zone of 4 modules. */
function paint(size: number, dark: (x: number, y: number) => boolean) {
  const width = (size + 2 * QUIET_ZONE) * SCALE;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!dark(x, y)) continue;
      for (let dy = 0; dy < SCALE; dy++) {
        for (let dx = 0; dx < SCALE; dx++) {
          const offset = (((y + QUIET_ZONE) * SCALE + dy) * width + (x + QUIET_ZONE) * SCALE + dx) * 4;
          data.fill(0, offset, offset + 3);
        }
      }
    }
  }
  return { data, width };
}

/** What a scanner reads from the QR code of a payload, made as epcQrSvg makes it. */
function decode(payload: string): string | undefined {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: "M" });
  const { data, width } = paint(modules.size, (x, y) => Boolean(modules.get(y, x)));
  return jsQR(data, width, width)?.data;
}

/**
 * The dark modules the SVG draws, read from its path (`M x y` moves, `m dx dy` moves by, `h n`
 * draws n modules on the row), so the test knows the served picture is that code.
 */
function svgModules(svg: string): Set<string> {
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? "";
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, args] of path.matchAll(/([Mmh])([^Mmh]+)/g)) {
    const numbers = (args ?? "").trim().split(/[\s,]+/).map(Number);
    if (command === "M") [x, y] = [numbers[0] ?? 0, numbers[1] ?? 0];
    else if (command === "m") [x, y] = [x + (numbers[0] ?? 0), y + (numbers[1] ?? 0)];
    else {
      for (let n = 0; n < (numbers[0] ?? 0); n++) dark.add(`${x + n - QUIET_ZONE},${Math.floor(y) - QUIET_ZONE}`);
      x += numbers[0] ?? 0;
    }
  }
  return dark;
}

const donation = epcPayload({ name: "Puente Canino e.V.", iban: "DE89370400440532013000" });
const fee = epcPayload({ name: "Tierschutzverein Süd-Ost e.V.", iban: "DE89370400440532013000", bic: "COBADEFFXXX", amountCents: 6000, reference: "RF18539007547034" });

describe("epcQrSvg", () => {
  it.each([
    ["a donation (no amount)", donation],
    ["a fee (amount and reference)", fee],
  ])("renders %s as an SVG a scanner reads back to the payload", async (_, payload) => {
    const svg = await epcQrSvg(payload, "GiroCode: Überweisung an Puente Canino e.V.");
    expect(svg.startsWith('<svg role="img" aria-label="GiroCode: Überweisung an Puente Canino e.V." xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(decode(payload)).toBe(payload);

    const { modules } = QRCode.create(payload, { errorCorrectionLevel: "M" });
    const expected = new Set<string>();
    for (let y = 0; y < modules.size; y++) for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) expected.add(`${x},${y}`);
    expect(svgModules(svg)).toEqual(expected);
    expect(svg).toContain(`viewBox="0 0 ${modules.size + 2 * QUIET_ZONE} ${modules.size + 2 * QUIET_ZONE}"`);
  });

  it("escapes the label", async () => {
    const svg = await epcQrSvg(donation, `Spende an "Hunde & Katzen" <e.V.>`);
    expect(svg).toContain('aria-label="Spende an &quot;Hunde &amp; Katzen&quot; &lt;e.V.&gt;"');
  });
});
