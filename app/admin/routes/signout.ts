import { redirect } from "react-router";
import type { Route } from "./+types/signout";
import { requireRole } from "#app/admin/auth/require.server.ts";
import { clearSessionCookie, deleteSession } from "#app/admin/auth/sessions.server.ts";
import { audit } from "#app/platform/audit/log.server.ts";
import { adminPath } from "../route-table.ts";

/** Ends this session (the others are ended on the account page). */
export async function action(args: Route.ActionArgs) {
  const { services, site, sessionId, actor, user } = await requireRole(args, "signedIn");
  await deleteSession(services.db, sessionId);
  await audit(services.db, actor, { action: "session.signed_out", targetType: "account", targetId: user.id });
  throw redirect(`${adminPath("admin-login")}?signedOut=1&lang=${user.locale}`, { headers: { "Set-Cookie": clearSessionCookie(site) } });
}

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "signedIn");
  throw redirect(adminPath("admin-account"));
}
