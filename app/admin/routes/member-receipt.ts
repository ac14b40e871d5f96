import { data } from "react-router";
import type { Route } from "./+types/member-receipt";
import { requireRole } from "#app/admin/auth/require.server.ts";
import { RECEIPT_PDF_HEADERS, receiptFile } from "#app/features/membership/server/receipts.server.ts";

/** A member's donation receipt as it was issued, for the treasurer; never cached. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "treasury");
  const file = /^[0-9a-f-]{36}$/.test(args.params.id ?? "") ? await receiptFile(services.db, args.params.id!, args.params.number ?? "") : null;
  if (!file) throw data(null, { status: 404 });
  return new Response(Buffer.from(file.pdf), { headers: { ...RECEIPT_PDF_HEADERS, "Content-Disposition": `attachment; filename="Zuwendungsbestaetigung-${file.number}.pdf"` } });
}
