import type { Route } from "./+types/contract-pdf";
import { statusContractPdf } from "#app/features/journey/status/public.server.ts";

/** The applicant's copy of the signed protection contract, reached only with the status page's token. */
export function loader({ context, params }: Route.LoaderArgs) {
  return statusContractPdf(context, params.token);
}
