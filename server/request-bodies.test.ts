import { describe, expect, it } from "vitest";
import { BODY_DEADLINES_MS, BODY_LIMITS, bodyKindOf, fosterTokenOf, GUARDED_KINDS, newsTokenOf } from "./request-bodies.ts";
import { isTokenPath } from "./private-answers.ts";

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

  it("takes a foster family's news with its photos on its page in both languages, and nothing below it", () => {
    expect(bodyKindOf("/meine-pflegestelle/AbC-123_x")).toBe("photos");
    expect(bodyKindOf("/mi-casa-de-acogida/AbC-123_x")).toBe("photos");
    expect(bodyKindOf("/mi-casa-de-acogida/AbC-123_x.data")).toBe("photos");
    expect(bodyKindOf("/meine-pflegestelle")).toBe("form");
    expect(bodyKindOf("/meine-pflegestelle/a/b")).toBe("form");
    expect(bodyKindOf("/pflegestelle")).toBe("form");
  });
});

describe("who may send a large body, and for how long (decision 023, issue #34)", () => {
  it("finds the news page's token to look up before reading, and nothing elsewhere", () => {
    expect(newsTokenOf("/anfrage/AbC-123_x/neuigkeiten")).toBe("AbC-123_x");
    expect(newsTokenOf("/solicitud/AbC-123_x/novedades.data")).toBe("AbC-123_x");
    expect(newsTokenOf("/anfrage/AbC-123_x")).toBeNull();
    expect(newsTokenOf("/verwaltung/vorkontrollen/abc")).toBeNull();
    expect(newsTokenOf("/meine-pflegestelle/AbC-123_x")).toBeNull();
  });

  it("finds the foster family's page's token to look up before reading, and nothing elsewhere", () => {
    expect(fosterTokenOf("/meine-pflegestelle/AbC-123_x")).toBe("AbC-123_x");
    expect(fosterTokenOf("/mi-casa-de-acogida/AbC-123_x.data")).toBe("AbC-123_x");
    expect(fosterTokenOf("/mi-casa-de-acogida/AbC-123_x/")).toBe("AbC-123_x");
    expect(fosterTokenOf("/anfrage/AbC-123_x/neuigkeiten")).toBeNull();
    expect(fosterTokenOf("/pflegestelle")).toBeNull();
  });

  it("guards every kind larger than a form, and cuts every body off well before Node's 300 s", () => {
    for (const kind of Object.keys(BODY_LIMITS) as (keyof typeof BODY_LIMITS)[]) {
      expect(GUARDED_KINDS.has(kind)).toBe(BODY_LIMITS[kind] > BODY_LIMITS.form);
      expect(BODY_DEADLINES_MS[kind]).toBeLessThanOrEqual(120_000);
    }
  });

  it("knows the paths under a status token, in both languages", () => {
    for (const path of ["/anfrage/x", "/anfrage/x/neuigkeiten", "/solicitud/x/contrato.pdf", "/solicitud/x/novedades.data"]) expect(isTokenPath(path)).toBe(true);
    for (const path of ["/anfrage", "/anfrage/", "/solicitud", "/adoption", "/verwaltung/anfrage/x"]) expect(isTokenPath(path)).toBe(false);
  });

  it("knows the foster family's page as a token path, in both languages", () => {
    for (const path of ["/meine-pflegestelle/x", "/mi-casa-de-acogida/x"]) expect(isTokenPath(path)).toBe(true);
    for (const path of ["/meine-pflegestelle", "/meine-pflegestelle/", "/pflegestelle", "/casa-de-acogida"]) expect(isTokenPath(path)).toBe(false);
  });
});
