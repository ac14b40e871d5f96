import { describe, expect, it } from "vitest";
import { adminMessages } from "./messages/index.ts";
import { AUDIT_AREAS, areaOf, auditQuery, detailsInWords, eventInWords, parseAuditFilters, recordLink } from "./audit-view.ts";

/** Every action the code writes to the audit log (grep: `action: "…"`), so none is shown as a code. */
const ACTIONS = [
  "account.invitation_renewed", "account.invited", "account.removed", "account.role_changed", "account.settings_changed",
  "content.created", "content.updated", "content.published", "content.unpublished", "content.restored", "content.deleted", "content.image_uploaded",
  "dog.texts", "passkey.added", "passkey.removed", "passkey.renamed", "privacy.person_erased",
  "session.revoked", "session.revoked_others", "session.signed_in_passkey", "session.signed_in_link", "session.signed_in_invitation", "session.signed_out",
  "settings.update", "settings.travel", "submission.answered", "submission.assigned", "submission.deleted", "submission.delivery_retried", "submission.exported",
  "submission.note_added", "submission.note_edited", "submission.note_removed", "submission.released_from_spam", "submission.replied",
  "submission.reserved", "submission.status_changed", "submission.unreserved", "submission.withdrawn", "template.reset", "template.saved",
  "news.received", "news.consent_withdrawn", "happy_end.created", "happy_end.saved", "happy_end.published", "happy_end.unpublished", "happy_end.removed",
];

describe("the audit log in words", () => {
  it.each(["de", "es"] as const)("names every event in %s and puts it in an area", (locale) => {
    const m = adminMessages[locale];
    for (const action of ACTIONS) {
      expect([action, eventInWords(action, m) === action]).toEqual([action, false]);
      expect([action, areaOf(action)]).not.toEqual([action, null]);
    }
    expect(eventInWords("something.new", m)).toBe("something.new");
  });

  it("opens each record where the back office shows it", () => {
    const id = "11111111-1111-4111-8111-111111111111";
    expect(recordLink({ targetType: "submission", targetId: id })).toBe(`/verwaltung/eingang/${id}`);
    expect(recordLink({ targetType: "blog_post", targetId: id })).toBe(`/verwaltung/inhalte/beitraege/${id}`);
    expect(recordLink({ targetType: "guide", targetId: id })).toBe(`/verwaltung/inhalte/ratgeber/${id}`);
    expect(recordLink({ targetType: "dog", targetId: "30125" })).toBe("/verwaltung/hunde/30125");
    expect(recordLink({ targetType: "organisation", targetId: "es" })).toBe("/verwaltung/einstellungen");
    expect(recordLink({ targetType: "template", targetId: "adoption.pre_check.de" })).toBe("/verwaltung/vorlagen");
    expect(recordLink({ targetType: "person", targetId: null })).toBeNull();
    expect(recordLink({ targetType: "happy_end", targetId: id })).toBe(`/verwaltung/happy-ends/${id}`);
    expect(recordLink({ targetType: "travel_settings", targetId: null })).toBe("/verwaltung/reisen/einstellungen");
  });

  it("says the details in words: stages, roles, names; never an id or a message", () => {
    const m = adminMessages.de;
    const names = new Map([["22222222-2222-4222-8222-222222222222", "Lea"]]);
    expect(detailsInWords({ to: "getting_to_know", from: "received" }, m)).toEqual([`von: ${m.statuses.received}`, `nach: ${m.statuses.getting_to_know}`]);
    expect(detailsInWords({ mail: "confirmation", passkey: "HAujzrYrrGO-" }, m)).toEqual([`E-Mail: ${m.submission.mailKinds.confirmation}`]);
    expect(detailsInWords({ assignee: "22222222-2222-4222-8222-222222222222" }, m, names)).toEqual(["zuständig: Lea"]);
    expect(detailsInWords({ role: "coordinator", dailySummary: true }, m)).toEqual([`Rolle: ${m.roles.coordinator}`, `tägliche Übersicht: ${m.submission.yes}`]);
    expect(detailsInWords({ message: "33333333-3333-4333-8333-333333333333", note: "x", template: "adoption.getting_to_know" }, m)).toEqual(["Vorlage: adoption.getting_to_know"]);
    expect(detailsInWords({ reason: "consent_withdrawn", news: "33333333-3333-4333-8333-333333333333", consent: true }, m)).toEqual([`Grund: ${m.audit.reasons.consent_withdrawn}`, `${m.audit.detailKeys.consent}: ${m.submission.yes}`]);
  });

  it("reads its filters from the address and writes them back; anything else is ignored", () => {
    const filters = parseAuditFilters(new URLSearchParams("wer=applicant&was=requests&von=2026-01-01&bis=2026-13-01&seite=2"));
    expect(filters).toEqual({ who: "applicant", what: "requests", from: "2026-01-01", to: null, page: 2 });
    expect(auditQuery(filters, { page: 1 })).toBe("?wer=applicant&was=requests&von=2026-01-01");
    expect(parseAuditFilters(new URLSearchParams("wer=x'or'1&was=constructor&seite=-1"))).toEqual({ who: null, what: null, from: null, to: null, page: 1 });
    expect(Object.keys(AUDIT_AREAS)).toHaveLength(5);
  });
});
