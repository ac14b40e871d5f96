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
import { requestContext, servicesContext } from "#app/platform/context.ts";
import type { Services } from "#app/services.server.ts";
import { adminPath } from "#app/admin/route-table.ts";
import { actorOf, type Actor } from "#app/platform/audit/log.server.ts";
import { allows, HIDDEN_PERMISSIONS, type Permission } from "./roles.ts";
import { clearSessionCookie, loadSession, sessionToken, type SignedIn } from "./sessions.server.ts";
import { adminSite, type AdminSite } from "./site.server.ts";
import { cleanJson, cleanQuery, paramsAreWellFormed } from "./input.ts";

export interface AdminArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  /** The path's parameters (`:id`, `:dogId`): checked for their shape before anything else. */
  params?: Readonly<Record<string, string | undefined>>;
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
export function adminRequest(args: AdminArgs): AdminRequest {
  const { request, context } = args;
  const services = context.get(servicesContext);
  const site = adminSite(services.env);
  const url = new URL(request.url);
  if (url.host !== site.host) throw data(null, { status: 404 });
  // An id that cannot name a record names nothing (and never reaches the database).
  if (args.params && !paramsAreWellFormed(args.params)) throw data(null, { status: 404 });
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
  // The treasury's pages are not even named to other roles (issue #37): 404, as for a page that is not there.
  if (!allows(permission, signedIn.user.role)) throw data(null, { status: HIDDEN_PERMISSIONS.has(permission) ? 404 : 403 });
  return { ...base, ...signedIn, actor: actorOf(signedIn.user) };
}

/** A `next` parameter is followed only to a back-office path. */
export function safeNext(value: string | null): string {
  if (!value || !value.startsWith(`${adminPath("admin-dashboard")}`) || value.startsWith("//") || /[\\\r\n]/.test(value)) {
    return adminPath("admin-dashboard");
  }
  return value;
}

/** The address's query, every text normalised as the public forms' input. */
export function adminQuery(request: Request): URLSearchParams {
  return cleanQuery(request.url);
}

/** A posted JSON object, every string normalised; null when it is not one. */
export async function adminJson(request: Request): Promise<Record<string, unknown> | null> {
  const value: unknown = await request.json().catch(() => null);
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (cleanJson(value) as Record<string, unknown>) : null;
}
