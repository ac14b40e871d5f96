/**
 * The protection contract's store (docs/product/journey.md#protection-contract): templates are
 * versioned, a contract is generated at the "contract" stage, signed once, countersigned, its fee
 * marked; erasure keeps only a signed contract, and its own retention deletes it.
 */
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/platform/db/client.server.ts";
import { adminUsers, auditLog, contracts, outbox, submissions } from "#app/platform/db/schema.ts";
import { submit, type SubmissionSettings } from "#app/features/submissions/server/submit.server.ts";
import { issueFormToken } from "#app/platform/forms/server/token.server.ts";
import { deliverDue } from "#app/platform/mail/outbox.server.ts";
import type { MailMessage } from "#app/platform/mail/message.ts";
import type { MailTransport } from "#app/platform/mail/transport.server.ts";
import { deleteExpiredSubmissions } from "#app/features/submissions/server/mail-source.server.ts";
import { loadOrganisation } from "#app/features/organisation/server/effective.server.ts";
import {
  activeTemplate, addressHash, contractOfRequest, contractRetentionChore, countersignContract, generateContract, markFeeReceived, saveTemplate, sha256, signContract, templateVersion,
} from "#app/features/journey/contract/server/contracts.server.ts";
import { contractPdf } from "#app/features/journey/contract/server/contract-pdf.server.ts";
import { erasePerson, forgetErased } from "#app/admin/inbox/privacy.server.ts";
import { testDatabases } from "../support/databases.ts";
import { tablesHolding } from "../support/tables-holding.ts";
import { validFields } from "../support/form-fixtures.ts";
import { mailSources } from "../support/mail-sources.ts";
import { pdfText, pdfTextItems } from "../support/pdf-text.ts";

const SECRET = "contract-secret-contract-secret";
const HOST = "localhost:3000";
const FROM = "Puente Canino <no-reply@puente-canino.example>";
const logger = pino({ level: "silent" });

function keepingTransport(): MailTransport & { sent: MailMessage[]; forgotten: string[] } {
  const sent: MailMessage[] = [];
  const forgotten: string[] = [];
  return { sent, forgotten, kind: "smtp", send: async (m: MailMessage) => void sent.push(m), forget: async (p: string[]) => void forgotten.push(...p), close: () => {} } as unknown as MailTransport & { sent: MailMessage[]; forgotten: string[] };
}

async function accept(db: Database, tag: string, locale: "de" | "es" = "de") {
  const now = new Date();
  const settings: SubmissionSettings = { db, secret: SECRET, minFillMs: 0, maxTokenAgeMs: 8 * 3_600_000, confirmationsPerAddressPerDay: 100, now };
  const key = `key-${tag}`;
  const host = locale === "es" ? "es.localhost:3000" : HOST;
  const outcome = await submit(
    { kind: "adoption", locale, host, fields: validFields("adoption", tag, now), token: issueFormToken(SECRET, host, new Date(now.getTime() - 20_000), key), idempotencyKey: key },
    settings,
  );
  if (outcome.status !== "accepted") throw new Error(`not accepted: ${JSON.stringify(outcome)}`);
  return outcome.id;
}

const input = (tag: string) => ({ adopterName: `Erika ${tag}`, adopterAddress: `${tag}-Weg 3, 76131 Karlsruhe`, dogName: "Luna", chip: "941000024681357" });

describe.each(testDatabases())("the protection contract on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let db: Database;
  let actor: { id: string; label: string };
  beforeEach(async () => {
    handle = await database.open();
    db = handle.db;
    const [lea] = await db.insert(adminUsers).values({ email: "lea@example.org", name: "Lea Koordination", role: "coordinator" }).returning({ id: adminUsers.id });
    actor = { id: lea!.id, label: "Lea <lea@example.org>" };
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  const atContract = async (tag: string, locale: "de" | "es" = "de") => {
    const id = await accept(db, tag, locale);
    await db.update(submissions).set({ status: "contract" }).where(eq(submissions.id, id));
    return id;
  };

  it("versions the templates: every save a new version, the old ones kept, the default is version 0", async () => {
    expect((await activeTemplate(db, "es")).version).toBe(0);
    expect(await saveTemplate(db, actor, "es", "Contrato {adopter}")).toBe(1);
    expect(await saveTemplate(db, actor, "es", "Contrato {adopter}")).toBeNull();
    expect(await saveTemplate(db, actor, "es", "Contrato nuevo {adopter}")).toBe(2);
    expect((await activeTemplate(db, "es")).body).toBe("Contrato nuevo {adopter}");
    expect(await templateVersion(db, "es", 1)).toBe("Contrato {adopter}");
    expect((await activeTemplate(db, "de")).version).toBe(0);
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, "contract_template.saved"));
    expect(entries.map((e) => e.details)).toEqual([{ locale: "es", version: 1 }, { locale: "es", version: 2 }]);
  });

  it("generates at the contract stage only, fills the template, queues the applicant's e-mail; signs once; countersigns; marks the fee", async () => {
    const early = await accept(db, "EarlyOne");
    const organisation = await loadOrganisation(db);
    expect(await generateContract(db, actor, early, input("Early"), organisation.de)).toEqual({ ok: false, reason: "stage" });

    const id = await atContract("Contract1");
    const generated = await generateContract(db, actor, id, input("Contract1"), organisation.de);
    expect(generated.ok).toBe(true);
    const contract = (await contractOfRequest(db, id))!;
    expect(contract.body).toContain("Erika Contract1, Contract1-Weg 3, 76131 Karlsruhe");
    expect(contract.body).toContain("Chipnummer 941000024681357");
    expect(contract.body).toContain("490 €");
    expect(contract.body).toContain(contract.reference);
    expect(contract.body).toContain("Lindenweg 12, 23701 Süsel");
    expect(contract.bodySha256).toBe(sha256(contract.body));
    expect(contract.templateVersion).toBe(0);

    const transport = keepingTransport();
    await deliverDue({ db, transport, logger, retryHours: 48, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    const ready = transport.sent.find((m) => m.subject.includes("Schutzvertrag"))!;
    expect(ready.to).toBe("contract1@example.org");
    expect(ready.text).toMatch(/http:\/\/localhost:3000\/anfrage\/[\w-]{43}/);
    expect(ready.text).not.toContain("Chipnummer");

    // Generated again while unsigned: the same row, the new values.
    expect((await generateContract(db, actor, id, { ...input("Contract1"), chip: "276098106235678" }, organisation.de)).ok).toBe(true);
    const again = (await contractOfRequest(db, id))!;
    expect(again.id).toBe(contract.id);
    expect(again.chipNumber).toBe("276098106235678");

    expect(await countersignContract(db, actor, again.id, "Lea")).toBe("unsigned");
    // A text the page did not show is not signed.
    expect(await signContract(db, id, { name: "Erika Contract1", bodySha256: contract.bodySha256, addressHash: "x" })).toBe("changed");
    const hash = addressHash(SECRET, "203.0.113.9");
    expect(hash).not.toContain("203.0.113.9");
    const signedAt = new Date("2027-03-03T10:15:00Z");
    expect(await signContract(db, id, { name: "Erika Contract1", bodySha256: again.bodySha256, addressHash: hash }, signedAt)).toBe("signed");
    expect(await signContract(db, id, { name: "Someone Else", bodySha256: again.bodySha256, addressHash: "y" })).toBe("already");
    expect(await generateContract(db, actor, id, input("Contract1"), organisation.de)).toEqual({ ok: false, reason: "signed" });
    const signed = (await contractOfRequest(db, id))!;
    expect(signed).toMatchObject({ signedName: "Erika Contract1", signedAt, signedAddressHash: hash });

    await deliverDue({ db, transport, logger, retryHours: 48, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    expect(transport.sent.some((m) => m.subject === "Schutzvertrag unterschrieben: Luna" || m.subject.startsWith("Schutzvertrag unterschrieben"))).toBe(true);

    expect(await countersignContract(db, actor, signed.id, "Lea Koordination")).toBe("countersigned");
    expect(await countersignContract(db, actor, signed.id, "Lea Koordination")).toBe("already");
    expect(await markFeeReceived(db, actor, signed.id, "2027-03-05")).toBe("marked");
    expect(await markFeeReceived(db, actor, signed.id, "2027-03-06")).toBe("already");
    const done = (await contractOfRequest(db, id))!;
    expect(done).toMatchObject({ countersignedName: "Lea Koordination", feeReceivedOn: "2027-03-05" });

    const actions = (await db.select({ action: auditLog.action, targetId: auditLog.targetId, actor: auditLog.actorLabel }).from(auditLog).where(sql`${auditLog.action} like 'contract.%'`)).map((e) => [e.action, e.actor]);
    expect(actions).toEqual([
      ["contract.generated", actor.label],
      ["contract.generated", actor.label],
      ["contract.signed", "applicant"],
      ["contract.countersigned", actor.label],
      ["contract.fee_received", actor.label],
    ]);

    // The PDF: the text as signed, and the signature record on the last page.
    const pages = await pdfText(await contractPdf(done));
    const all = pages.join("\n");
    expect(all).toContain("Schutzvertrag");
    expect(all).toContain("Erika Contract1");
    const last = pages.at(-1)!;
    expect(last).toContain("Unterschriftsnachweis");
    expect(last).toContain(done.bodySha256);
    expect(last).toContain("Auf der Statusseite unterschrieben, E-Mail-Adresse contract1@example.org");
    expect(last).toContain("Lea Koordination");
  });

  it.each(["de", "es"] as const)("the PDF (%s) lays the contract out as the status page does: each paragraph whole, each clause heading on its own line, no \"?\", the record in the contract's time zone", async (locale) => {
    const organisation = await loadOrganisation(db);
    const id = await atContract(`Pdf${locale}`, locale);
    await generateContract(db, actor, id, input(`Pdf${locale}`), organisation[locale]);
    const ready = (await contractOfRequest(db, id))!;
    expect(await signContract(db, id, { name: `Erika Pdf${locale}`, bodySha256: ready.bodySha256, addressHash: addressHash(SECRET, "203.0.113.9") })).toBe("signed");
    expect(await countersignContract(db, actor, ready.id, "Lea Koordination")).toBe("countersigned");
    const contract = (await contractOfRequest(db, id))!;
    const bytes = await contractPdf(contract);
    const pages = await pdfText(bytes);
    const all = pages.join("\n");
    expect(all).not.toContain("?");
    const flat = (text: string) => text.replace(/\s+/g, " ").trim();
    const lines = all.split("\n").map(flat);
    const paragraphs = contract.body.split("\n").map(flat).filter(Boolean);
    for (const paragraph of paragraphs) {
      expect(flat(all)).toContain(paragraph);
    }
    for (const heading of paragraphs.filter((p) => /^\d\. /.test(p))) expect(lines, heading).toContain(heading);
    expect(paragraphs.filter((p) => /^\d\. /.test(p))).toHaveLength(8);
    // The title, the parties and the closing date each start a line.
    for (const start of [paragraphs[0]!, paragraphs[1]!, paragraphs.at(-1)!]) expect(lines.some((l) => l.startsWith(start.slice(0, 20))), start).toBe(true);
    const record = pages.at(-1)!;
    const expected = {
      de: { has: ["Unterschriftsnachweis", "(deutsche Zeit, Europe/Berlin)", "schlüsselgebundener Hash, HMAC-SHA-256"], hasNot: ["Europe/Madrid", "verschlüsselt"] },
      es: { has: ["Registro de la firma", "(hora peninsular española, Europe/Madrid)", "hash con clave, HMAC-SHA-256"], hasNot: ["Europe/Berlin"] },
    }[locale];
    for (const text of expected.has) expect(flat(record)).toContain(text);
    for (const text of expected.hasNot) expect(record).not.toContain(text);
    expect(flat(record)).toContain(contract.signedAddressHash!);
  });

  it("a long contract wraps within the page's margins and goes on over further pages", async () => {
    const organisation = await loadOrganisation(db);
    const clauses = Array.from({ length: 40 }, (_, i) => `${i + 1}. Klausel ${i + 1}\n${"Die Übernehmenden kümmern sich liebevoll um {dog} und halten sich an alles, was hier steht. ".repeat(4)}`);
    await saveTemplate(db, actor, "de", `Schutzvertrag\n\nzwischen {association} und {adopter}\n\n${clauses.join("\n\n")}\n\nDatum: {date}`);
    const id = await atContract("LongOne");
    await generateContract(db, actor, id, input("LongOne"), organisation.de);
    const c = (await contractOfRequest(db, id))!;
    await signContract(db, id, { name: "Erika LongOne", bodySha256: c.bodySha256, addressHash: "h" });
    const items = await pdfTextItems(await contractPdf((await contractOfRequest(db, id))!));
    const textPages = new Set(items.filter((i) => i.text.includes("Klausel")).map((i) => i.page));
    expect(textPages.size).toBeGreaterThanOrEqual(3);
    for (const item of items) {
      expect(item.x, item.text).toBeGreaterThanOrEqual(56 - 0.5);
      expect(item.x + item.width, item.text).toBeLessThanOrEqual(item.pageWidth - 56 + 0.5);
      expect(item.y, item.text).toBeGreaterThanOrEqual(56 / 2 - 0.5);
    }
    const lines = (await pdfText(await contractPdf((await contractOfRequest(db, id))!))).join("\n").split("\n").map((l) => l.trim());
    for (let n = 1; n <= 40; n++) expect(lines).toContain(`${n}. Klausel ${n}`);
  });

  it("a closed request's contract is neither signed nor countersigned; the fee is not marked before the signature", async () => {
    const organisation = await loadOrganisation(db);
    for (const closing of ["declined", "withdrawn", "placed_elsewhere"] as const) {
      const id = await atContract(`Closed${closing}`);
      await generateContract(db, actor, id, input(`Closed${closing}`), organisation.de);
      const c = (await contractOfRequest(db, id))!;
      expect(await markFeeReceived(db, actor, c.id, "2027-03-05")).toBe("unsigned");
      await db.update(submissions).set({ status: closing }).where(eq(submissions.id, id));
      expect(await signContract(db, id, { name: `Erika Closed${closing}`, bodySha256: c.bodySha256, addressHash: "h" })).toBe("closed");
      expect((await contractOfRequest(db, id))!.signedAt).toBeNull();
    }
    // Signed while open, withdrawn before the countersignature: not countersigned.
    const id = await atContract("SignedThenWithdrawn");
    await generateContract(db, actor, id, input("SignedThenWithdrawn"), organisation.de);
    const c = (await contractOfRequest(db, id))!;
    expect(await signContract(db, id, { name: "Erika SignedThenWithdrawn", bodySha256: c.bodySha256, addressHash: "h" })).toBe("signed");
    await db.update(submissions).set({ status: "withdrawn" }).where(eq(submissions.id, id));
    expect(await countersignContract(db, actor, c.id, "Lea Koordination")).toBe("closed");
    expect((await contractOfRequest(db, id))!.countersignedAt).toBeNull();
    const actions = (await db.select({ action: auditLog.action }).from(auditLog).where(sql`${auditLog.action} like 'contract.%'`)).map((e) => e.action);
    expect(actions.filter((a) => a !== "contract.generated")).toEqual(["contract.signed"]);
  });

  it.each(["de", "es"] as const)("tells the family (%s) when the association countersigned and when the fee arrived, with the status link", async (locale) => {
    const organisation = await loadOrganisation(db);
    const id = await atContract(`Told${locale}`, locale);
    await db.update(submissions).set({ dogName: "Luna" }).where(eq(submissions.id, id));
    await generateContract(db, actor, id, input(`Told${locale}`), organisation[locale]);
    const c = (await contractOfRequest(db, id))!;
    await signContract(db, id, { name: `Erika Told${locale}`, bodySha256: c.bodySha256, addressHash: "h" });
    const sources = mailSources(FROM, undefined, { secret: SECRET });
    await deliverDue({ db, transport: keepingTransport(), logger, retryHours: 48, sources });
    const transport = keepingTransport();
    expect(await countersignContract(db, actor, c.id, "Lea Koordination")).toBe("countersigned");
    expect(await markFeeReceived(db, actor, c.id, "2027-03-05")).toBe("marked");
    await deliverDue({ db, transport, logger, retryHours: 48, sources });
    const toFamily = transport.sent.filter((m) => m.to === `told${locale}@example.org`);
    // The outbox sends due rows in no promised order (both were queued within the same millisecond).
    expect(toFamily.map((m) => m.subject).sort()).toEqual(
      (locale === "de"
        ? ["Puente Canino: Dein Schutzvertrag für Luna ist vollständig", "Puente Canino: Deine Schutzgebühr für Luna ist angekommen"]
        : ["Puente Canino: Tu contrato de protección para Luna está completo", "Puente Canino: Hemos recibido tu cuota de protección para Luna"]
      ).sort(),
    );
    const link = locale === "de" ? /http:\/\/localhost:3000\/anfrage\/[\w-]{43}/ : /http:\/\/es\.localhost:3000\/solicitud\/[\w-]{43}/;
    for (const mail of toFamily) {
      expect(mail.text).toMatch(link);
      expect(mail.text).not.toContain("Erika");
      expect(mail.replyTo).toBe(organisation[locale].email);
    }
    expect(new Set(toFamily.map((m) => m.messageId)).size).toBe(2);
  });

  it("erasure deletes every trace of the person but the signed contract, which its own retention deletes later", async () => {
    const organisation = await loadOrganisation(db);
    const signedId = await atContract("CanaryKept9");
    await generateContract(db, actor, signedId, input("CanaryKept9"), organisation.de);
    const contract = (await contractOfRequest(db, signedId))!;
    expect(await signContract(db, signedId, { name: "Erika CanaryKept9", bodySha256: contract.bodySha256, addressHash: "h" }, new Date(Date.now() - 86_400_000))).toBe("signed");
    await markFeeReceived(db, actor, contract.id, new Date().toISOString().slice(0, 10));
    // A second request of the same person whose contract was never signed.
    await db.update(submissions).set({ data: sql`jsonb_set(${submissions.data}, '{email}', '"canarykept9@example.org"')` }).where(eq(submissions.id, signedId));
    const unsignedId = await atContract("CanaryKept9b");
    await db.update(submissions).set({ data: sql`jsonb_set(${submissions.data}, '{email}', '"canarykept9@example.org"')` }).where(eq(submissions.id, unsignedId));
    await generateContract(db, actor, unsignedId, input("CanaryKept9b"), organisation.de);
    await deliverDue({ db, transport: keepingTransport(), logger, retryHours: 48, sources: mailSources(FROM, undefined, { secret: SECRET }) });
    expect(await tablesHolding(db, "canarykept9")).toEqual(["contracts", "submissions"]);

    const transport = keepingTransport();
    expect(await erasePerson({ db, databaseKind: handle.kind, transport, secret: SECRET }, actor, "canarykept9@example.org")).toBe(2);
    expect(await tablesHolding(db, "canarykept9")).toEqual(["contracts"]);
    const kept = await db.select().from(contracts);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ id: contract.id, submissionId: null, signedName: "Erika CanaryKept9", feeReceivedOn: null, feeReceivedBy: null });
    expect(await db.select().from(outbox)).toEqual([]);

    // Its own retention: kept within it, deleted after it (and audited by id).
    const chore = contractRetentionChore({ db, logger, years: 3 });
    await chore.run();
    expect(await db.select({ id: contracts.id }).from(contracts)).toHaveLength(1);
    await db.update(contracts).set({ signedAt: new Date(Date.now() - 3 * 366 * 86_400_000) });
    await chore.run();
    expect(await db.select({ id: contracts.id }).from(contracts)).toEqual([]);
    expect(await tablesHolding(db, "canarykept9")).toEqual([]);
    const expired = await db.select().from(auditLog).where(eq(auditLog.action, "privacy.contract_expired"));
    expect(expired.map((e) => e.targetId)).toEqual([contract.id]);
  });

  it("the request's retention period takes an unsigned contract along and leaves a signed one", async () => {
    const organisation = await loadOrganisation(db);
    const signedId = await atContract("OldSigned");
    const unsignedId = await atContract("OldUnsigned");
    await generateContract(db, actor, signedId, input("OldSigned"), organisation.de);
    await generateContract(db, actor, unsignedId, input("OldUnsigned"), organisation.de);
    const c = (await contractOfRequest(db, signedId))!;
    await signContract(db, signedId, { name: "Erika OldSigned", bodySha256: c.bodySha256, addressHash: "h" });
    await db.execute(sql`update submissions set created_at = now() - interval '200 days'`);
    const removed = await deleteExpiredSubmissions(db, 180);
    expect(removed.sort()).toEqual([signedId, unsignedId].sort());
    await forgetErased({ db, databaseKind: handle.kind, transport: keepingTransport(), secret: SECRET }, removed);
    const left = await db.select({ id: contracts.id, submissionId: contracts.submissionId }).from(contracts);
    expect(left).toEqual([{ id: c.id, submissionId: null }]);
  });
});
