/**
 * The one check of the back office: every loader and action calls
 * `requireRole()` with the permission it needs. It answers
 * - 404 on any host but the back office's own (ADMIN_URL),
 * - 403 for a form posted from another origin (on top of SameSite=Lax and
 *   React Router's own origin check),
 * - a redirect to the sign-in page without a valid session,
 * - 403 when the account's role lacks the permission.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "#app/context.ts";
import type { Services } from "#app/services.server.ts";
import { adminPath } from "#app/admin/route-table.ts";
import { actorOf, type Actor } from "#app/audit/log.server.ts";
import { allows, type Permission } from "./roles.ts";
import { clearSessionCookie, loadSession, sessionToken, type SignedIn } from "./sessions.server.ts";
import { adminSite, type AdminSite } from "./site.server.ts";

export interface AdminArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export interface AdminRequest {
  services: Services;
  site: AdminSite;
  clientAddress: string;
}

export interface Authorised extends AdminRequest, SignedIn {
  actor: Actor;
}

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Host and origin checks shared by the public sign-in pages and requireRole. */
export function adminRequest({ request, context }: AdminArgs): AdminRequest {
  const services = context.get(servicesContext);
  const site = adminSite(services.env);
  const url = new URL(request.url);
  if (url.host !== site.host) throw data(null, { status: 404 });
  if (MUTATIONS.has(request.method.toUpperCase()) && request.headers.get("origin") !== site.origin) {
    throw data(null, { status: 403 });
  }
  return { services, site, clientAddress: context.get(requestContext).clientAddress };
}

/** The signed-in account on a public back-office page (sign-in), if any. */
export async function optionalUser(args: AdminArgs): Promise<(AdminRequest & { signedIn: SignedIn | null })> {
  const base = adminRequest(args);
  const token = sessionToken(args.request, base.site);
  const signedIn = token ? await loadSession(base.services.db, token) : null;
  return { ...base, signedIn };
}

export async function requireRole(args: AdminArgs, permission: Permission): Promise<Authorised> {
  const base = adminRequest(args);
  const token = sessionToken(args.request, base.site);
  const signedIn = token ? await loadSession(base.services.db, token) : null;
  if (!signedIn) {
    const url = new URL(args.request.url);
    const next = url.pathname.replace(/\.data$/, "") + url.search;
    const headers = token ? { "Set-Cookie": clearSessionCookie(base.site) } : undefined;
    throw redirect(`${adminPath("admin-login")}?next=${encodeURIComponent(next)}`, { headers });
  }
  if (!allows(permission, signedIn.user.role)) throw data(null, { status: 403 });
  return { ...base, ...signedIn, actor: actorOf(signedIn.user) };
}

/** A `next` parameter is followed only to a back-office path. */
export function safeNext(value: string | null): string {
  if (!value || !value.startsWith(`${adminPath("admin-dashboard")}`) || value.startsWith("//") || /[\\\r\n]/.test(value)) {
    return adminPath("admin-dashboard");
  }
  return value;
}
