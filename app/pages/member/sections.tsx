/**
 * A member's private page (docs/product/membership.md#private-page): where the membership stands,
 * its fee, the address we have, and how the member pays: the mandate (creditor, identifier,
 * reference, date, the masked account) or the transfer reference.
 */
import { Form } from "react-router";
import type { MembershipCopy } from "#app/features/membership/rules/copy.ts";
import type { MemberActionData } from "#app/features/membership/server/member-page.server.ts";
import { FORM_ERROR_KEY, refusalOf } from "#app/platform/forms/rules/intents.ts";
import { ACCOUNT_HOLDER_MAX, ADDRESS_MAX, COUNTRY_CODES, IBAN_INPUT_MAX, NAME_MAX, ZIP_MAX } from "#app/platform/forms/rules/constants.ts";
import { FieldError } from "#app/ui/forms/field-error.tsx";
import { inputClass, outlineButton, primaryButton } from "#app/ui/styles.ts";
import { formatEuroCents } from "#app/features/membership/rules/mail.ts";
import { formatLongDate } from "#app/platform/i18n/dates.ts";
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
  street: string;
  addressAddition: string;
  postalCode: string;
  city: string;
  country: string;
  canChange: boolean;
  /** The creditor a new mandate names, when direct debit is offered. */
  newMandate: { name: string; id: string } | null;
  /** The last day of the membership if it were cancelled today (an active one). */
  cancelEndDate: string | null;
  /** A member paying by transfer: the written details and the GiroCode (an SVG data URL). */
  transfer: { rows: { label: string; value: string }[]; giroCode: { src: string; alt: string; caption: string } | null } | null;
  fees: { reference: string; dueDate: string; amountCents: number; stage: "due" | "announced" | "submitted" | "collected" | "returned" | "received" | "cancelled"; date: string | null }[];
  receipts: { number: string; periodFrom: string; periodTo: string; totalCents: number; href: string }[];
  /** Fees were paid that no receipt covers yet, and the association's tax data are set. */
  canRequestReceipt: boolean;
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

export function MemberPage({ copy, page, result }: { copy: MembershipCopy["page"]; page: MemberPageData; result: unknown }) {
  const locale = useLocale();
  const forms = getMessages(locale);
  const options = forms.options;
  const refusal = refusalOf(result);
  const done = result && typeof result === "object" && "done" in result ? (result as MemberActionData) : null;
  const errorOf = (intent: string, field: string) => (refusal && refusal.intent === intent ? refusal.errors[field] : undefined);
  const valueOf = (intent: string, field: string, fallback: string) => (refusal && refusal.intent === intent ? (refusal.values[field] ?? fallback) : fallback);
  const toCome = <span className="text-stone-600">{copy.toCome}</span>;
  return (
    <>
      <PageHero title={copy.heading} narrow>
        <p className="mt-3 text-stone-800" data-stage={page.stage}>
          {fill(copy.stage[page.stage], { date: page.endDate ? formatLongDate(page.endDate, locale) : "" })}
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
        <section aria-labelledby="membership-heading" className={card}>
          <h2 id="membership-heading" className="text-2xl font-bold tracking-tight text-stone-900">{copy.membership}</h2>
          <dl className={list}>
            <Row label={copy.memberNumber} name="memberNumber">{page.memberNumber ?? toCome}</Row>
            <Row label={copy.type}>{options.membershipTypes[page.membershipType]}</Row>
            <Row label={copy.fee} name="fee">{`${formatEuroCents(page.feeCents, locale)} (${options.paymentIntervals[page.paymentInterval]})`}</Row>
            <Row label={copy.entryDate}>{formatLongDate(page.entryDate, locale)}</Row>
            {page.firstDueDate ? <Row label={copy.firstDue}>{formatLongDate(page.firstDueDate, locale)}</Row> : null}
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
                {page.mandateSignedOn ? <Row label={copy.signedOn}>{formatLongDate(page.mandateSignedOn, locale)}</Row> : null}
              </>
            ) : (
              <Row label={copy.transferReference} name="transferReference">{page.transferReference ? <span className="font-mono">{page.transferReference}</span> : toCome}</Row>
            )}
          </dl>
        </section>
        {page.transfer ? (
          <section aria-labelledby="transfer-heading" className={card} data-member-transfer>
            <h2 id="transfer-heading" className="text-2xl font-bold tracking-tight text-stone-900">{copy.transferHeading}</h2>
            <p className="mt-3 text-stone-700">{copy.transferIntro}</p>
            <dl className={list}>
              {page.transfer.rows.map((row) => (
                <Row key={row.label} label={row.label}><span className="break-all">{row.value}</span></Row>
              ))}
            </dl>
            {page.transfer.giroCode ? (
              <figure className="mt-4 flex items-center gap-4" data-girocode>
                <img src={page.transfer.giroCode.src} alt={page.transfer.giroCode.alt} width={144} height={144} className="size-36 shrink-0 rounded-md border border-stone-200 bg-white" />
                <figcaption className="text-sm leading-relaxed text-stone-700">{page.transfer.giroCode.caption}</figcaption>
              </figure>
            ) : null}
          </section>
        ) : null}
        {page.fees.length > 0 ? (
          <section aria-labelledby="fees-heading" className={card} data-member-fees>
            <h2 id="fees-heading" className="text-2xl font-bold tracking-tight text-stone-900">{copy.fees}</h2>
            <ul className="mt-4 grid gap-2">
              {page.fees.map((fee) => (
                <li key={fee.reference} data-fee={fee.reference} data-fee-stage={fee.stage}>
                  <span className="font-semibold">{fill(copy.feeLine, { due: formatLongDate(fee.dueDate, locale), amount: formatEuroCents(fee.amountCents, locale) })}</span>
                  {" · "}
                  {fill(copy.feeStages[fee.stage], { date: fee.date ? formatLongDate(fee.date, locale) : "" })}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {page.receipts.length > 0 || page.canRequestReceipt ? (
          <section aria-labelledby="receipts-heading" className={card} data-member-receipts>
            <h2 id="receipts-heading" className="text-2xl font-bold tracking-tight text-stone-900 hyphens-auto">{copy.receipts}</h2>
            <p className="mt-3 text-stone-700">{copy.receiptsIntro}</p>
            {page.receipts.length > 0 ? (
              <ul className="mt-4 grid gap-2">
                {page.receipts.map((receipt) => (
                  <li key={receipt.number}>
                    <a href={receipt.href} className="inline-flex min-h-11 items-center text-brand-800 underline" download data-receipt={receipt.number}>
                      {fill(copy.receiptLine, { number: receipt.number, from: formatLongDate(receipt.periodFrom, locale), to: formatLongDate(receipt.periodTo, locale), total: formatEuroCents(receipt.totalCents, locale) })}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {page.canRequestReceipt ? (
              <Form method="post" className="mt-4" data-member-form="receipt">
                <input type="hidden" name="intent" value="receipt" />
                <button type="submit" className={outlineButton}>{copy.requestReceipt}</button>
              </Form>
            ) : null}
          </section>
        ) : null}
        {done ? (
          <p role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950" data-member-done={done.done}>
            {done.done === "address"
              ? copy.addressSaved
              : done.done === "account"
                ? fill(copy.accountSaved, { reference: done.reference ?? copy.toCome })
                : done.done === "receipt"
                  ? fill(copy.receiptIssued, { number: done.number })
                  : fill(copy.cancelled, { date: formatLongDate(done.endDate, locale) })}
          </p>
        ) : null}
        {refusal?.errors[FORM_ERROR_KEY] ? (
          <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">{refusal.errors[FORM_ERROR_KEY]}</p>
        ) : null}
        {page.canChange ? (
          <>
            <details className={card} open={refusal?.intent === "address" || undefined}>
              <summary className="cursor-pointer text-xl font-bold text-stone-900">{copy.changeAddress}</summary>
              <Form method="post" className="mt-4 grid gap-4" data-member-form="address">
                <input type="hidden" name="intent" value="address" />
                <TextField name="street" label={forms.labels.membership.street} value={valueOf("address", "street", page.street)} error={errorOf("address", "street")} max={ADDRESS_MAX} autoComplete="address-line1" required />
                <TextField name="addressAddition" label={forms.labels.membership.addressAddition} value={valueOf("address", "addressAddition", page.addressAddition)} error={errorOf("address", "addressAddition")} max={ADDRESS_MAX} autoComplete="address-line2" />
                <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
                  <TextField name="postalCode" label={forms.labels.membership.postalCode} value={valueOf("address", "postalCode", page.postalCode)} error={errorOf("address", "postalCode")} max={ZIP_MAX} autoComplete="postal-code" required />
                  <TextField name="city" label={forms.labels.membership.city} value={valueOf("address", "city", page.city)} error={errorOf("address", "city")} max={NAME_MAX} autoComplete="address-level2" required />
                </div>
                <div>
                  <label htmlFor="member-country" className="block font-semibold text-stone-800">{forms.labels.membership.country}</label>
                  <select id="member-country" name="country" defaultValue={valueOf("address", "country", page.country)} className={inputClass(false)}>
                    {COUNTRY_CODES.map((code) => <option key={code} value={code}>{options.countries[code]}</option>)}
                  </select>
                </div>
                <div><button type="submit" className={primaryButton}>{copy.saveAddress}</button></div>
              </Form>
            </details>
            {page.newMandate ? (
              <details className={card} open={refusal?.intent === "account" || undefined}>
                <summary className="cursor-pointer text-xl font-bold text-stone-900">{copy.changeAccount}</summary>
                <p className="mt-3 text-stone-700">{copy.accountIntro}</p>
                <Form method="post" className="mt-4 grid gap-4" data-member-form="account">
                  <input type="hidden" name="intent" value="account" />
                  <TextField name="accountHolder" label={forms.labels.membership.accountHolder} value={valueOf("account", "accountHolder", "")} error={errorOf("account", "accountHolder")} max={ACCOUNT_HOLDER_MAX} autoComplete="name" required />
                  <TextField name="iban" label={forms.labels.membership.iban} value="" error={errorOf("account", "iban")} max={IBAN_INPUT_MAX} autoComplete="off" required />
                  <p className="rounded-xl border border-stone-300 bg-stone-50 p-4 text-sm leading-relaxed text-stone-800">
                    {fill(forms.ui.mandateText, { creditor: page.newMandate.name, creditorId: page.newMandate.id })}
                  </p>
                  <div>
                    <label className="flex items-start gap-3">
                      <input type="checkbox" name="mandateAccepted" value="on" required className="mt-1 size-5" aria-describedby={errorOf("account", "mandateAccepted") ? "member-mandateAccepted-error" : undefined} />
                      <span className="font-semibold text-stone-800">{forms.labels.membership.mandateAccepted}</span>
                    </label>
                    <FieldError id="member-mandateAccepted-error" messages={errorOf("account", "mandateAccepted") ? [errorOf("account", "mandateAccepted")!] : undefined} />
                  </div>
                  <div><button type="submit" className={primaryButton}>{copy.saveAccount}</button></div>
                </Form>
              </details>
            ) : null}
            {page.cancelEndDate ? (
              <details className={card}>
                <summary className="cursor-pointer text-xl font-bold text-stone-900">{copy.cancel}</summary>
                <p className="mt-3 text-stone-700" data-cancel-end={page.cancelEndDate}>{fill(copy.cancelIntro, { date: formatLongDate(page.cancelEndDate, locale) })}</p>
                <Form method="post" className="mt-4 grid gap-4" data-member-form="cancel">
                  <input type="hidden" name="intent" value="cancel" />
                  <label className="flex items-start gap-3">
                    <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-5" />
                    <span>{fill(copy.cancelConfirm, { date: formatLongDate(page.cancelEndDate, locale) })}</span>
                  </label>
                  <div><button type="submit" className={outlineButton}>{copy.cancelButton}</button></div>
                </Form>
              </details>
            ) : null}
          </>
        ) : null}
        <p className="text-stone-700">{fill(copy.questions, { email: page.email })}</p>
      </div>
    </>
  );
}

function TextField({ name, label, value, error, max, autoComplete, required }: { name: string; label: string; value: string; error?: string; max: number; autoComplete: string; required?: boolean }) {
  const id = `member-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-stone-800">{label}</label>
      <input
        id={id}
        name={name}
        defaultValue={value}
        maxLength={max}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass(Boolean(error))}
      />
      <FieldError id={`${id}-error`} messages={error ? [error] : undefined} />
    </div>
  );
}
