import type { Env } from "#app/platform/config/env.server.ts";
import { ADMIN_PREFIX } from "#app/admin/route-table.ts";

/** Where the back office lives and what that means for cookies and passkeys. */
export interface AdminSite {
  /** e.g. https://www.puente-canino.de/verwaltung */
  url: string;
  origin: string;
  /** Host with port, as in the Host header. */
  host: string;
  /** The WebAuthn relying-party id: the host name without port. */
  rpId: string;
  /** https: cookies are Secure and carry the __Host- prefix. */
  secure: boolean;
  cookieName: string;
}

export function adminSite(env: Pick<Env, "ADMIN_URL" | "SITE_URL_DE">): AdminSite {
  const url = new URL(env.ADMIN_URL ?? `${env.SITE_URL_DE}${ADMIN_PREFIX}`);
  const secure = url.protocol === "https:";
  return {
    url: `${url.origin}${ADMIN_PREFIX}`,
    origin: url.origin,
    host: url.host,
    rpId: url.hostname,
    secure,
    cookieName: secure ? "__Host-verwaltung" : "verwaltung",
  };
}
