import { describe, expect, it } from "vitest";
import { plural } from "./plural.ts";

const requests = { one: "{count} Anfrage", other: "{count} Anfragen" };
const solicitudes = { one: "{count} solicitud de {who}", other: "{count} solicitudes de {who}" };

describe("plural", () => {
  it("takes the singular for one and the plural for every other count, in German", () => {
    expect(plural("de", requests, 1)).toBe("1 Anfrage");
    expect(plural("de", requests, 0)).toBe("0 Anfragen");
    expect(plural("de", requests, 2)).toBe("2 Anfragen");
    expect(plural("de", requests, 1000)).toBe("1000 Anfragen");
  });

  it("does the same in Spanish, with further placeholders filled", () => {
    expect(plural("es", solicitudes, 1, { who: "Ana" })).toBe("1 solicitud de Ana");
    expect(plural("es", solicitudes, 0, { who: "Ana" })).toBe("0 solicitudes de Ana");
    expect(plural("es", solicitudes, 21, { who: "Ana" })).toBe("21 solicitudes de Ana");
  });
});
