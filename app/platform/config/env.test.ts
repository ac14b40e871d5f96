import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, trustProxySetting } from "./env.server.ts";

describe("configuration from the environment", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL_DE).toBe("http://localhost:3000");
    expect(env.SITE_URL_ES).toBe("http://es.localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
    expect(env.TRUST_PROXY).toBe("false");
  });

  it("points the default site addresses at PORT, so a newcomer on another port gets links to it", () => {
    const env = parseEnv({ PORT: "3999" });
    expect(env.SITE_URL_DE).toBe("http://localhost:3999");
    expect(env.SITE_URL_ES).toBe("http://es.localhost:3999");
    const configured = parseEnv({ PORT: "3999", SITE_URL_DE: "https://a.example.de", SITE_URL_ES: "https://a.example.es" });
    expect([configured.SITE_URL_DE, configured.SITE_URL_ES]).toEqual(["https://a.example.de", "https://a.example.es"]);
  });

  it("normalises site URLs and parses lists", () => {
    const env = parseEnv({ SITE_URL_DE: "https://a.example.de/", ALLOWED_HOSTS: "10.0.0.1, Health.local" });
    expect(env.SITE_URL_DE).toBe("https://a.example.de");
    expect(env.ALLOWED_HOSTS).toEqual(["10.0.0.1", "health.local"]);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ SITE_URL_ES: "not a url" }, "SITE_URL_ES"],
    [{ SITE_URL_DE: "ftp://x.example" }, "SITE_URL_DE"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ SEED_DEMO_CONTENT: "maybe" }, "SEED_DEMO_CONTENT"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY"],
  ])("stops with a message naming the bad variable: %o", (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}=`));
  });

  it("takes a METRICS_TOKEN of at least 32 printable characters, and never prints a refused secret", () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    const token = "a".repeat(31) + "Z";
    expect(parseEnv({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
    for (const [name, value] of [["METRICS_TOKEN", "short-secret-7f3a"], ["METRICS_TOKEN", `${"b".repeat(32)} with space`], ["FORM_SECRET", "tiny-7f3a"]] as const) {
      let message = "";
      try {
        parseEnv({ [name]: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain(`${name}=(hidden)`);
      expect(message).not.toContain(value);
    }
  });

  it("reads TRUST_PROXY as Express expects it", () => {
    expect(trustProxySetting("false")).toBe(false);
    expect(trustProxySetting("2")).toBe(2);
    expect(trustProxySetting("loopback, 10.0.0.0/8")).toBe("loopback, 10.0.0.0/8");
  });
});
