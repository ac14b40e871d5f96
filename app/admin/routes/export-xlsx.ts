import type { Route } from "./+types/export-xlsx";
import { requireRole, adminQuery } from "#app/admin/auth/require.server.ts";
import { parseFilters } from "#app/admin/inbox/filters.ts";
import { exportXlsx } from "#app/admin/inbox/export.server.ts";
import { exportFileName } from "#app/admin/inbox/export-table.ts";

/** The filtered inbox as an .xlsx workbook (the same filters as the list, all pages): typed cells, local dates, values in words. */
export async function loader(args: Route.LoaderArgs) {
  const { services, user, actor } = await requireRole(args, "inbox");
  const filters = parseFilters(adminQuery(args.request));
  const { bytes } = await exportXlsx(services.db, actor, filters, user.id, user.locale);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${exportFileName(user.locale, day, "xlsx")}"`,
    },
  });
}
