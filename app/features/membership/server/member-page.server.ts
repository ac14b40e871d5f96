/**
 * The member's private page's forms (docs/product/membership.md#private-page): a new address, a new
 * account (a new SEPA mandate), a cancellation with the settings' notice period. Plain posts that
 * work without JavaScript, through the platform's page-form kit (decision 037). The page sends no
 * referrer, so its own posts come with Origin "null" (as the status page's, decision 025).
 */
import { data, type RouterContextProvider } from "react-router";
import { z } from "#app/platform/zod.ts";
import { localeContext, requestContext, servicesContext } from "#app/platform/context.ts";
import { intentsFor } from "#app/platform/forms/server/intents.server.ts";
import { pageRefusal, takePageForm } from "#app/platform/forms/server/page-form.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { getMessages } from "#app/platform/forms/rules/messages.ts";
import { ACCOUNT_HOLDER_MAX, ADDRESS_MAX, COUNTRY_CODES, IBAN_INPUT_MAX, NAME_MAX, ZIP_MAX } from "#app/platform/forms/rules/constants.ts";
import { checkIban } from "#app/platform/payments/rules/iban.ts";
import type { Actor } from "#app/platform/audit/log.server.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import type { CountryOrganisation } from "#app/features/organisation/rules/defaults.ts";
import { membershipCopy } from "../rules/copy.ts";
import { cancellationEnd } from "../rules/fee-schedule.ts";
import { collectsDirectDebits } from "../rules/settings.ts";
import { changeMemberAccount, changeMemberAddress, membershipByToken, moveMembership, todayInGermany } from "./membership.server.ts";
import { cachedMembershipSettings } from "./settings.server.ts";
import { RECEIPT_PDF_HEADERS, receiptFile, requestReceipt } from "./receipts.server.ts";

/** Private, never cached, never indexed, never the referrer of a link: the address holds the token. */
export const MEMBER_PAGE_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex, nofollow" } as const;

/** Who changes a membership from its private page (the audit log names no person). */
export const memberActor: Actor = { id: null, label: "member" };

function messagesOf(locale: Locale) {
  const forms = getMessages(locale);
  return { page: membershipCopy[locale].page, membership: forms.membership, validation: forms.validation };
}
const memberFormMessages: Record<Locale, ReturnType<typeof messagesOf>> = { de: messagesOf("de"), es: messagesOf("es") };
type Messages = ReturnType<typeof messagesOf>;
type Context = Readonly<RouterContextProvider>;
type Member = NonNullable<Awaited<ReturnType<typeof membershipByToken>>>;

export type MemberActionData =
  | { done: "address" }
  | { done: "account"; reference: string | null }
  | { done: "cancel"; endDate: string }
  | { done: "receipt"; number: string };

const defineIntent = intentsFor<{ context: Context; member: Member; locale: Locale; organisation: CountryOrganisation }, Messages>();

const intents = {
  address: defineIntent({
    schema: (m) =>
      z.object({
        street: formField.required(m.validation.required, ADDRESS_MAX, m.validation.addressMax),
        addressAddition: formField.trimmed(ADDRESS_MAX, m.validation.addressMax),
        postalCode: formField.required(m.validation.required, ZIP_MAX, m.validation.zipMax),
        city: formField.required(m.validation.required, NAME_MAX, m.validation.max100),
        country: z.enum(COUNTRY_CODES, { error: m.membership.countryInvalid }),
      }),
    handle: async (address, { context, member }) => {
      const services = context.get(servicesContext);
      if (!(await changeMemberAddress(services.db, memberActor, member.id, address))) return refused(member.locale as Locale, 409);
      return data<MemberActionData>({ done: "address" }, { headers: MEMBER_PAGE_HEADERS });
    },
  }),
  account: defineIntent({
    schema: (m) =>
      z.object({
        accountHolder: formField.required(m.membership.accountHolderRequired, ACCOUNT_HOLDER_MAX, m.membership.accountHolderMax),
        iban: formField
          .trimmed(IBAN_INPUT_MAX, m.membership.ibanFormat)
          .transform((value, ctx) => {
            const checked = checkIban(value);
            if (checked.ok) return checked.iban;
            const message = { empty: m.membership.ibanRequired, format: m.membership.ibanFormat, checksum: m.membership.ibanChecksum, country: m.membership.ibanCountry }[checked.reason];
            ctx.addIssue({ code: "custom", message });
            return z.NEVER;
          }),
        mandateAccepted: formField.ticked("on").refine((ticked) => ticked, { error: m.membership.mandateRequired }),
      }),
    handle: async ({ accountHolder, iban }, { context, member, locale }) => {
      const services = context.get(servicesContext);
      const keys = services.membership.bankKeys;
      if (!keys || !collectsDirectDebits(await cachedMembershipSettings(services))) return refused(locale, 409);
      const changed = await changeMemberAccount(services.db, memberActor, keys, member.id, { accountHolder, iban });
      if (!changed) return refused(locale, 409);
      return data<MemberActionData>({ done: "account", reference: changed.mandateReference }, { headers: MEMBER_PAGE_HEADERS });
    },
  }),
  cancel: defineIntent({
    schema: () => z.object({ confirm: formField.ticked() }),
    handle: async ({ confirm }, { context, member, locale }) => {
      if (!confirm) return refused(locale, 400);
      const services = context.get(servicesContext);
      const endDate = await memberEndDate(services, new Date(), member.entryDate);
      const moved = await moveMembership(services.db, memberActor, member.id, "cancel", "member", { endDate });
      if (!moved.ok) return refused(locale, 409);
      return data<MemberActionData>({ done: "cancel", endDate }, { headers: MEMBER_PAGE_HEADERS });
    },
  }),

  receipt: defineIntent({
    schema: () => z.object({}),
    handle: async (_sent, { context, member, locale, organisation }) => {
      const services = context.get(servicesContext);
      const settings = await cachedMembershipSettings(services);
      const outcome = await requestReceipt(services.db, memberActor, { settings, organisation }, member.id);
      if (!outcome.ok) return refused(locale, 409);
      return data<MemberActionData>({ done: "receipt", number: outcome.number }, { headers: MEMBER_PAGE_HEADERS });
    },
  }),
};

function refused(locale: Locale, status: number) {
  return pageRefusal(membershipCopy[locale].page.refused, status, MEMBER_PAGE_HEADERS);
}

/**
 * The last day of a membership cancelled today, by the settings' notice period and term. Notice
 * given before the entry date runs from the entry date: a membership never ends before it began.
 */
export async function memberEndDate(services: Parameters<typeof cachedMembershipSettings>[0], now: Date, entryDate: string): Promise<string> {
  const settings = await cachedMembershipSettings(services);
  const today = todayInGermany(now);
  return cancellationEnd(today > entryDate ? today : entryDate, settings.noticeMonths, settings.cancellationTerm);
}

/** 429 when this client opened too many token pages (shared with the status pages). */
export async function limitedMemberPage(context: Context): Promise<Response | null> {
  const services = context.get(servicesContext);
  const result = await services.rateLimits.take("statusPage", context.get(requestContext).clientAddress).catch(() => ({ ok: true }) as const);
  if (result.ok) return null;
  services.logger.warn({ event: "member_page_rate_limited" }, "member page rate-limited");
  return new Response(null, { status: 429, headers: { ...MEMBER_PAGE_HEADERS, "Retry-After": String(result.retryAfterSeconds) } });
}

/** The page's posts; `organisation`: the German association, whose receipts a member asks for. */
export async function memberPageAction(context: Context, request: Request, token: string | undefined, organisation: CountryOrganisation) {
  const { locale } = context.get(localeContext);
  const services = context.get(servicesContext);
  const limited = await limitedMemberPage(context);
  if (limited) throw limited;
  const member = await membershipByToken(services.db, token);
  if (!member) throw data(null, { status: 404, headers: MEMBER_PAGE_HEADERS });
  return takePageForm(context, request, intents, { context, member, locale, organisation }, {
    messages: memberFormMessages[locale],
    headers: MEMBER_PAGE_HEADERS,
    guard: { opaqueOrigin: true },
    failedEvent: "member_page_post_failed",
  });
}

/** A member's receipt as issued, reached only with the private page's token; the site's 404 for anything else. */
export async function memberReceiptPdf(context: Context, token: string | undefined, number: string | undefined): Promise<Response> {
  const services = context.get(servicesContext);
  const limited = await limitedMemberPage(context);
  if (limited) throw limited;
  const member = await membershipByToken(services.db, token);
  const file = member ? await receiptFile(services.db, member.id, number ?? "") : null;
  if (!file) throw data(null, { status: 404, headers: MEMBER_PAGE_HEADERS });
  return new Response(Buffer.from(file.pdf), {
    headers: { ...RECEIPT_PDF_HEADERS, "Referrer-Policy": "no-referrer", "Content-Disposition": `attachment; filename="Zuwendungsbestaetigung-${file.number}.pdf"` },
  });
}
