import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { organisationDefaults as organisation } from "#app/features/organisation/rules/defaults.ts";
import { telLink } from "#app/features/organisation/rules/links.ts";
import { locales, type Locale } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { ImprintContent } from "./imprint.tsx";
import { duration, privacyFacts } from "./policy.ts";
import { PrivacyContent } from "./privacy.tsx";

const today = new Date("2026-11-21T12:00:00Z");
const facts = privacyFacts({ SUBMISSION_RETENTION_DAYS: 180, FORM_RATE_LIMIT_WINDOW_SECONDS: 600 });

function render(node: React.ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
}

const pages = (locale: Locale) => ({
  imprint: render(<ImprintContent locale={locale} organisation={organisation} />),
  privacy: render(<PrivacyContent locale={locale} today={today} facts={facts} organisation={organisation} />),
});

/** React escapes text, so compare against the escaped form. */
function escaped(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

describe.each(locales)("legal texts (%s)", (locale) => {
  const org = organisation[locale];
  const html = pages(locale);

  it.each(["imprint", "privacy"] as const)("%s starts at <h2> and never skips a heading level", (page) => {
    const levels = [...html[page].matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
    expect(levels[0]).toBe(2);
    expect(levels).not.toContain(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]!).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });

  it.each(["imprint", "privacy"] as const)("%s has unique ids and working in-page anchors", (page) => {
    const ids = [...html[page].matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, target] of html[page].matchAll(/href="#([^"]+)"/g)) expect(ids).toContain(target);
  });

  it("imprint names the association, its address, contacts, register and board from the organisation module", () => {
    for (const value of [org.legalName, org.street, org.postalCode, org.city, org.email, org.phone]) {
      expect(html.imprint).toContain(escaped(value));
    }
    expect(html.imprint).toContain(`href="mailto:${org.email}"`);
    expect(html.imprint).toContain(`href="${telLink(org.phone)}"`);
    const register = org.register ? [org.register.court, org.register.number] : [];
    for (const value of [...register, ...org.board.map((member) => member.name)]) {
      expect(html.imprint).toContain(escaped(value));
    }
    expect(html.imprint).toContain(`href="${pathFor("privacy", locale)}"`);
  });

  it("privacy names the controller, has the #cookies section and the date stamp", () => {
    expect(html.privacy).toContain(escaped(org.legalName));
    expect(html.privacy).toContain(`href="mailto:${org.email}"`);
    expect(html.privacy).toContain('id="cookies"');
    const stamp = locale === "de" ? "Stand: " : "Fecha de actualización: ";
    const date = new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "es-ES", { dateStyle: "long" }).format(today);
    expect(html.privacy).toContain(`${stamp}<time dateTime="2026-11-21">${date}</time>`);
  });

  it("privacy names the supervisory authority of the country", () => {
    expect(html.privacy).toContain(locale === "de" ? "Unabhängiges Landeszentrum für Datenschutz Schleswig-Holstein" : "Agencia Española de Protección de Datos");
  });

  it("the texts do not link to the other association's site with an absolute URL", () => {
    const links = [...`${html.imprint}${html.privacy}`.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((match) => match[1]);
    expect(links.every((link) => link === "https://www.datenschutzzentrum.de/" || link === "https://www.aepd.es/")).toBe(true);
  });
});

describe("privacy figures", () => {
  it.each(locales)("come from the configuration, not from the text (%s)", (locale) => {
    const text = (env: { SUBMISSION_RETENTION_DAYS: number; FORM_RATE_LIMIT_WINDOW_SECONDS: number }) =>
      render(<PrivacyContent locale={locale} today={today} facts={privacyFacts(env)} organisation={organisation} />).replace(/<[^>]+>/g, "");
    const configured = text({ SUBMISSION_RETENTION_DAYS: 97, FORM_RATE_LIMIT_WINDOW_SECONDS: 5400 });
    expect(configured).toContain(locale === "de" ? "97 Tage" : "97 días");
    expect(configured).toContain(locale === "de" ? "höchstens 90 Minuten" : "máximo de 90 minutos");
    expect(configured).not.toContain("180");
    const defaults = text({ SUBMISSION_RETENTION_DAYS: 180, FORM_RATE_LIMIT_WINDOW_SECONDS: 600 });
    expect(defaults).toContain(locale === "de" ? "höchstens 10 Minuten" : "máximo de 10 minutos");
  });

  it("names a window in its largest whole unit", () => {
    expect(duration(86_400, "de")).toBe("24 Stunden");
    expect(duration(3600, "es")).toBe("1 hora");
    expect(duration(90, "de")).toBe("90 Sekunden");
  });
});

describe("German imprint", () => {
  it("names the person responsible for content under § 18 Abs. 2 MStV", () => {
    expect(pages("de").imprint).toContain(escaped(organisation.de.responsibleForContent));
  });
});

describe("date stamp formats", () => {
  it("reads 'Stand: 21. November 2026' and 'Fecha de actualización: 21 de noviembre de 2026'", () => {
    expect(pages("de").privacy.replace(/<[^>]+>/g, "")).toContain("Stand: 21. November 2026");
    expect(pages("es").privacy.replace(/<[^>]+>/g, "")).toContain("Fecha de actualización: 21 de noviembre de 2026");
  });
});
