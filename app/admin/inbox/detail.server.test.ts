import { describe, expect, it } from "vitest";
import { adminMessages } from "#app/admin/messages/index.ts";
import { applicantName, deliveryState, errorInWords } from "./detail.server.ts";

const m = adminMessages.de;
const base = { attempts: 0, lastError: null, nextAttemptAt: new Date("2026-11-22T10:00:00Z"), sentAt: null };

describe("delivery state of an e-mail", () => {
  it("queued, sent, retrying with the next attempt, failed with the error in words", () => {
    expect(deliveryState({ ...base, status: "pending" }, m)).toEqual({ state: "queued" });
    const sentAt = new Date("2026-11-22T10:01:00Z");
    expect(deliveryState({ ...base, status: "sent", attempts: 1, sentAt }, m)).toEqual({ state: "sent", at: sentAt });
    expect(deliveryState({ ...base, status: "pending", attempts: 2, lastError: "ECONNREFUSED" }, m)).toEqual({
      state: "retrying", attempts: 2, error: "Der Mailserver war nicht erreichbar", next: base.nextAttemptAt,
    });
    expect(deliveryState({ ...base, status: "failed", attempts: 9, lastError: "EENVELOPE 550" }, m)).toEqual({
      state: "failed", attempts: 9, error: "Der Mailserver hat Absender oder Empfänger abgelehnt (550)",
    });
  });

  it("names an unknown code as it is, in both languages", () => {
    expect(errorInWords("EWEIRD", m)).toBe("Unbekannter Fehler (EWEIRD)");
    expect(errorInWords("EMESSAGE 451", adminMessages.es)).toBe("El servidor de correo rechazó el mensaje (451)");
  });
});

describe("history in words", () => {
  const names = new Map([["u1", "Lea"]]);
  it("says each workflow change in the reader's language, naming accounts", async () => {
    const { historyInWords } = await import("./detail.server.ts");
    const es = adminMessages.es;
    expect(historyInWords({ action: "submission.status_changed", details: { from: "new", to: "done" } }, m, names)).toBe("Status: Neu → Erledigt");
    expect(historyInWords({ action: "submission.status_changed", details: { from: "new", to: "in_progress" } }, es, names)).toBe("Estado: Nueva → En curso");
    expect(historyInWords({ action: "submission.assigned", details: { assignee: "u1" } }, m, names)).toBe("Zuständig: Lea");
    expect(historyInWords({ action: "submission.assigned", details: { assignee: null } }, m, names)).toBe("Zuständig: niemand");
    expect(historyInWords({ action: "submission.assigned", details: { assignee: "gone" } }, m, names)).toBe("Zuständig: ?");
    expect(historyInWords({ action: "submission.note_added", details: { note: "n1" } }, m, names)).toBe("Notiz hinzugefügt");
    expect(historyInWords({ action: "submission.delivery_retried", details: { mail: "confirmation" } }, m, names)).toBe("Bestätigung an die Person: erneut gesendet");
    expect(historyInWords({ action: "submission.released_from_spam", details: {} }, es, names)).toBe("No es spam: pasada a la bandeja");
    expect(historyInWords({ action: "submission.exported", details: {} }, m, names)).toBe("submission.exported");
  });

  it("says a meeting in the foster home in words: proposed, each step, the site's own cancel apart; an e-mail of it by its name", async () => {
    const { historyInWords } = await import("./detail.server.ts");
    for (const [locale, words] of Object.entries(adminMessages)) {
      const h = words.fosterMeeting.history;
      const say = (action: string, details: Record<string, unknown>) => historyInWords({ action, details }, words, names, locale as "de" | "es");
      expect(say("foster_meeting.proposed", { meeting: "m1", home: "h1" })).toBe(h.proposed);
      for (const event of ["confirm", "decline", "report"] as const) expect(say("foster_meeting.stage_changed", { event, by: "foster" })).toBe(h[event]);
      expect(say("foster_meeting.stage_changed", { event: "cancel", by: "coordinator" })).toBe(h.cancel);
      expect(say("foster_meeting.stage_changed", { event: "cancel", by: "system" })).toBe(h.cancelSystem);
      expect(say("foster_meeting.stage_changed", { event: "whatever", by: "foster" })).toBe("foster_meeting.stage_changed");
      expect(say("submission.delivery_retried", { mail: "foster_meeting_confirmed" })).toContain(words.fosterMeeting.mailKinds.foster_meeting_confirmed);
    }
  });
});

describe("the applicant's name for the request page's heading", () => {
  it("reads each form's name fields, trimmed, and is empty without one", () => {
    expect(applicantName({ name: " Anna Beispiel " })).toBe("Anna Beispiel");
    expect(applicantName({ yourName: "Ben Muster" })).toBe("Ben Muster");
    expect(applicantName({ firstName: "Cara", lastName: "Ort" })).toBe("Cara Ort");
    expect(applicantName({ name: 5, email: "x@example.org" })).toBe("");
  });
});
