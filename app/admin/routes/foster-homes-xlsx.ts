import writeExcelFile from "write-excel-file/node";
import type { Route } from "./+types/foster-homes-xlsx";
import { adminQuery, requireRole } from "#app/admin/auth/require.server.ts";
import { listFosterHomes } from "#app/features/journey/foster/public.server.ts";
import { audit } from "#app/platform/audit/log.server.ts";
import { wallClock } from "#app/admin/inbox/export-table.ts";
import { adminMessages } from "../messages/index.ts";
import { exportTable, stageFilterOf } from "../foster-home-form.ts";

/** The spreadsheet's date format per language (as the inbox's export). */
const XLSX_DATE_FORMAT = { de: "dd.mm.yyyy", es: "dd/mm/yyyy" } as const;

/**
 * The foster homes of the list's choice (`?stand=`, the same as the list) as an .xlsx workbook, one
 * row per home: typed cells, the day it was made in the association's time zone, values in words
 * (decision 026). The audit log counts the rows, never their content.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, user, actor } = await requireRole(args, "inbox");
  const filter = stageFilterOf(adminQuery(args.request));
  const homes = await listFosterHomes(services.db, filter === "open" ? undefined : filter);
  const p = adminMessages[user.locale].fosterHomes;
  const { header, rows } = exportTable(homes, p);
  await audit(services.db, actor, { action: "foster_home.exported", targetType: "foster_home", details: { count: rows.length, stage: filter } });
  const sheet = [
    header.map((value) => ({ value, fontWeight: "bold" as const })),
    ...rows.map((row) =>
      row.map((value) =>
        value instanceof Date
          ? { value: wallClock(value), type: Date, format: XLSX_DATE_FORMAT[user.locale] }
          : typeof value === "number"
            ? { value, type: Number }
            : value === null
              ? null
              : { value, type: String, wrap: value.includes("\n") },
      ),
    ),
  ];
  const bytes = await writeExcelFile(sheet, {
    sheet: p.sheet,
    stickyRowsCount: 1,
    columns: header.map((name) => ({ width: Math.min(40, Math.max(12, name.length + 2)) })),
  }).toBuffer();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${p.fileName}-${day}.xlsx"`,
      "Cache-Control": "private, no-store",
    },
  });
}
