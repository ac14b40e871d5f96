import { describe, expect, it } from "vitest";
import { buildAlertMail } from "./mail.ts";

const sites = { de: "https://puente-canino.example", es: "https://puente-canino.example.es" };
const settings = {
  from: "Puente Canino <no-reply@puente-canino.example>",
  sites,
  associationEmail: "info@puente-canino.example",
  confirmToken: "c".repeat(43),
  unsubscribeToken: "u".repeat(43),
};
const dogs = [
  { id: "1", name: "Luna", slug: "luna-1", headline: { de: "Lieb\nund ruhig", es: "Cariñosa" } },
  { id: "2", name: "Max", slug: "max-2", headline: { de: null, es: null } },
];

describe("alert e-mails (docs/product/dog-alerts.md#e-mails)", () => {
  it("the confirmation is a fixed text with the confirmation link, and no unsubscribe header", () => {
    const mail = buildAlertMail({ id: "m1", kind: "confirmation", dogs: [] }, { email: "ana@example.org", locale: "de" }, settings);
    expect(mail.to).toBe("ana@example.org");
    expect(mail.replyTo).toBe("info@puente-canino.example");
    expect(mail.messageId).toBe("<dog-alert.m1.confirmation@puente-canino.example>");
    expect(mail.text).toContain(`${sites.de}/hunde-benachrichtigung/bestaetigen/${"c".repeat(43)}`);
    expect(mail.text).not.toContain("u".repeat(43));
    expect(mail.headers).toBeUndefined();
    const es = buildAlertMail({ id: "m1", kind: "confirmation", dogs: [] }, { email: "ana@example.org", locale: "es" }, settings);
    expect(es.text).toContain(`${sites.es}/avisos-de-perros/confirmar/${"c".repeat(43)}`);
    expect(es.subject).not.toBe(mail.subject);
  });

  it("an alert lists the dogs with their pages and carries one-click unsubscribe (RFC 8058)", () => {
    const mail = buildAlertMail({ id: "m2", kind: "alert", dogs }, { email: "ana@example.org", locale: "es" }, settings);
    expect(mail.subject).toBe("Nuevo en Puente Canino: Luna, Max");
    expect(mail.text).toContain(`${sites.es}/perros/luna-1`);
    expect(mail.text).toContain("• Luna – Cariñosa");
    expect(mail.text).toContain(`${sites.es}/perros/max-2`);
    const leave = `${sites.es}/avisos-de-perros/baja/${"u".repeat(43)}`;
    expect(mail.text).toContain(leave);
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${leave}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail.messageId).toBe("<dog-alert.m2.alert@puente-canino.example>");
  });

  it("a digest counts its dogs in the subject; headlines stay on one line", () => {
    const mail = buildAlertMail({ id: "m3", kind: "digest", dogs }, { email: "ana@example.org", locale: "de" }, settings);
    expect(mail.subject).toBe("2 neue Hunde bei Puente Canino");
    expect(mail.text).toContain("• Luna – Lieb und ruhig");
    expect(mail.text).toContain(`${sites.de}/hunde/max-2`);
    const one = buildAlertMail({ id: "m4", kind: "digest", dogs: dogs.slice(0, 1) }, { email: "a@b.example", locale: "de" }, settings);
    expect(one.subject).toBe("Ein neuer Hund bei Puente Canino");
  });

  it("a long list of names is cut in the subject", () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ id: String(i), name: `Hund Nummer ${i}`, slug: `hund-${i}`, headline: { de: null, es: null } }));
    const mail = buildAlertMail({ id: "m5", kind: "alert", dogs: many }, { email: "a@b.example", locale: "de" }, settings);
    expect(mail.subject.length).toBeLessThanOrEqual(150);
    expect(mail.subject.endsWith("…")).toBe(true);
  });
});
