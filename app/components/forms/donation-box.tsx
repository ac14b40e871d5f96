import { useId, useState } from "react";
import { useLocation } from "react-router";
import { ExternalLink } from "lucide-react";
import { organisation } from "#app/config/organisation.ts";
import { fill } from "#app/i18n/format.ts";
import { intlLocale } from "#app/i18n/locale.ts";
import { useLocale, useMessages } from "#app/i18n/use-locale.ts";
import { DONATION_DEFAULT, DONATION_MAX, DONATION_MIN, DONATION_PRESETS } from "#app/domain/forms/constants.ts";
import { CopyButton } from "#app/components/page/copy-button.tsx";
import { inputClass, useFormMessages } from "./form-kit.tsx";

/** Only German visitors see this (SPEC §2.9, §2.13): donations from Germany get a tax-deductible receipt. */
const GERMAN_TAX_NOTE =
  "Spenden aus Deutschland sind steuerlich absetzbar: Du erhältst von uns eine Zuwendungsbestätigung. Bis 300 € genügt dem Finanzamt dein Kontoauszug.";

export type DonationPurpose = "hospice" | "fincaChaos" | "residenciaMonika";

/** The purpose label of each page's donations (SPEC §2.13–2.14), also the bank-transfer reference. */
export const DONATION_PURPOSE_LABELS = {
  de: { hospice: "Hospiz", fincaChaos: "Finca Chaos", residenciaMonika: "Residencia Monika" },
  es: { hospice: "Hospicio", fincaChaos: "Finca Chaos", residenciaMonika: "Residencia Monika" },
} as const;

/**
 * Donation form: the visitor picks an amount and gives by PayPal (a PayPal.me
 * link with the amount, opened in a new tab through the page's action, so it
 * works without JavaScript) or by bank transfer (beneficiary, IBAN, BIC and
 * the purpose as reference, each with a copy button). German visitors also
 * see the tax-receipt note.
 */
export function DonationBox({ purpose }: { purpose: DonationPurpose }) {
  const locale = useLocale();
  const layout = useMessages().layout;
  const formMessages = useFormMessages();
  const m = formMessages.ui;
  const bank = organisation[locale].bank;
  const label = DONATION_PURPOSE_LABELS[locale][purpose];
  const { pathname } = useLocation();
  const id = useId();
  const [amount, setAmount] = useState<number>(DONATION_DEFAULT);
  const [custom, setCustom] = useState("");
  const euro = new Intl.NumberFormat(intlLocale[locale], { style: "currency", currency: "EUR", maximumFractionDigits: 2, minimumFractionDigits: 0 });
  const customValue = Number(custom.replace(",", "."));
  const effective = custom !== "" && customValue >= DONATION_MIN && customValue <= DONATION_MAX ? customValue : amount;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <h3 className="text-xl font-bold text-stone-900">{m.donationPaypal}</h3>
        <p className="mt-1 text-stone-700">{fill(m.donationPurpose, { purpose: label })}</p>
        <form method="post" action={pathname} target="_blank" className="mt-4 grid gap-4">
          <input type="hidden" name="intent" value="donation" />
          <input type="hidden" name="purpose" value={label} />
          <input type="hidden" name="method" value="paypal" />
          <fieldset>
            <legend className="font-semibold text-stone-900">{formMessages.labels.donation.amount}</legend>
            <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {DONATION_PRESETS.map((preset) => (
                <label
                  key={preset}
                  className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-stone-300 bg-white px-3 font-semibold has-checked:border-brand-700 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="amount"
                    value={preset}
                    defaultChecked={preset === DONATION_DEFAULT}
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
                type="number"
                name="customAmount"
                min={DONATION_MIN}
                max={DONATION_MAX}
                step={1}
                inputMode="decimal"
                value={custom}
                onChange={(event) => setCustom(event.target.value)}
                className={`${inputClass(false)} sm:max-w-40`}
              />
            </div>
          </fieldset>
          <button
            type="submit"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {fill(m.donationPaypalButton, { amount: euro.format(effective) })}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only"> {layout.opensInNewTab}</span>
          </button>
        </form>
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
