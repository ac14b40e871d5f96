import { data } from "react-router";
import type { Route } from "./+types/passkey-register";
import { requireRole, adminJson } from "#app/admin/auth/require.server.ts";
import { registerPasskey, registrationOptions } from "#app/admin/auth/passkeys.server.ts";
import { audit } from "#app/platform/audit/log.server.ts";

/** Adds a passkey to the signed-in account in two steps (JSON): options, then verify. */
export async function action(args: Route.ActionArgs) {
  const { services, site, user, actor } = await requireRole(args, "signedIn");
  const body = await adminJson(args.request);
  if (body?.step === "options") return registrationOptions(services.db, site, user);
  if (body?.step === "verify") {
    const name = typeof body.name === "string" && body.name.trim() ? body.name.trim().slice(0, 60) : "Passkey";
    const result = await registerPasskey(services.db, site, user, { challengeId: body.challengeId, response: body.response, name });
    if (!result.ok) return data({ ok: false }, { status: 400 });
    await audit(services.db, actor, { action: "passkey.added", targetType: "account", targetId: user.id, details: { passkey: result.id.slice(0, 12) } });
    return { ok: true };
  }
  return data({ ok: false }, { status: 400 });
}
