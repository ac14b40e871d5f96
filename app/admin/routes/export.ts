import type { Route } from "./+types/export";
import { requireRole, adminQuery } from "#app/admin/auth/require.server.ts";
import { parseFilters } from "#app/admin/inbox/filters.ts";
import { exportCsv } from "#app/admin/inbox/export.server.ts";
import { exportFileName } from "#app/admin/inbox/export-table.ts";

/** The filtered inbox as a CSV download (the same filters as the list, all pages), with the volunteer's delimiter. */
export async function loader(args: Route.LoaderArgs) {
  const { services, user, actor } = await requireRole(args, "inbox");
  const filters = parseFilters(adminQuery(args.request));
  const { csv } = await exportCsv(services.db, actor, filters, user.id, user.locale);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(user.locale, day, "csv")}"`,
    },
  });
}
