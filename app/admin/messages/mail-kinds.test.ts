import { describe, expect, it } from "vitest";
import { JOURNEY_MAIL_KINDS } from "#app/features/journey/mail/rules/mail.ts";
import { adminMessages } from "./index.ts";

describe("the e-mails of a request, in words", () => {
  it("every kind a request's page can list has a name in both languages (never a code)", () => {
    // The daily summary belongs to an account, never to a request.
    const kinds = ["notification", "confirmation", ...JOURNEY_MAIL_KINDS.filter((k) => k !== "daily_summary")];
    for (const locale of ["de", "es"] as const) {
      const named = adminMessages[locale].submission.mailKinds as Record<string, string>;
      expect(kinds.filter((kind) => !named[kind]?.trim())).toEqual([]);
    }
  });
});
