import { data } from "react-router";
import type { Route } from "./+types/passkey-signin";
import { optionalUser, safeNext, adminJson } from "#app/admin/auth/require.server.ts";
import { authenticationOptions, verifyPasskeySignIn } from "#app/admin/auth/passkeys.server.ts";
import { clientLabel, createSession, sessionCookie, toAdminUser } from "#app/admin/auth/sessions.server.ts";
import { SIGN_IN_LIMIT } from "#app/admin/auth/sign-in.server.ts";
import { actorOf, audit } from "#app/platform/audit/log.server.ts";
import { adminUsers } from "#app/platform/db/schema.ts";
import { eq } from "drizzle-orm";

/** Passkey sign-in in two steps (JSON): options (a fresh challenge), then verify (opens a session). */
export async function action(args: Route.ActionArgs) {
  const { services, site, clientAddress } = await optionalUser(args);
  const body = await adminJson(args.request);
  if (body?.step === "options") {
    const limit = await services.rateLimits.take(SIGN_IN_LIMIT, clientAddress);
    if (!limit.ok) return data({ ok: false }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
    return authenticationOptions(services.db, site);
  }
  if (body?.step === "verify") {
    const verified = await verifyPasskeySignIn(services.db, site, { challengeId: body.challengeId, response: body.response });
    if (!verified) return data({ ok: false }, { status: 400 });
    const [row] = await services.db.select().from(adminUsers).where(eq(adminUsers.id, verified.userId));
    if (!row) return data({ ok: false }, { status: 400 });
    const token = await createSession(services.db, verified.userId, "passkey", clientLabel(args.request.headers.get("user-agent")));
    await audit(services.db, actorOf(toAdminUser(row)), { action: "session.signed_in_passkey", targetType: "account", targetId: row.id });
    const next = safeNext(typeof body.next === "string" ? body.next : null);
    return data({ ok: true, next }, { headers: { "Set-Cookie": sessionCookie(site, token) } });
  }
  return data({ ok: false }, { status: 400 });
}
