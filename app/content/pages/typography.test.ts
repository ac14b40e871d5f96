import { describe, expect, it } from "vitest";
import { aboutCopy } from "./about.ts";
import { adoptionCopy } from "./adoption.ts";
import { contactCopy } from "./contact.ts";
import { donationsCopy } from "./donations.ts";
import { faqCopy } from "./faq.ts";
import { fincaChaosCopy } from "./finca-chaos.ts";
import { fosterCopy } from "./foster-home.ts";
import { homeCopy } from "./home.ts";
import { hospiceCopy } from "./hospice.ts";
import { membershipCopy } from "./membership.ts";
import { residenciaMonikaCopy } from "./residencia-monika.ts";
import { de as messagesDe } from "#app/i18n/messages/de.ts";
import { es as messagesEs } from "#app/i18n/messages/es.ts";

const copies = {
  about: aboutCopy,
  adoption: adoptionCopy,
  contact: contactCopy,
  donations: donationsCopy,
  faq: faqCopy,
  fincaChaos: fincaChaosCopy,
  foster: fosterCopy,
  home: homeCopy,
  hospice: hospiceCopy,
  membership: membershipCopy,
  residenciaMonika: residenciaMonikaCopy,
  messages: { de: messagesDe, es: messagesEs },
};

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe.each(Object.entries(copies))("%s copy", (_name, copy) => {
  it.each(["de", "es"] as const)("never breaks a line between an amount and its unit (%s)", (locale) => {
    // "5 €" on a narrow phone must not end a line with "5" and start the next with "€".
    for (const text of strings(copy[locale])) {
      expect(text, text).not.toMatch(/\d (€|%|Euro\b|euros?\b)/);
    }
  });
});
