/**
 * Signing in: asking for an e-mail link, using it, and passkey sign-in.
 * Answers never say whether an address has an account: the link request
 * always gets the same answer, and the mail goes out after the answer.
 */
import { eq } from "drizzle-orm";
import { adminUsers } from "#app/platform/db/schema.ts";
import { audit, actorOf } from "#app/platform/audit/log.server.ts";
import type { Services } from "#app/services.server.ts";
import { errorForLog } from "#app/platform/logging/error.ts";
import { findUserByEmail, normaliseEmail } from "./accounts.server.ts";
import { consumeLoginLink, createLoginLink } from "./links.server.ts";
import { signInMail } from "./mail.server.ts";
import { createSession, toAdminUser } from "./sessions.server.ts";
import type { AdminSite } from "./site.server.ts";

export const SIGN_IN_LIMIT = "adminSignIn";
export const LINK_PER_ADDRESS_LIMIT = "adminLinkAddress";

export type LinkRequestOutcome = { status: "sent" } | { status: "invalid" } | { status: "limited"; retryAfterSeconds: number };

/**
 * "If the address has an account, a link is on its way": the same answer for
 * every valid address. Limited per client and per address.
 */
export async function requestSignInLink(
  services: Services,
  site: AdminSite,
  input: { email: unknown; clientAddress: string; next?: string | null },
): Promise<LinkRequestOutcome> {
  const email = normaliseEmail(input.email);
  if (!email) return { status: "invalid" };
  const perClient = await services.rateLimits.take(SIGN_IN_LIMIT, input.clientAddress);
  if (!perClient.ok) return { status: "limited", retryAfterSeconds: perClient.retryAfterSeconds };
  const perAddress = await services.rateLimits.take(LINK_PER_ADDRESS_LIMIT, email);
  // Over the address's limit the answer is still "sent": nothing is sent, and nothing is revealed.
  if (!perAddress.ok) return { status: "sent" };
  void (async () => {
    const user = await findUserByEmail(services.db, email);
    if (!user) return;
    const link = await createLoginLink(services.db, site, user.id, "recovery", new Date(), user.locale, undefined, input.next ?? null);
    await services.forms.transport.send(
      signInMail({ from: services.env.MAIL_FROM, to: user.email, locale: user.locale, purpose: "recovery", link, role: user.role }),
    );
    services.logger.info({ accountId: user.id }, "sign-in link sent");
  })().catch((error: unknown) => services.logger.error({ err: errorForLog(error) }, "sign-in link could not be sent"));
  return { status: "sent" };
}

export type SignInOutcome = { status: "ok"; token: string; userId: string; purpose: "invitation" | "recovery" } | { status: "refused" } | { status: "limited"; retryAfterSeconds: number };

export async function signInWithLink(
  services: Services,
  input: { token: unknown; clientAddress: string; client: string },
): Promise<SignInOutcome> {
  const limit = await services.rateLimits.take(SIGN_IN_LIMIT, input.clientAddress);
  if (!limit.ok) return { status: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  if (typeof input.token !== "string") return { status: "refused" };
  const used = await consumeLoginLink(services.db, input.token);
  if (!used) return { status: "refused" };
  const [row] = await services.db.select().from(adminUsers).where(eq(adminUsers.id, used.userId));
  if (!row) return { status: "refused" };
  const token = await createSession(services.db, used.userId, "link", input.client);
  await audit(services.db, actorOf(toAdminUser(row)), { action: `session.signed_in_${used.purpose === "invitation" ? "invitation" : "link"}`, targetType: "account", targetId: used.userId });
  return { status: "ok", token, userId: used.userId, purpose: used.purpose };
}
