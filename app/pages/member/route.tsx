import { data } from "react-router";
import type { Route } from "./+types/route";
import { servicesContext } from "#app/platform/context.ts";
import { pageContext } from "#app/features/seo/server/page.server.ts";
import { seo } from "#app/features/seo/rules/seo.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { membershipCopy } from "#app/features/membership/rules/copy.ts";
import { membershipByToken } from "#app/features/membership/server/membership.server.ts";
import { cachedMembershipSettings } from "#app/features/membership/server/settings.server.ts";
import { collectsDirectDebits } from "#app/features/membership/rules/settings.ts";
import { limitedMemberPage, MEMBER_PAGE_HEADERS as HEADERS, memberEndDate, memberPageAction } from "#app/features/membership/server/member-page.server.ts";
import { giroCode } from "#app/platform/payments/server/girocode.server.ts";
import { formatEuroCents } from "#app/features/membership/rules/mail.ts";
import { feesOf } from "#app/features/membership/server/fees.server.ts";
import { hasUnconfirmedPayments, receiptsOf } from "#app/features/membership/server/receipts.server.ts";
import { issuesReceipts } from "#app/features/membership/rules/settings.ts";
import { filePathFor } from "#app/platform/i18n/routes.ts";
import { MemberPage, type MemberPageData } from "./sections.tsx";

/**
 * A member's private page (docs/product/membership.md#private-page): reached only through the link in
 * the welcome e-mail; a token that opens nothing is the site's 404. Guessing is held back with the
 * status pages' limit per client.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const services = context.get(servicesContext);
  const limited = await limitedMemberPage(context);
  if (limited) throw limited;
  const row = await membershipByToken(services.db, params.token);
  if (!row) throw data(null, { status: 404, headers: HEADERS });
  const settings = await cachedMembershipSettings(services);
  const copy = membershipCopy[ctx.locale].page;
  const [fees, receipts, unconfirmed] = await Promise.all([feesOf(services.db, row.id), receiptsOf(services.db, row.id), hasUnconfirmedPayments(services.db, row.id)]);
  const token = params.token ?? "";
  const person = row.person!;
  const page: MemberPageData = {
    stage: row.status as MemberPageData["stage"],
    memberNumber: row.memberNumber,
    membershipType: row.membershipType as MemberPageData["membershipType"],
    paymentInterval: row.paymentInterval as MemberPageData["paymentInterval"],
    feeCents: row.feeCents,
    entryDate: row.entryDate,
    firstDueDate: row.firstDueDate,
    endDate: row.endDate,
    name: `${person.firstName ?? ""} ${person.lastName ?? ""}`.trim(),
    address: [person.street, person.addressAddition, `${person.postalCode ?? ""} ${person.city ?? ""}`.trim()].filter((line): line is string => !!line),
    paymentMethod: row.paymentMethod as "debit" | "transfer",
    accountHolder: row.accountHolder,
    ibanMasked: row.ibanMasked,
    mandateReference: row.mandateReference,
    mandateSignedOn: row.mandateSignedOn,
    transferReference: row.transferReference,
    creditor: row.paymentMethod === "debit" ? { name: settings.creditorName, id: settings.creditorId } : null,
    email: ctx.organisation.de.email,
    street: person.street ?? "",
    addressAddition: person.addressAddition ?? "",
    postalCode: person.postalCode ?? "",
    city: person.city ?? "",
    country: person.country ?? "DE",
    // What the member may still do: change the address, give a new account (when direct debit is offered), cancel.
    canChange: row.status === "applied" || row.status === "active" || row.status === "cancelled",
    newMandate: services.membership.bankKeys !== null && collectsDirectDebits(settings) ? { name: settings.creditorName, id: settings.creditorId } : null,
    cancelEndDate: row.status === "active" ? await memberEndDate(services, new Date(), row.entryDate) : null,
    transfer: null,
    // The last year's fees, newest first; a new try after a return stands beside the returned one.
    fees: fees.slice(0, 14).map((fee) => ({
      reference: fee.reference,
      dueDate: fee.dueDate,
      amountCents: fee.amountCents,
      stage: fee.status as MemberPageData["fees"][number]["stage"],
      date: fee.paidOn ?? fee.collectionDate,
    })),
    receipts: receipts.map((receipt) => ({ ...receipt, href: filePathFor("memberReceipt", ctx.locale, { token, number: receipt.number }) })),
    canRequestReceipt: unconfirmed && issuesReceipts(settings),
  };
  // A member paying by transfer: the association's account (fees go to the association in Germany), the amount
  // and the reference, written and as a GiroCode drawn on the server.
  if (row.paymentMethod === "transfer" && row.transferReference && (row.status === "active" || row.status === "cancelled")) {
    const bank = ctx.organisation.de.bank;
    const code = await giroCode({ name: bank.beneficiary, iban: bank.iban, bic: bank.bic, amountCents: row.feeCents, text: row.transferReference });
    page.transfer = {
      rows: [
        { label: copy.beneficiary, value: bank.beneficiary },
        { label: copy.iban, value: bank.iban },
        { label: copy.bic, value: bank.bic },
        { label: copy.amount, value: formatEuroCents(row.feeCents, ctx.locale) },
        { label: copy.transferReference, value: row.transferReference },
      ],
      giroCode: code ? { src: code, alt: copy.giroCodeAlt, caption: copy.giroCodeCaption } : null,
    };
  }
  // No canonical, no alternate language: the address holds the token (never indexed, never shared).
  const head = seo(ctx, { title: copy.title, description: copy.description, routeKey: null, noIndex: true });
  return data({ head, copy, page }, { headers: HEADERS });
}

export const action = ({ context, request, params }: Route.ActionArgs) => memberPageAction(context, request, params.token, pageContext(context).organisation.de);

export const headers = () => HEADERS;

export const meta = metaFromLoader;

export default function MemberRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MemberPage copy={loaderData.copy} page={loaderData.page} result={actionData} />;
}
