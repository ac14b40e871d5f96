import { useEffect, useRef, useState } from "react";
import { fill } from "#app/platform/i18n/format.ts";
import {
  COUNTRY_ORDER, MEMBERSHIP_TYPES, PAYMENT_INTERVALS, PAYMENT_METHODS, SALUTATIONS, ACCOUNT_HOLDER_MAX, IBAN_INPUT_MAX,
  ADDRESS_MAX, EMAIL_MAX, MEMBERSHIP_STEPS, MEMBERSHIP_STEP_FIELDS, NAME_MAX, PHONE_MAX, ZIP_MAX, type MembershipStep,
} from "#app/platform/forms/rules/constants.ts";
import type { MembershipTerms } from "#app/platform/forms/rules/membership.ts";
import { intlLocale } from "#app/platform/i18n/locale.ts";
import { labelled } from "#app/platform/forms/rules/labelled.ts";
import { entryDateOptions, firstOfNextMonth, maxBirthday } from "#app/platform/forms/rules/dates.ts";
import type { FieldErrors } from "#app/platform/forms/rules/parse.ts";
import { RadioGroup, SelectField } from "../../../ui/forms/choice-fields.tsx";
import { CheckboxField, Field, FormStart, Honeypot, PrivacyField, SubmitButton } from "../../../ui/forms/fields.tsx";
import { FormCard, FormElement } from "../../../ui/forms/form-card.tsx";
import { useFormMessages, useManagedForm, type ManagedForm } from "../../../ui/forms/use-managed-form.ts";

const ANCHOR = "mitgliedsantrag";
const ENTRY_MONTHS = 24;

/** Error toasts of the wizard; the last one's id, so a stale one can go once its step is right. */
let shownToast: string | number | null = null;

async function showToast(title: string, description: string) {
  const { toast } = await import("sonner");
  if (shownToast !== null) toast.dismiss(shownToast);
  shownToast = toast.error(title, { description });
}

/** A step that validates, or a form that was sent, leaves no error toast behind. */
async function dismissErrorToast() {
  if (shownToast === null) return;
  const { toast } = await import("sonner");
  toast.dismiss(shownToast);
  shownToast = null;
}

/** The form's terms from the membership's settings, and the creditor the mandate names (when direct debit is offered). */
export interface MembershipFormTerms extends MembershipTerms {
  creditor: { name: string; id: string } | null;
}

/**
 * The membership application in four steps (docs/product/content.md#membership, docs/product/forms.md#wizard). Next checks
 * the step, Enter advances on steps 1–3, Back stops at step 1, step 4 sends
 * after re-checking everything; every problem is also an error toast. Without
 * JavaScript all steps show as one form.
 */
export function MembershipWizard({ terms }: { terms: MembershipFormTerms }) {
  const m = useFormMessages();
  const [today] = useState(() => new Date());
  const form = useManagedForm({
    intent: "membership",
    anchor: ANCHOR,
    draftKey: "membership",
    schema: (rules, locale) => rules.membershipSchema(locale, new Date(), terms),
  });
  const [step, setStep] = useState<MembershipStep>(1);
  const stepHeading = useRef<Record<number, HTMLElement | null>>({});
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current[step]?.focus();
  }, [step]);

  const steps = form.steps;

  const stepErrors = async (target: MembershipStep): Promise<FieldErrors> => {
    const r = await steps.rules();
    const schemas = r.membershipStepSchemas(form.locale, new Date(), terms);
    const result = r.parseForm(schemas[target], steps.values());
    return result.ok ? {} : result.fieldErrors;
  };

  const next = async () => {
    const errors = await stepErrors(step);
    steps.touch(MEMBERSHIP_STEP_FIELDS[step] as readonly string[]);
    steps.showErrors(errors);
    if (Object.keys(errors).length > 0) {
      const r = await steps.rules();
      const t = r.membershipToast(form.locale, step, errors);
      if (t) void showToast(t.title, t.description);
      steps.focusFirstError(errors);
      return;
    }
    steps.clearFormMessage();
    void dismissErrorToast();
    setStep((s) => Math.min(4, s + 1) as MembershipStep);
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.view === "submitting") return;
    if (step < 4) {
      await next();
      return;
    }
    const fields = steps.values();
    if (await steps.honeypotFilled(fields)) return;
    const errors = await steps.validate();
    steps.showErrors(errors);
    if (Object.keys(errors).length > 0) {
      const r = await steps.rules();
      const t = r.membershipToast(form.locale, "submit", errors);
      if (t) void showToast(t.title, t.description);
      const failing = MEMBERSHIP_STEPS.find((s) => (MEMBERSHIP_STEP_FIELDS[s] as readonly string[]).some((f) => errors[f]));
      if (failing && failing !== step) setStep(failing);
      else steps.focusFirstError(errors);
      return;
    }
    void dismissErrorToast();
    // After a successful submit the wizard starts again at step 1 (docs/product/forms.md#wizard).
    if (await steps.send(fields)) setStep(1);
  };

  const stepTitles: Record<MembershipStep, string> = {
    1: m.ui.stepMembership,
    2: m.ui.stepPersonal,
    3: m.ui.stepAddress,
    4: m.ui.stepPayment,
  };

  return (
    <FormCard
      form={form}
      successTitle={m.ui.successMembershipTitle}
      successText={m.ui.successMembership}
      failureText={m.status.membershipErrorText}
    >
      <FormElement form={form} label={m.ui.sendMembership} onSubmit={onSubmit} className="relative grid gap-6">
        <p data-js-only className="font-semibold text-sea-800" aria-live="polite">
          {fill(m.ui.stepOf, { step, total: 4 })}: {stepTitles[step]}
        </p>
        <ol data-js-only aria-hidden="true" className="grid grid-cols-4 gap-2">
          {MEMBERSHIP_STEPS.map((s) => (
            <li key={s} className={`h-1.5 rounded-full ${s <= step ? "bg-brand-700" : "bg-stone-200"}`} />
          ))}
        </ol>
        <FormStart form={form} draft />

        {MEMBERSHIP_STEPS.map((s) => (
          <fieldset key={s} data-step={s} data-step-inactive={s !== step ? "" : undefined} className="grid min-w-0 gap-5">
            <legend
              ref={(el) => {
                stepHeading.current[s] = el;
              }}
              tabIndex={-1}
              className="mb-4 text-xl font-bold text-stone-900 focus:outline-none"
            >
              <span className="sr-only">{fill(m.ui.stepOf, { step: s, total: 4 })}: </span>
              {stepTitles[s]}
            </legend>
            {s === 1 ? <StepMembership form={form} /> : null}
            {s === 2 ? <StepPersonal form={form} today={today} /> : null}
            {s === 3 ? <StepAddress form={form} /> : null}
            {s === 4 ? <StepPayment form={form} today={today} terms={terms} /> : null}
          </fieldset>
        ))}

        <Honeypot />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {step > 1 ? (
            <button
              type="button"
              data-js-only
              onClick={() => setStep((s) => Math.max(1, s - 1) as MembershipStep)}
              className="inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-stone-400 px-6 py-3 font-semibold text-stone-800 hover:bg-stone-100"
            >
              {m.ui.back}
            </button>
          ) : (
            <span />
          )}
          {step < 4 ? (
            <button
              type="submit"
              data-js-only
              className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {m.ui.next}
            </button>
          ) : null}
          <div data-step-inactive={step !== 4 ? "" : undefined}>
            <SubmitButton form={form} label={m.ui.sendMembership} />
          </div>
        </div>
      </FormElement>
    </FormCard>
  );
}

function StepMembership({ form }: { form: ManagedForm }) {
  const m = form.m;
  return (
    <>
      <RadioGroup
        form={form}
        name="membershipType"
        legend={m.labels.membership.membershipType}
        options={labelled(MEMBERSHIP_TYPES, m.options.membershipTypes)}
        hints={{ active: m.ui.membershipTypeActiveHint, supporting: m.ui.membershipTypeSupportingHint }}
      />
      <p className="text-stone-700">{m.ui.amountNote}</p>
    </>
  );
}

function StepPersonal({ form, today }: { form: ManagedForm; today: Date }) {
  const labels = form.m.labels.membership;
  return (
    <>
      <RadioGroup form={form} name="salutation" legend={labels.salutation} options={labelled(SALUTATIONS, form.m.options.salutations)} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field form={form} name="firstName" label={labels.firstName} required autoComplete="given-name" maxLength={NAME_MAX} />
        <Field form={form} name="lastName" label={labels.lastName} required autoComplete="family-name" maxLength={NAME_MAX} />
      </div>
      <Field form={form} name="birthday" label={labels.birthday} type="date" required autoComplete="bday" max={maxBirthday(today)} className="sm:max-w-xs" />
    </>
  );
}

function StepAddress({ form }: { form: ManagedForm }) {
  const m = form.m;
  const labels = m.labels.membership;
  return (
    <>
      <Field form={form} name="street" label={labels.street} required autoComplete="address-line1" maxLength={ADDRESS_MAX} />
      <Field form={form} name="addressAddition" label={labels.addressAddition} autoComplete="address-line2" maxLength={ADDRESS_MAX} />
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
        <Field form={form} name="postalCode" label={labels.postalCode} required autoComplete="postal-code" maxLength={ZIP_MAX} />
        <Field form={form} name="city" label={labels.city} required autoComplete="address-level2" maxLength={NAME_MAX} />
      </div>
      <SelectField
        form={form}
        name="country"
        label={labels.country}
        options={labelled(COUNTRY_ORDER[form.locale], m.options.countries)}
        placeholder={m.ui.chooseOption}
      />
      <Field form={form} name="email" label={labels.email} type="email" required autoComplete="email" maxLength={EMAIL_MAX} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field form={form} name="phone" label={labels.phone} type="tel" autoComplete="tel" maxLength={PHONE_MAX} hint={m.ui.phoneHint} />
        <Field form={form} name="mobile" label={labels.mobile} type="tel" autoComplete="tel" maxLength={PHONE_MAX} hint={m.ui.phoneHint} />
      </div>
      <Field form={form} name="facebookUsername" label={labels.facebookUsername} maxLength={NAME_MAX} />
    </>
  );
}

function StepPayment({ form, today, terms }: { form: ManagedForm; today: Date; terms: MembershipFormTerms }) {
  const m = form.m;
  const labels = m.labels.membership;
  const months = entryDateOptions(today, ENTRY_MONTHS, form.locale);
  return (
    <>
      <SelectField form={form} name="entryDate" label={labels.entryDate} options={months} defaultValue={firstOfNextMonth(today)} placeholder={m.ui.chooseOption} />
      <p className="-mt-3 text-sm text-stone-700">{m.ui.entryDateHint}</p>
      <RadioGroup form={form} name="paymentInterval" legend={labels.paymentInterval} options={labelled(PAYMENT_INTERVALS, m.options.paymentIntervals)} />
      <MinimumFees form={form} terms={terms} />
      <Field form={form} name="feeAmount" label={labels.feeAmount} required inputMode="decimal" maxLength={12} hint={m.ui.feeHint} className="sm:max-w-xs" />
      {terms.directDebit && terms.creditor ? (
        // Without JavaScript too, the mandate's fields hide while "transfer" is chosen (CSS :has()).
        <div className="group/pay grid gap-5">
          <RadioGroup form={form} name="paymentMethod" legend={labels.paymentMethod} options={labelled(PAYMENT_METHODS, m.options.paymentMethods)} />
          <fieldset className="grid gap-5 group-has-[input[name=paymentMethod][value=transfer]:checked]/pay:hidden" data-debit-fields>
            <legend className="mb-2 text-lg font-bold text-stone-900">{m.ui.mandateHeading}</legend>
            <Field form={form} name="accountHolder" label={labels.accountHolder} autoComplete="name" maxLength={ACCOUNT_HOLDER_MAX} />
            <Field form={form} name="iban" label={labels.iban} autoComplete="off" maxLength={IBAN_INPUT_MAX} hint={m.ui.ibanHint} />
            <div className="rounded-xl border border-stone-300 bg-stone-50 p-4 text-sm leading-relaxed text-stone-800" data-mandate-text>
              <p>{fill(m.ui.mandateText, { creditor: terms.creditor.name, creditorId: terms.creditor.id })}</p>
              <p className="mt-2">{m.ui.mandateReferenceToCome}</p>
            </div>
            <CheckboxField form={form} name="mandateAccepted" label={labels.mandateAccepted} />
          </fieldset>
          <p className="text-stone-700 group-has-[input[name=paymentMethod][value=debit]:checked]/pay:hidden">{m.ui.transferNote}</p>
        </div>
      ) : (
        <>
          <input type="hidden" name="paymentMethod" value="transfer" />
          <p className="text-stone-700">{m.ui.transferNote}</p>
        </>
      )}
      <PrivacyField form={form} />
    </>
  );
}

/** The smallest fee per payment for each membership type and interval (the settings'). */
function MinimumFees({ form, terms }: { form: ManagedForm; terms: MembershipTerms }) {
  const m = form.m;
  const euro = new Intl.NumberFormat(intlLocale[form.locale], { style: "currency", currency: "EUR" });
  return (
    <table className="w-full text-left text-sm" data-minimum-fees>
        <caption className="mb-2 text-left font-semibold text-stone-900">{m.ui.minimumFeesCaption}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-2 font-semibold text-stone-700">{m.labels.membership.paymentInterval}</th>
            {MEMBERSHIP_TYPES.map((type) => (
              <th key={type} scope="col" className="px-2 py-1 font-semibold text-stone-700">{m.options.membershipTypes[type]}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PAYMENT_INTERVALS.map((interval) => (
            <tr key={interval} className="border-t border-stone-200">
              <th scope="row" className="py-1 pr-2 font-semibold text-stone-800">{m.options.paymentIntervals[interval]}</th>
              {MEMBERSHIP_TYPES.map((type) => (
                <td key={type} className="px-2 py-1 tabular-nums text-stone-800">{euro.format(terms.minimumFees[type][interval] / 100)}</td>
              ))}
            </tr>
          ))}
        </tbody>
    </table>
  );
}
