import type { Route } from "./+types/member-receipt";
import { memberReceiptPdf } from "#app/features/membership/server/member-page.server.ts";

/** A member's donation receipt as a PDF, reached only with the private page's token. */
export function loader({ context, params }: Route.LoaderArgs) {
  return memberReceiptPdf(context, params.token, params.number);
}
