import { describe, expect, it } from "vitest";
import { isServedHost, localeForHost } from "./host.ts";

const sites = { de: "https://www.puente-canino.de", es: "https://www.puente-canino.es" };
const local = { de: "http://localhost:3000", es: "http://es.localhost:3000" };

describe("language from the host (docs/product/routes.md#language)", () => {
  it.each([
    ["www.puente-canino.es", sites, "es"],
    ["www.puente-canino.es:443", sites, "es"],
    ["WWW.PUENTE-CANINO.ES", sites, "es"],
    ["anything.es", sites, "es"],
    ["www.puente-canino.de", sites, "de"],
    ["staging.example.org", sites, "de"],
    ["es.localhost:3000", local, "es"],
    ["localhost:3000", local, "de"],
    ["127.0.0.1:3000", local, "de"],
  ] as const)("%s is %s", (host, s, locale) => {
    expect(localeForHost(host, s)).toBe(locale);
  });

  it("serves only the configured hosts", () => {
    expect(isServedHost("www.puente-canino.de", sites)).toBe(true);
    expect(isServedHost("www.puente-canino.es:8443", sites)).toBe(true);
    expect(isServedHost("evil.example", sites)).toBe(false);
    expect(isServedHost("10.0.0.5:3000", sites, ["10.0.0.5"])).toBe(true);
  });
});
