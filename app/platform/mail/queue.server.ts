/**
 * The one way an e-mail joins the outbox (decision 038): a row naming its kind — one of the
 * registry's (app/platform/mail/kinds.ts) — and what it is about, written in the caller's
 * transaction with what causes it. The e-mail is built when it is sent. Nothing else to do: once
 * the transaction commits, the outbox's trigger wakes the worker of every server copy.
 */
import type { Database } from "#app/platform/db/client.server.ts";
import { outbox } from "#app/platform/db/schema.ts";
import type { MailKind } from "./kinds.ts";

/** One e-mail to send: its kind and what it is about (a request, a message, an account, a family's news, an alert mailing). */
export type QueuedMail = { kind: MailKind } & Pick<
  typeof outbox.$inferInsert,
  "submissionId" | "mailingId" | "messageId" | "accountId" | "newsId" | "membershipId" | "feeId" | "receiptId" | "flightId" | "transportId" | "fosterHomeId" | "recipientKey" | "createdAt" | "nextAttemptAt"
>;

/**
 * Queues e-mails; how many were queued. `once`: an e-mail the outbox's unique indexes already hold
 * (a request's copy, confirmation, withdrawal notice or follow-up; a message's reply) is left as it is.
 */
export async function queueMail(tx: Pick<Database, "insert">, mails: QueuedMail | readonly QueuedMail[], options: { once?: boolean } = {}): Promise<number> {
  const rows = Array.isArray(mails) ? (mails as readonly QueuedMail[]) : [mails as QueuedMail];
  if (rows.length === 0) return 0;
  const insert = tx.insert(outbox).values([...rows]);
  const queued = await (options.once ? insert.onConflictDoNothing() : insert).returning({ id: outbox.id });
  return queued.length;
}
