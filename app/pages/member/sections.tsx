/**
 * A member's private page (docs/product/membership.md#private-page): where the membership stands,
 * its fee, the address we have, and how the member pays: the mandate (creditor, identifier,
 * reference, date, the masked account) or the transfer reference.
 */
import type { MembershipCopy } from "#app/features/membership/rules/copy.ts";
import { formatDay, formatEuroCents } from "#app/features/membership/rules/mail.ts";
import type { MembershipType, PaymentInterval } from "#app/platform/forms/rules/constants.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { getMessages } from "#app/platform/forms/rules/messages.ts";
import { useLocale } from "#app/platform/i18n/use-locale.ts";
import { PageHero } from "#app/ui/page-hero.tsx";

export interface MemberPageData {
  stage: "applied" | "active" | "cancelled" | "ended" | "declined";
  memberNumber: number | null;
  membershipType: MembershipType;
  paymentInterval: PaymentInterval;
  feeCents: number;
  entryDate: string;
  firstDueDate: string | null;
  endDate: string | null;
  name: string;
  address: string[];
  paymentMethod: "debit" | "transfer";
  accountHolder: string | null;
  ibanMasked: string | null;
  mandateReference: string | null;
  mandateSignedOn: string | null;
  transferReference: string | null;
  creditor: { name: string; id: string } | null;
  email: string;
}

const card = "rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6";
const list = "mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(12rem,auto)_1fr]";

function Row({ label, children, name }: { label: string; children: React.ReactNode; name?: string }) {
  return (
    <>
      <dt className="font-semibold text-stone-700">{label}</dt>
      <dd className="text-stone-900" data-field={name}>{children}</dd>
    </>
  );
}

export function MemberPage({ copy, page }: { copy: MembershipCopy["page"]; page: MemberPageData }) {
  const locale = useLocale();
  const options = getMessages(locale).options;
  const toCome = <span className="text-stone-600">{copy.toCome}</span>;
  return (
    <>
      <PageHero title={copy.heading} narrow>
        <p className="mt-3 text-stone-800" data-stage={page.stage}>
          {fill(copy.stage[page.stage], { date: page.endDate ? formatDay(page.endDate, locale) : "" })}
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
        <section aria-labelledby="membership-heading" className={card}>
          <h2 id="membership-heading" className="text-2xl font-bold tracking-tight text-stone-900">{copy.membership}</h2>
          <dl className={list}>
            <Row label={copy.memberNumber} name="memberNumber">{page.memberNumber ?? toCome}</Row>
            <Row label={copy.type}>{options.membershipTypes[page.membershipType]}</Row>
            <Row label={copy.fee} name="fee">{`${formatEuroCents(page.feeCents, locale)} (${options.paymentIntervals[page.paymentInterval]})`}</Row>
            <Row label={copy.entryDate}>{formatDay(page.entryDate, locale)}</Row>
            {page.firstDueDate ? <Row label={copy.firstDue}>{formatDay(page.firstDueDate, locale)}</Row> : null}
            <Row label={copy.address}>
              <span className="block">{page.name}</span>
              {page.address.map((line) => <span key={line} className="block">{line}</span>)}
            </Row>
          </dl>
        </section>
        <section aria-labelledby="payment-heading" className={card} data-payment={page.paymentMethod}>
          <h2 id="payment-heading" className="text-2xl font-bold tracking-tight text-stone-900">{copy.payment}</h2>
          <dl className={list}>
            <Row label={copy.method}>{options.paymentMethods[page.paymentMethod]}</Row>
            {page.paymentMethod === "debit" ? (
              <>
                <Row label={copy.accountHolder}>{page.accountHolder}</Row>
                <Row label={copy.account} name="account"><span className="font-mono">{page.ibanMasked}</span></Row>
                <Row label={copy.creditor}>{page.creditor?.name}</Row>
                <Row label={copy.creditorId} name="creditorId"><span className="font-mono">{page.creditor?.id}</span></Row>
                <Row label={copy.mandateReference} name="mandateReference">{page.mandateReference ? <span className="font-mono">{page.mandateReference}</span> : toCome}</Row>
                {page.mandateSignedOn ? <Row label={copy.signedOn}>{formatDay(page.mandateSignedOn, locale)}</Row> : null}
              </>
            ) : (
              <Row label={copy.transferReference} name="transferReference">{page.transferReference ? <span className="font-mono">{page.transferReference}</span> : toCome}</Row>
            )}
          </dl>
        </section>
        <p className="text-stone-700">{fill(copy.questions, { email: page.email })}</p>
      </div>
    </>
  );
}
