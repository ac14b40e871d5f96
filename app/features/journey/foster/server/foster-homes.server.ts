/**
 * Foster homes in the database (docs/product/foster.md#foster-homes): made from an accepted foster
 * application, their details kept by coordinators, and every change of stage through the one writer
 * `moveFosterHome`, checked against FOSTER_HOME_TABLE. The foster family's page opens with a token
 * derived from the home's id (decision 025), stored only as its hash. Audited by ids, never a name.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { fosterHomes, fosterStays, submissions } from "#app/platform/db/schema.ts";
import { audit, type Actor } from "#app/platform/audit/log.server.ts";
import { derivedToken, hashToken, lookupHash } from "#app/platform/links/tokens.server.ts";
import { queueMail } from "#app/platform/mail/queue.server.ts";
import { isUuid } from "#app/platform/forms/rules/intent-fields.ts";
import { type Locale, localeOf } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { checkFosterHomeMove, type FosterHomeEvent, type FosterHomeStage } from "../rules/foster-workflow.ts";
import { fromApplication, sizesOf, sizesToText, type FosterHomeValues } from "../rules/foster-home.ts";

type Reader = Pick<Database, "select">;
export type FosterHomeRow = typeof fosterHomes.$inferSelect;

/** The foster family's page's token purpose (decision 025: a keyed hash of it and the home's id). */
const FOSTER_PAGE_PURPOSE = "foster-home-page";

export function fosterPageToken(secret: string, fosterHomeId: string): string {
  return derivedToken(secret, FOSTER_PAGE_PURPOSE, fosterHomeId);
}

/** The foster family's page, on the site of its language. */
export function fosterPageUrl(secret: string, sites: Record<Locale, string>, home: { id: string; locale: string }): string {
  const locale = localeOf(home.locale);
  return `${sites[locale]}${pathFor("fosterPage", locale, { token: fosterPageToken(secret, home.id) })}`;
}

/** The foster home a page's token opens (not an ended one), or null. */
export async function fosterHomeByToken(db: Reader, token: unknown): Promise<FosterHomeRow | null> {
  const hash = lookupHash(token);
  if (!hash) return null;
  const [row] = await db.select().from(fosterHomes).where(eq(fosterHomes.accessTokenHash, hash));
  return row && row.stage !== "ended" ? row : null;
}

export async function fosterHomeById(db: Reader, id: string): Promise<FosterHomeRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(fosterHomes).where(eq(fosterHomes.id, id));
  return row ?? null;
}

/** The foster home made from an application, if any (the request page links to it). */
export async function fosterHomeOfApplication(db: Reader, submissionId: string): Promise<{ id: string; stage: string } | null> {
  if (!isUuid(submissionId)) return null;
  const [row] = await db.select({ id: fosterHomes.id, stage: fosterHomes.stage }).from(fosterHomes).where(eq(fosterHomes.submissionId, submissionId));
  return row ?? null;
}

/** The details as the back office's form shows them. */
export function valuesOf(row: FosterHomeRow): FosterHomeValues {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    capacity: row.capacity,
    sizes: sizesOf(row.sizes),
    hasCats: row.hasCats,
    hasChildren: row.hasChildren,
    visits: row.visits,
    visitTimes: row.visitTimes,
    notes: row.notes,
  };
}

const columnsOf = (values: FosterHomeValues) => ({ ...values, emailLower: values.email.toLowerCase(), sizes: sizesToText(values.sizes) });

export type CreateOutcome = { ok: true; id: string } | { ok: false; reason: "unknown" | "not_accepted" | "exists" };

/**
 * Makes a foster home of an accepted foster application, with the details the coordinator checked
 * (prefilled by `fromApplication`), in one transaction: the home, its page's token hash, the foster
 * family's e-mail with its page's link, the audit entry.
 */
export async function createFosterHome(db: Database, actor: Actor, secret: string, submissionId: string, values: FosterHomeValues, now = new Date()): Promise<CreateOutcome> {
  if (!isUuid(submissionId)) return { ok: false, reason: "unknown" };
  return db.transaction(async (tx) => {
    const [application] = await tx.select().from(submissions).where(eq(submissions.id, submissionId)).for("update");
    if (!application || application.formType !== "foster_home" || application.spam) return { ok: false, reason: "unknown" } as const;
    if (application.status !== "accepted") return { ok: false, reason: "not_accepted" } as const;
    const [existing] = await tx.select({ id: fosterHomes.id }).from(fosterHomes).where(eq(fosterHomes.submissionId, submissionId));
    if (existing) return { ok: false, reason: "exists" } as const;
    const id = crypto.randomUUID();
    await tx.insert(fosterHomes).values({
      id,
      submissionId,
      locale: localeOf(application.locale),
      ...columnsOf(values),
      accessTokenHash: hashToken(fosterPageToken(secret, id)),
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
      stageChangedAt: now,
    });
    await queueMail(tx, { kind: "foster_welcome", fosterHomeId: id });
    await audit(tx, actor, { action: "foster_home.created", targetType: "foster_home", targetId: id, details: { submission: submissionId } }, now);
    return { ok: true, id } as const;
  });
}

/** The starting values of a new foster home from its application, or null when it cannot become one. */
export async function applicationValues(db: Reader, submissionId: string): Promise<ReturnType<typeof fromApplication> | null> {
  if (!isUuid(submissionId)) return null;
  const [row] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
  if (!row || row.formType !== "foster_home" || row.spam || row.status !== "accepted") return null;
  return fromApplication(row.data);
}

/** A coordinator's save of the details; audited with the fields changed, never their values. */
export async function updateFosterHome(db: Database, actor: Actor, id: string, values: FosterHomeValues, now = new Date()): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(fosterHomes).where(eq(fosterHomes.id, id)).for("update");
    if (!row) return false;
    const before = valuesOf(row);
    const changed = (Object.keys(values) as (keyof FosterHomeValues)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(values[key]));
    if (changed.length === 0) return true;
    await tx.update(fosterHomes).set({ ...columnsOf(values), updatedAt: now }).where(eq(fosterHomes.id, id));
    await audit(tx, actor, { action: "foster_home.updated", targetType: "foster_home", targetId: id, details: { fields: changed.join(",") } }, now);
    return true;
  });
}

export type FosterHomeMoveOutcome = { ok: true; to: FosterHomeStage } | { ok: false; reason: "unknown" | "not_from_here" | "not_yours" | "unknown_event" | "guard" };

/** The one writer of a foster home's stage: checked against FOSTER_HOME_TABLE under the home's lock. */
export async function moveFosterHome(db: Database, actor: Actor, id: string, event: FosterHomeEvent | string, now = new Date()): Promise<FosterHomeMoveOutcome> {
  if (!isUuid(id)) return { ok: false, reason: "unknown" };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(fosterHomes).where(eq(fosterHomes.id, id)).for("update");
    if (!row) return { ok: false, reason: "unknown" } as const;
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(fosterStays)
      .where(and(eq(fosterStays.fosterHomeId, id), inArray(fosterStays.stage, ["planned", "current"])));
    const check = checkFosterHomeMove(row.stage, event, "coordinator", { openStays: open?.n ?? 0 });
    if (!check.ok) return { ok: false, reason: check.reason } as const;
    await tx
      .update(fosterHomes)
      .set({ stage: check.to, stageChangedAt: now, updatedAt: now, ...(check.to === "ended" ? { endedAt: now } : {}) })
      .where(eq(fosterHomes.id, id));
    await audit(tx, actor, { action: "foster_home.stage_changed", targetType: "foster_home", targetId: id, details: { from: row.stage, to: check.to, event } }, now);
    return { ok: true, to: check.to } as const;
  });
}

/** The foster family's page's link again, by e-mail (a coordinator's "send the link"). */
export async function resendFosterLink(db: Database, actor: Actor, id: string, now = new Date()): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ stage: fosterHomes.stage }).from(fosterHomes).where(eq(fosterHomes.id, id));
    if (!row || row.stage === "ended") return false;
    await queueMail(tx, { kind: "foster_welcome", fosterHomeId: id });
    await audit(tx, actor, { action: "foster_home.link_sent", targetType: "foster_home", targetId: id }, now);
    return true;
  });
}

export interface FosterHomeListItem {
  id: string;
  stage: FosterHomeStage;
  name: string;
  email: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  capacity: number;
  sizes: string;
  hasCats: boolean;
  hasChildren: boolean;
  visits: boolean;
  visitTimes: string;
  createdAt: Date;
  /** Its dogs now: living there or on their way. */
  dogs: { stayId: string; dogId: string; dogName: string; stage: "planned" | "current"; startsOn: string }[];
}

/** The foster homes (of a stage, or all but the ended), each with its current and coming dogs: the back office's list and its export. */
export async function listFosterHomes(db: Reader, stage?: FosterHomeStage | "all"): Promise<FosterHomeListItem[]> {
  const where = stage === "all" ? undefined : stage ? eq(fosterHomes.stage, stage) : inArray(fosterHomes.stage, ["active", "paused"]);
  const homes = await db.select().from(fosterHomes).where(where).orderBy(asc(fosterHomes.postalCode), desc(fosterHomes.createdAt)).limit(1000);
  if (homes.length === 0) return [];
  const stays = await db
    .select()
    .from(fosterStays)
    .where(and(inArray(fosterStays.fosterHomeId, homes.map((h) => h.id)), inArray(fosterStays.stage, ["planned", "current"])))
    .orderBy(asc(fosterStays.startsOn));
  return homes.map((h) => ({
    id: h.id,
    stage: h.stage as FosterHomeStage,
    name: h.name,
    email: h.email,
    phone: h.phone,
    street: h.street,
    postalCode: h.postalCode,
    city: h.city,
    capacity: h.capacity,
    sizes: h.sizes,
    hasCats: h.hasCats,
    hasChildren: h.hasChildren,
    visits: h.visits,
    visitTimes: h.visitTimes,
    createdAt: h.createdAt,
    dogs: stays
      .filter((s) => s.fosterHomeId === h.id)
      .map((s) => ({ stayId: s.id, dogId: s.dogId, dogName: s.dogName, stage: s.stage as "planned" | "current", startsOn: s.startsOn })),
  }));
}
