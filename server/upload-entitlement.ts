/**
 * Who may send a large body (decision 023, docs/product/journey.md#news-from-the-family): in the
 * back office a signed-in session, on a family's news page the status token of a request whose dog
 * has arrived, on a foster family's page the token of a home that has not ended
 * (docs/product/foster.md#news). Looked up before the body reader reads a byte; anyone else gets the
 * form limit.
 */
import type { Request } from "express";
import type { Database } from "#app/platform/db/client.server.ts";
import { ADMIN_PREFIX } from "#app/admin/route-table.ts";
import type { AdminSite } from "#app/admin/auth/site.server.ts";
import { loadSession, sessionToken } from "#app/admin/auth/sessions.server.ts";
import { findByToken } from "#app/features/journey/request/public.server.ts";
import { takesNews } from "#app/features/journey/aftercare/public.ts";
import { fosterHomeByToken } from "#app/features/journey/foster/public.server.ts";
import { fosterTokenOf, newsTokenOf } from "./request-bodies.ts";

export function uploadEntitlement(db: Database, site: AdminSite) {
  return async (req: Request): Promise<boolean> => {
    if (req.path.startsWith(`${ADMIN_PREFIX}/`)) {
      const token = sessionToken(new globalThis.Request("http://internal/", { headers: { cookie: req.get("cookie") ?? "" } }), site);
      return token !== null && (await loadSession(db, token)) !== null;
    }
    const fosterToken = fosterTokenOf(req.path);
    if (fosterToken) return (await fosterHomeByToken(db, fosterToken)) !== null;
    const token = newsTokenOf(req.path);
    if (!token) return false;
    const row = await findByToken(db, token);
    return row !== null && takesNews(row);
  };
}
