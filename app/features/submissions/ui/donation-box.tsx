import { useId, useRef, useState } from "react";
import { useActionData, useLocation } from "react-router";
import { ExternalLink } from "lucide-react";
import { fill } from "#app/platform/i18n/format.ts";
import { intlLocale } from "#app/platform/i18n/locale.ts";
import { useLocale, useMessages, useOrganisation } from "#app/platform/i18n/use-locale.ts";
import { useFormsData } from "../../../ui/forms/forms-data.ts";
import { DONATION_DEFAULT, DONATION_MAX, DONATION_MIN, DONATION_PRESETS } from "#app/platform/forms/rules/constants.ts";
import { CopyButton } from "#app/ui/copy-button.tsx";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { paypalMeUrl, typedAmount } from "#app/features/submissions/rules/donation-link.ts";
import type { FormActionData } from "#app/platform/forms/rules/action-data.ts";
import { perLocale } from "#app/platform/i18n/format.ts";
import { inputClass } from "#app/ui/styles.ts";

const euroFormat = perLocale(
  (l) => new Intl.NumberFormat(intlLocale[l], { style: "currency", currency: "EUR", maximumFractionDigits: 2, minimumFractionDigits: 0 }),
);

/** Only German visitors see this (docs/product/content.md#donations, docs/product/content.md#hospice): donations from Germany get a tax-deductible receipt. */
const GERMAN_TAX_NOTE =
  "Spenden aus Deutschland sind steuerlich absetzbar: Du erhältst von uns eine Zuwendungsbestätigung. Bis 300 € genügt dem Finanzamt dein Kontoauszug.";

export type DonationPurpose = "hospice" | "fincaChaos" | "residenciaMonika";

/** The purpose label of each page's donations (docs/product/content.md#hospice, docs/product/content.md#finca-chaos-and-residencia-monika), also the bank-transfer reference. */
export const DONATION_PURPOSE_LABELS = {
  de: { hospice: "Hospiz", fincaChaos: "Finca Chaos", residenciaMonika: "Residencia Monika" },
  es: { hospice: "Hospicio", fincaChaos: "Finca Chaos", residenciaMonika: "Residencia Monika" },
} as const;

/**
 * Donation form: the visitor picks an amount and gives by PayPal, or by bank
 * transfer (beneficiary, IBAN, BIC and the purpose as reference, each with a
 * copy button). German visitors also see the tax-receipt note.
 *
 * The PayPal button is a plain link to the provider (PayPal.me with the
 * amount), opened in a new tab: once the page runs, its address follows the
 * chosen amount, and the box is no form (a form without a submit button
 * fails WCAG H32). Without JavaScript the box is a form that posts the
 * amount to the page, which comes back with that link to follow. A form is never sent to the
 * provider itself, nor redirected there: our CSP allows forms to post to our
 * own pages only (`form-action 'self'`), and browsers hold a form's redirect
 * to that rule too.
 */
export function DonationBox({ purpose }: { purpose: DonationPurpose }) {
  const locale = useLocale();
  const layout = useMessages().layout;
  // The forms' texts travel with the page data (forms layout), like every form's.
  const formMessages = useFormsData().messages;
  const m = formMessages.ui;
  const v = formMessages.validation;
  const { bank } = useOrganisation();
  const label = DONATION_PURPOSE_LABELS[locale][purpose];
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const id = useId();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const anchor = `spenden-${purpose}`;
  const fromServer = useActionData() as FormActionData | undefined;
  const posted = fromServer?.intent === "donation" ? fromServer : undefined;
  const [amount, setAmount] = useState<number>(() => Number(posted?.values?.amount) || DONATION_DEFAULT);
  const [custom, setCustom] = useState(posted?.values?.customAmount ?? "");
  const euro = euroFormat(locale);
  const typed = custom.trim() === "" ? null : typedAmount(custom);
  const customError =
    custom.trim() === ""
      ? null
      : typed === null
        ? v.amountInvalid
        : typed < DONATION_MIN
          ? v.donationAmountMin
          : typed > DONATION_MAX
            ? v.donationAmountMax
            : null;
  const serverError = posted?.fieldErrors?.amount?.[0];
  const shownError = hydrated ? customError : serverError;
  // The amount the button names is the amount the link carries: the typed one when it is given.
  const effective = custom.trim() === "" ? amount : typed;
  const paypalUrl = effective !== null && customError === null ? paypalMeUrl(bank.paypalMe, effective) : null;
  const buttonClass =
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800";
  const buttonText = (
    <>
      <span data-donation-text>
        {effective !== null && customError === null ? fill(m.donationPaypalButton, { amount: euro.format(effective) }) : m.donationPaypal}
      </span>
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only"> {layout.opensInNewTab}</span>
    </>
  );

  const fields = (
    <>
      <input type="hidden" name="intent" value="donation" />
      <input type="hidden" name="purpose" value={label} />
      <input type="hidden" name="method" value="paypal" />
      <fieldset className="amount-choice">
        <legend className="font-semibold text-stone-900">{formMessages.labels.donation.amount}</legend>
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {DONATION_PRESETS.map((preset) => (
            <label
              key={preset}
              className="amount-preset flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-stone-300 bg-white px-3 font-semibold has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="amount"
                value={preset}
                defaultChecked={preset === amount}
                onChange={() => {
                  setAmount(preset);
                  setCustom("");
                }}
                className="accent-brand-700"
              />
              {euro.format(preset)}
            </label>
          ))}
        </div>
        <div className="mt-3">
          <label htmlFor={`${id}-custom`} className="font-semibold text-stone-900">
            {m.donationCustom} (€)
          </label>
          <input
            id={`${id}-custom`}
            type="text"
            name="customAmount"
            inputMode="decimal"
            autoComplete="off"
            // A blank placeholder lets CSS tell an empty field from a filled one (no preset looks chosen then).
            placeholder=" "
            value={custom}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${id}-custom-error` : undefined}
            onChange={(event) => setCustom(event.target.value)}
            onKeyDown={(event) => {
              // With JavaScript the button is the provider link: Enter in the amount field follows it.
              if (event.key === "Enter" && hydrated) {
                event.preventDefault();
                linkRef.current?.click();
              }
            }}
            className={`amount-custom ${inputClass(Boolean(shownError))} aria-invalid:border-red-600 sm:max-w-40`}
          />
          {/* Always in the markup (hidden while there is nothing to say): the island fills it in. */}
          <p id={`${id}-custom-error`} hidden={!shownError} data-donation-error className="mt-1 text-sm font-medium text-red-700">
            {shownError}
          </p>
        </div>
      </fieldset>
      {hydrated ? (
        paypalUrl ? (
          <a ref={linkRef} href={paypalUrl} target="_blank" rel="noopener noreferrer" className={`${buttonClass} no-underline`}>
            {buttonText}
          </a>
        ) : (
          <button type="button" disabled className={`${buttonClass} cursor-not-allowed opacity-60`}>
            {buttonText}
          </button>
        )
      ) : posted?.status === "ready" && posted.url ? (
        <a href={posted.url} target="_blank" rel="noopener noreferrer" className={`${buttonClass} no-underline`}>
          {fill(m.donationContinue, { amount: effective !== null ? euro.format(effective) : "" })}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> {layout.opensInNewTab}</span>
        </a>
      ) : (
        <button type="submit" className={buttonClass}>
          {buttonText}
        </button>
      )}
    </>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div id={anchor} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <h3 className="text-xl font-bold text-stone-900">{m.donationPaypal}</h3>
        <p className="mt-1 text-stone-700">{fill(m.donationPurpose, { purpose: label })}</p>
        {/* Without JavaScript a form that posts the amount; with it no form at all, since its button is
            the provider's link (a form needs a submit button: WCAG H32, 3.2.2). */}
        {hydrated ? (
          <div className="mt-4 grid gap-4">{fields}</div>
        ) : (
          <form
            method="post"
            action={`${pathname}#${anchor}`}
            className="mt-4 grid gap-4"
            // For the island that turns the form into the provider's link on a page that does not
            // hydrate (app/islands/donation-links.ts): what the hydrated box computes, as data.
            data-donation={bank.paypalMe}
            data-locale={intlLocale[locale]}
            data-min={DONATION_MIN}
            data-max={DONATION_MAX}
            data-label={m.donationPaypal}
            data-label-amount={m.donationPaypalButton}
            data-invalid={v.amountInvalid}
            data-too-small={v.donationAmountMin}
            data-too-large={v.donationAmountMax}
          >
            {fields}
          </form>
        )}
      </div>
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <h3 className="text-xl font-bold text-stone-900">{m.donationTransfer}</h3>
        <p className="mt-1 text-stone-700">{fill(m.donationTransferIntro, { purpose: label })}</p>
        <dl className="mt-4 grid gap-3">
          {[
            { term: m.donationBeneficiary, value: bank.beneficiary, copy: bank.beneficiary },
            { term: m.donationIban, value: bank.iban, copy: bank.iban.replace(/\s+/g, "") },
            { term: m.donationBic, value: bank.bic, copy: bank.bic },
            { term: m.donationReference, value: label, copy: label },
          ].map((row) => (
            <div key={row.term} className="rounded-lg bg-stone-50 px-3 py-2">
              <dt className="text-sm text-stone-700">{row.term}</dt>
              <dd className="flex items-center justify-between gap-3">
                <span className="min-w-0 font-mono font-semibold break-words text-stone-900">{row.value}</span>
                <CopyButton value={row.copy} label={fill(m.donationCopy, { label: row.term })} />
              </dd>
            </div>
          ))}
        </dl>
        {locale === "de" ? <p className="mt-4 text-sm text-stone-700">{GERMAN_TAX_NOTE}</p> : null}
      </div>
    </div>
  );
}
