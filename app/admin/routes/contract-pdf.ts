import { data } from "react-router";
import type { Route } from "./+types/contract-pdf";
import { requireRole } from "#app/admin/auth/require.server.ts";
import { contractOfRequest, contractPdf, PDF_HEADERS, pdfFileName } from "#app/features/journey/contract/public.server.ts";

/** The request's signed contract as a PDF, for the coordinators and owners; never cached. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "inbox");
  const contract = await contractOfRequest(services.db, args.params.id ?? "");
  if (!contract?.signedAt) throw data(null, { status: 404 });
  return new Response(Buffer.from(await contractPdf(contract)), {
    headers: { ...PDF_HEADERS, "Content-Disposition": `attachment; filename="${pdfFileName(contract)}"` },
  });
}
