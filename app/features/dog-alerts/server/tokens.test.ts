import { describe, expect, it } from "vitest";
import { alertToken, hashAlertToken, lookupHash } from "./tokens.ts";

describe("alert tokens (docs/product/dog-alerts.md#links)", () => {
  const id = "7d7c1f1e-0000-4000-8000-000000000001";
  it("are the same for the same subscription, secret and purpose, and differ otherwise", () => {
    const confirm = alertToken("secret-one", "confirm", id);
    expect(confirm).toMatch(/^[\w-]{43}$/);
    expect(alertToken("secret-one", "confirm", id)).toBe(confirm);
    expect(alertToken("secret-one", "unsubscribe", id)).not.toBe(confirm);
    expect(alertToken("secret-two", "confirm", id)).not.toBe(confirm);
    expect(alertToken("secret-one", "confirm", id.replace(/1$/, "2"))).not.toBe(confirm);
  });
  it("are stored as their SHA-256 only", () => {
    const token = alertToken("secret-one", "unsubscribe", id);
    const hash = hashAlertToken(token);
    expect(hash).not.toContain(token);
    expect(hash).toMatch(/^[\w-]{43}$/);
    expect(lookupHash(token)).toBe(hash);
  });
  it("a link that cannot hold one of ours is looked up nowhere", () => {
    for (const bad of [undefined, null, 42, "", "short", `${"a".repeat(43)}!`, "a".repeat(44), "../../etc/passwd"]) expect(lookupHash(bad)).toBeNull();
  });
});
