import { describe, expect, it } from "vitest";
import { loggedPath } from "./path.ts";

const token = "i2ZdFlrTiB8NJfOe5-MGr60-LdKuQ9x8mzE2WZG0Lks";

describe("the logged path", () => {
  it("keeps no query and no fragment", () => {
    expect(loggedPath("/verwaltung/anmelden/link?token=abc&lang=es")).toBe("/verwaltung/anmelden/link");
    expect(loggedPath("/hunde#x")).toBe("/hunde");
  });

  it("hides every link token of the path", () => {
    expect(loggedPath(`/anfrage/${token}`)).toBe("/anfrage/:token");
    expect(loggedPath(`/solicitud/${token}?x=1`)).toBe("/solicitud/:token");
    expect(loggedPath(`/hunde-benachrichtigung/bestaetigen/${token}`)).toBe("/hunde-benachrichtigung/bestaetigen/:token");
    expect(loggedPath(`/avisos-de-perros/baja/${token}.data`)).toBe("/avisos-de-perros/baja/:token.data");
  });

  it("keeps ordinary segments, shorter and longer ones too", () => {
    expect(loggedPath("/hunde/bruno-30125")).toBe("/hunde/bruno-30125");
    expect(loggedPath(`/anfrage/${token.slice(1)}`)).toBe(`/anfrage/${token.slice(1)}`);
    expect(loggedPath(`/anfrage/${token}x`)).toBe(`/anfrage/${token}x`);
    expect(loggedPath(`/anfrage/${token}.dat`)).toBe(`/anfrage/${token}.dat`);
    expect(loggedPath("/")).toBe("/");
  });
});
