import { describe, expect, it } from "vitest";
import { ROUTE_KINDS } from "#app/platform/metrics/metrics.server.ts";
import { routeKindOf } from "./metrics.ts";

describe("the route kind of a request", () => {
  const publicFiles = new Set(["/favicon.svg", "/site.webmanifest", "/brand/logo.svg"]);
  it.each([
    ["/", "document"],
    ["/hunde", "document"],
    ["/perros/luna?x=1", "document"],
    ["/robots.txt", "document"],
    ["/gibt-es-nicht/%00", "document"],
    ["/hunde.data", "data"],
    ["/_root.data", "data"],
    ["/api/send-form-email", "api"],
    ["/assets/entry-abc123.js", "asset"],
    ["/favicon.svg", "asset"],
    ["/brand/logo.svg", "asset"],
    ["/img/dog/1/2/v/320.avif", "image"],
    ["/vermittlungstiere/1/images/2/500", "image"],
    ["/storage/blog-images/a.jpg", "storage"],
    ["/verwaltung", "admin"],
    ["/verwaltung/eingang.data", "admin"],
    ["/verwaltung.data", "admin"],
    ["/healthz", "health"],
    ["/metrics", "metrics"],
  ] as const)("%s is %s", (path, kind) => {
    expect(routeKindOf(path, publicFiles)).toBe(kind);
  });

  it("is one of a few fixed values whatever the path", () => {
    for (const path of ["/verwaltungx", "/metrics/", "/METRICS", "/api", "/img", "//metrics", "/a".repeat(500)]) {
      expect(ROUTE_KINDS).toContain(routeKindOf(path, publicFiles));
    }
    expect(routeKindOf("/verwaltungx", publicFiles)).toBe("document");
  });
});
