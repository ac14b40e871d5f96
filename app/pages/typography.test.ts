import { describe, expect, it } from "vitest";
import { de as messagesDe } from "#app/platform/i18n/messages/de.ts";
import { es as messagesEs } from "#app/platform/i18n/messages/es.ts";
import { copyModules, strings } from "../../tests/support/copy-modules.ts";

const copies = { ...copyModules, messages: { de: messagesDe, es: messagesEs } };

describe.each(Object.entries(copies))("%s copy", (_name, copy) => {
  it.each(["de", "es"] as const)("never breaks a line between an amount and its unit (%s)", (locale) => {
    // "5 €" on a narrow phone must not end a line with "5" and start the next with "€".
    for (const text of strings(copy[locale])) {
      expect(text, text).not.toMatch(/\d (€|%|Euro\b|euros?\b)/);
    }
  });
});
