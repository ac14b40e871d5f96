import { describe, expect, it } from "vitest";
import { MAIL_KIND_NAMES, MAIL_KINDS } from "#app/platform/mail/kinds.ts";
import { adminMessages } from "./index.ts";

describe("the e-mails of a request, in words", () => {
  it("every kind a request's page can list has a name in both languages (never a code)", () => {
    // A request's e-mails are the forms' and the journey's; the daily summary belongs to an account, never to a request.
    // A member's e-mails belong to the membership (the treasurer's pages), never to a request.
    // Of the foster homes' e-mails, those about a meeting name the request; the page link and the news notice belong to the foster home.
    const kinds = MAIL_KIND_NAMES.filter(
      (kind) => MAIL_KINDS[kind].source !== "dog-alerts" && MAIL_KINDS[kind].source !== "membership" && kind !== "daily_summary" && kind !== "foster_welcome" && kind !== "foster_news_notice",
    );
    // The forms' two, the journey's 19 (the retest reminder among them), ready to travel's four (flights, the veterinary authority) and the meetings' four.
    expect(kinds).toHaveLength(2 + 19 + 4 + 4);
    for (const locale of ["de", "es"] as const) {
      const named = { ...adminMessages[locale].submission.mailKinds, ...adminMessages[locale].fosterMeeting.mailKinds } as Record<string, string>;
      expect(kinds.filter((kind) => !named[kind]?.trim())).toEqual([]);
    }
  });
});
