import { data } from "react-router";
import type { Route } from "./+types/route";
import { servicesContext, requestContext } from "#app/platform/context.ts";
import { pageContext } from "#app/features/seo/server/page.server.ts";
import { seo } from "#app/features/seo/rules/seo.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { membershipCopy } from "#app/features/membership/rules/copy.ts";
import { membershipByToken } from "#app/features/membership/server/membership.server.ts";
import { cachedMembershipSettings } from "#app/features/membership/server/settings.server.ts";
import { MemberPage, type MemberPageData } from "./sections.tsx";

/** Private, never cached, never indexed, never the referrer of a link: the address holds the token. */
const HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex, nofollow" } as const;

/**
 * A member's private page (docs/product/membership.md#private-page): reached only through the link in
 * the welcome e-mail; a token that opens nothing is the site's 404. Guessing is held back with the
 * status pages' limit per client.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const services = context.get(servicesContext);
  const limit = await services.rateLimits.take("statusPage", context.get(requestContext).clientAddress).catch(() => ({ ok: true }) as const);
  if (!limit.ok) throw new Response(null, { status: 429, headers: { ...HEADERS, "Retry-After": String(limit.retryAfterSeconds) } });
  const row = await membershipByToken(services.db, params.token);
  if (!row) throw data(null, { status: 404, headers: HEADERS });
  const settings = await cachedMembershipSettings(services);
  const copy = membershipCopy[ctx.locale].page;
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
  };
  // No canonical, no alternate language: the address holds the token (never indexed, never shared).
  const head = seo(ctx, { title: copy.title, description: copy.description, routeKey: null, noIndex: true });
  return data({ head, copy, page }, { headers: HEADERS });
}

export const headers = () => HEADERS;

export const meta = metaFromLoader;

export default function MemberRoute({ loaderData }: Route.ComponentProps) {
  return <MemberPage copy={loaderData.copy} page={loaderData.page} />;
}
