import { data } from "react-router";
import type { Route } from "./+types/debit-file";
import { requireRole } from "#app/admin/auth/require.server.ts";
import { parseIsoDate } from "#app/platform/forms/rules/dates.ts";
import { loadOrganisation } from "#app/features/organisation/server/effective.server.ts";
import { debitBatch } from "#app/features/membership/server/fees.server.ts";
import { loadMembershipSettings } from "#app/features/membership/server/settings.server.ts";
import { collectsDirectDebits } from "#app/features/membership/rules/settings.ts";
import { SepaFileError } from "#app/features/membership/rules/sepa-direct-debit.ts";

/**
 * The SEPA direct-debit file (`pain.008.001.08`) of one collection date, for the treasurer to upload
 * to the bank: the only response that carries members' account numbers in clear, so never cached
 * and never logged. 404 when the date has no debit announced; 409 when the creditor is not set or
 * the bank would refuse the file (the problems by field, never a value).
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "treasury");
  const date = args.params.date ?? "";
  const keys = services.membership.bankKeys;
  if (!parseIsoDate(date)) throw data(null, { status: 404 });
  const settings = await loadMembershipSettings(services.db);
  if (!keys || !collectsDirectDebits(settings)) throw data(null, { status: 409 });
  const bank = (await loadOrganisation(services.db)).de.bank;
  let batch;
  try {
    batch = await debitBatch(services.db, { keys, settings, creditorAccount: { iban: bank.iban, bic: bank.bic } }, date);
  } catch (error) {
    if (error instanceof SepaFileError) return new Response(error.issues.map((issue) => `${issue.field}: ${issue.problem}`).join("\n"), { status: 409, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
    throw error;
  }
  if (!batch) throw data(null, { status: 404 });
  return new Response(batch.xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${batch.messageId}.xml"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
