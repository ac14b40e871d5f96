/**
 * Confirmation e-mails to one address, counted across everything that sends
 * them (the forms' confirmations, the new-dog alerts' requests): at most
 * CONFIRMATIONS_PER_ADDRESS_PER_DAY in 24 hours (decision 013). The outbox
 * rows hold a keyed hash of the address, never the address.
 */
import { createHmac } from "node:crypto";
import { and, count, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { outbox } from "#app/platform/db/schema.ts";
import type { MailKind } from "./kinds.ts";

/** The kinds that count: a form's confirmation and a new-dog alert request's. */
export const CONFIRMATION_KINDS = ["confirmation", "alert_confirmation"] as const satisfies readonly MailKind[];

/**
 * Who a confirmation goes to, as a keyed hash of the lower-cased address: it
 * lets the outbox count confirmations per address without holding the
 * address (rows go with what they belong to when it is deleted).
 */
export function recipientKey(secret: string, email: unknown): string | null {
  if (typeof email !== "string" || email.trim() === "") return null;
  return createHmac("sha256", secret).update(`recipient\n${email.trim().toLowerCase()}`).digest("base64url").slice(0, 32);
}

/** How many confirmations went to this recipient in the 24 hours before `now`. */
export async function confirmationsSince(tx: Pick<Database, "select">, recipient: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - 24 * 3_600_000);
  const [row] = await tx
    .select({ n: count() })
    .from(outbox)
    .where(and(inArray(outbox.kind, [...CONFIRMATION_KINDS]), eq(outbox.recipientKey, recipient), gt(outbox.createdAt, since)));
  return row?.n ?? 0;
}
