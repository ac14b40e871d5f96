import { describe, expect, it } from "vitest";
import { isMailKind, kindsOf, MAIL_KIND_NAMES, MAIL_KINDS } from "./kinds.ts";

describe("the registry of e-mail kinds (decision 038)", () => {
  it("lists every kind once, each with its one entry", () => {
    expect(new Set(MAIL_KIND_NAMES).size).toBe(MAIL_KIND_NAMES.length);
    expect(Object.keys(MAIL_KINDS)).toEqual([...MAIL_KIND_NAMES]);
  });

  it("gives each source its kinds, and every kind to exactly one source", () => {
    expect(kindsOf("submissions")).toEqual(["notification", "confirmation"]);
    expect(kindsOf("journey")).toEqual([
      "reply", "status_link", "answer_notice", "withdrawn_notice", "daily_summary", "precheck_assigned", "precheck_done", "transport_update", "transport_reminder",
      "contract_ready", "contract_signed", "contract_countersigned", "contract_fee_received", "followup_two_weeks", "followup_three_months",
      "followup_retest", "news_notice", "news_editor_notice", "consent_withdrawn_notice", "happy_end_published",
      "flight_matched", "flight_family", "flight_cancelled", "authority_notice",
    ]);
    expect(kindsOf("dog-alerts")).toEqual(["alert_confirmation", "alert", "digest"]);
    expect(kindsOf("membership")).toEqual(["membership_welcome", "membership_prenotification", "membership_debit_returned", "membership_receipt"]);
    expect(kindsOf("foster")).toEqual(["foster_welcome", "foster_meeting_proposed", "foster_meeting_cancelled", "foster_meeting_confirmed", "foster_meeting_report", "foster_news_notice"]);
    expect([...kindsOf("submissions"), ...kindsOf("journey"), ...kindsOf("dog-alerts"), ...kindsOf("membership"), ...kindsOf("foster")].sort()).toEqual([...MAIL_KIND_NAMES].sort());
  });

  it("says who reads each kind: the applicant's e-mails reply to the association, the association's notices never reach the applicant", () => {
    expect(MAIL_KINDS.confirmation.to).toBe("applicant");
    expect(MAIL_KINDS.notification.to).toBe("association");
    expect(MAIL_KINDS.precheck_assigned.to).toBe("account");
    expect(MAIL_KINDS.precheck_done.to).toBe("coordinator");
    expect(MAIL_KINDS.consent_withdrawn_notice.to).toBe("account-or-coordinator");
    expect(MAIL_KINDS.flight_cancelled.to).toBe("coordinator");
    expect(MAIL_KINDS.authority_notice.to).toBe("authority");
    for (const kind of kindsOf("dog-alerts")) expect(MAIL_KINDS[kind].to).toBe("subscriber");
    const notices = MAIL_KIND_NAMES.filter((kind) => kind.endsWith("_notice") || kind === "daily_summary" || kind === "contract_signed" || kind === "precheck_done");
    for (const kind of notices) expect(MAIL_KINDS[kind].to, kind).not.toBe("applicant");
  });

  it("knows a registered kind and nothing else", () => {
    for (const kind of MAIL_KIND_NAMES) expect(isMailKind(kind)).toBe(true);
    for (const kind of ["", "Reply", "status-link", "withdrawal", "toString", "__proto__", "constructor", "confirmation "]) expect(isMailKind(kind), kind).toBe(false);
  });
});
