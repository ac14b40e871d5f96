import { describe, expect, it } from "vitest";
import { BODY_LIMITS, bodyKindOf } from "./request-bodies.ts";

describe("the body limit of each kind of route (decision 023)", () => {
  it("knows every kind by its path, a .data request as its page's", () => {
    expect(bodyKindOf("/verwaltung/anmelden")).toBe("signIn");
    expect(bodyKindOf("/verwaltung/konto/passkey")).toBe("signIn");
    expect(bodyKindOf("/verwaltung/inhalte/vorschau")).toBe("preview");
    expect(bodyKindOf("/verwaltung/inhalte/beitraege/abc")).toBe("upload");
    expect(bodyKindOf("/verwaltung/inhalte/beitraege/abc/vorschau")).toBe("form");
    expect(bodyKindOf("/verwaltung/vorkontrollen/abc")).toBe("photos");
    expect(bodyKindOf("/verwaltung/vorkontrollen/abc.data")).toBe("photos");
    expect(bodyKindOf("/kontakt")).toBe("form");
    expect(bodyKindOf("/anfrage/abc")).toBe("form");
  });

  it("takes a family's news with its photos in both languages, and nothing else under the status page", () => {
    expect(bodyKindOf("/anfrage/AbC-123_x/neuigkeiten")).toBe("photos");
    expect(bodyKindOf("/solicitud/AbC-123_x/novedades")).toBe("photos");
    expect(bodyKindOf("/solicitud/AbC-123_x/novedades.data")).toBe("photos");
    expect(bodyKindOf("/anfrage/a/b/neuigkeiten")).toBe("form");
    expect(bodyKindOf("/anfrage/abc/neuigkeiten/x")).toBe("form");
    expect(BODY_LIMITS.photos).toBe(40 * 1024 * 1024);
  });
});
