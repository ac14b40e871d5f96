import { useId } from "react";
import { useActionData } from "react-router";
import type { FormActionData } from "#app/platform/forms/rules/action-data.ts";
import { fill } from "#app/platform/i18n/format.ts";
import {
  ADDRESS_MAX, COUNTRY_ORDER, EMAIL_MAX, LONG_TEXT_MAX, MESSAGE_MAX, NAME_MAX, PHONE_MAX, SPONSORSHIP_DEFAULT,
  SPONSORSHIP_PRESETS, ZIP_MAX,
} from "#app/platform/forms/rules/constants.ts";
import { labelled } from "#app/platform/forms/rules/labelled.ts";
import { SelectField } from "../../../ui/forms/choice-fields.tsx";
import { intlLocale } from "#app/platform/i18n/locale.ts";
import { Field, FieldError, FormEnd, FormStart, RequiredLegend } from "../../../ui/forms/fields.tsx";
import { FormCard, FormElement } from "../../../ui/forms/form-card.tsx";
import { useFormMessages, useManagedForm } from "../../../ui/forms/use-managed-form.ts";
import { perLocale } from "#app/platform/i18n/format.ts";
import { inputClass } from "#app/ui/styles.ts";

const wholeEuroFormat = perLocale(
  (l) => new Intl.NumberFormat(intlLocale[l], { style: "currency", currency: "EUR", maximumFractionDigits: 0 }),
);

interface DogRef {
  id: string;
  name: string;
}

/** Adoption request for one dog (docs/product/dogs.md#dog-page); `dog` is the dog's name. Draft kept per dog. */
export function AdoptionForm({ dog, titled = true }: { dog: DogRef; titled?: boolean }) {
  const m = useFormMessages();
  const form = useManagedForm({
    intent: "adoption",
    anchor: "anfrage",
    draftKey: `adoption:${dog.id}`,
    schema: (rules, locale) => rules.adoptionSchema(locale),
  });
  const labels = m.labels.adoption;
  return (
    <FormCard
      form={form}
      title={titled ? <FormTitle title={fill(m.ui.adoptionHeading, { dog: dog.name })} intro={m.ui.adoptionIntro} /> : null}
      successTitle={m.status.success.adoption}
      successText={fill(m.ui.successAdoption, { dog: dog.name })}
      failureText={m.status.sendErrorText.adoption}
    >
      <FormElement form={form} label={fill(m.ui.adoptionHeading, { dog: dog.name })}>
        <input type="hidden" name="dog" value={dog.name} />
        <FormStart form={form} draft />
        <FieldError id="anfrage-dog-error" messages={form.errors.dog} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field form={form} name="name" label={labels.name} required autoComplete="name" maxLength={NAME_MAX} />
          <Field form={form} name="email" label={labels.email} type="email" required autoComplete="email" maxLength={EMAIL_MAX} />
        </div>
        <Field form={form} name="phone" label={labels.phone} type="tel" required autoComplete="tel" maxLength={PHONE_MAX} />
        {/* The postal address: optional now, needed before the pre-check and for the contract (docs/product/forms.md#adoption). */}
        <fieldset className="grid gap-5" data-adoption-address>
          <legend className="font-semibold">{m.ui.adoptionAddress}</legend>
          <p className="-mt-3 text-sm text-stone-700">{m.ui.adoptionAddressHint}</p>
          <Field form={form} name="street" label={labels.street} autoComplete="address-line1" maxLength={ADDRESS_MAX} />
          <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
            <Field form={form} name="postalCode" label={labels.postalCode} autoComplete="postal-code" maxLength={ZIP_MAX} />
            <Field form={form} name="city" label={labels.city} autoComplete="address-level2" maxLength={NAME_MAX} />
          </div>
          <SelectField
            form={form}
            name="country"
            label={labels.country}
            required={false}
            options={labelled(COUNTRY_ORDER[form.locale], m.options.countries)}
            placeholder={m.ui.chooseOption}
          />
        </fieldset>
        <Field form={form} name="livingSituation" label={labels.livingSituation} type="textarea" required maxLength={LONG_TEXT_MAX} />
        <Field form={form} name="experience" label={labels.experience} type="textarea" required maxLength={LONG_TEXT_MAX} />
        <Field form={form} name="message" label={labels.message} type="textarea" rows={6} required maxLength={MESSAGE_MAX} />
        <FormEnd form={form} send={m.ui.sendAdoption} />
      </FormElement>
    </FormCard>
  );
}

/** Sponsorship request (docs/product/forms.md#sponsorship): presets 10/15/20/30 (default 10), custom amount from 10 €. */
export function SponsorshipForm({ dog, titled = true }: { dog: DogRef; titled?: boolean }) {
  const m = useFormMessages();
  const form = useManagedForm({
    intent: "sponsorship",
    anchor: "patenschaft",
    schema: (rules, locale) => rules.sponsorshipSchema(locale),
  });
  const labels = m.labels.sponsorship;
  const euro = wholeEuroFormat(form.locale);
  const groupId = useId();
  const chosen = form.serverValues?.amount ?? String(SPONSORSHIP_DEFAULT);
  const isPreset = (SPONSORSHIP_PRESETS as readonly number[]).map(String).includes(chosen);
  return (
    <FormCard
      form={form}
      title={
        titled ? (
          <FormTitle title={fill(m.ui.sponsorshipHeading, { dog: dog.name })} intro={fill(m.ui.sponsorshipIntro, { dog: dog.name })} />
        ) : null
      }
      successTitle={m.status.success.sponsorship}
      successText={m.ui.successSponsorship}
      failureText={m.status.sendErrorText.sponsorship}
    >
      <FormElement
        form={form}
        label={fill(m.ui.sponsorshipHeading, { dog: dog.name })}
        onSubmit={(event) => {
          const custom = event.currentTarget.elements.namedItem("customAmount") as HTMLInputElement | null;
          if (custom) applyTypedAmount(custom);
          return form.handlers.onSubmit(event);
        }}
      >
        <input type="hidden" name="dogName" value={dog.name} />
        <FormStart form={form} />
        <fieldset className="amount-choice" aria-describedby={form.errors.amount ? "patenschaft-amount-error" : undefined}>
          <RequiredLegend>{m.ui.amountPresets}</RequiredLegend>
          <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {SPONSORSHIP_PRESETS.map((amount) => (
              <label
                key={amount}
                className="amount-preset flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-stone-300 bg-white px-3 py-2 font-semibold has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="amount"
                  value={amount}
                  defaultChecked={isPreset && chosen === String(amount)}
                  className="accent-brand-700"
                />
                {fill(m.ui.perMonth, { amount: euro.format(amount) })}
              </label>
            ))}
          </div>
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <label className="flex items-center gap-2 font-semibold">
              <input type="radio" name="amount" value="" data-custom="true" defaultChecked={!isPreset} className="accent-brand-700" />
              <span>{m.ui.customAmount}</span>
            </label>
            <label htmlFor={`${groupId}-custom`} className="sr-only">
              {m.ui.customAmount}
            </label>
            <input
              id={`${groupId}-custom`}
              name="customAmount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              // A blank placeholder lets CSS tell an empty field from a filled one (then no preset looks chosen).
              placeholder=" "
              data-validates="amount"
              aria-invalid={form.errors.amount ? true : undefined}
              aria-describedby={form.errors.amount ? "patenschaft-amount-error" : undefined}
              defaultValue={isPreset ? "" : chosen}
              className={`amount-custom ${inputClass(Boolean(form.errors.amount))} mt-0 w-32`}
              onInput={(event) => applyTypedAmount(event.currentTarget)}
            />
          </div>
          <FieldError id="patenschaft-amount-error" messages={form.errors.amount} />
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field form={form} name="yourName" label={labels.yourName} required autoComplete="name" maxLength={NAME_MAX} />
          <Field form={form} name="email" label={labels.email} type="email" required autoComplete="email" maxLength={EMAIL_MAX} />
        </div>
        <label className="flex items-start gap-3 text-stone-800">
          <input type="checkbox" name="publishName" value="on" className="mt-1 size-5 shrink-0 accent-brand-700" />
          <span>{labels.publishName}</span>
        </label>
        <FormEnd form={form} send={m.ui.sendSponsorship} />
      </FormElement>
    </FormCard>
  );
}

/**
 * A typed amount is the amount: whatever is in the field (even below the
 * minimum, so its message shows) becomes the value of the "other amount"
 * choice and is chosen (emptied, the choice stays until a preset is picked).
 * The server reads a filled field the same way when the page runs without
 * JavaScript.
 */
function applyTypedAmount(custom: HTMLInputElement) {
  const radio = custom.form?.querySelector<HTMLInputElement>('input[data-custom="true"]');
  if (!radio) return;
  const typed = custom.value.trim();
  radio.value = typed;
  if (typed !== "") radio.checked = true;
}

function FormTitle({ title, intro }: { title: string; intro: string }) {
  return (
    <div className="mb-6">
      <h3 className="text-2xl font-bold text-stone-900">{title}</h3>
      <p className="mt-2 text-stone-700">{intro}</p>
    </div>
  );
}

/**
 * The form area of a dog page (docs/product/dogs.md#dog-page): adoption, sponsorship, or a toggle
 * between both (adoption first). The toggle is a pair of radio buttons and
 * CSS, so it works without JavaScript. Hospice dogs get no form.
 */
export function DogForms({ dog, adoption, sponsorship, reserved = false }: { dog: DogRef; adoption: boolean; sponsorship: boolean; reserved?: boolean }) {
  const m = useFormMessages();
  // A reserved dog's adoption form takes waiting-list requests (docs/product/journey.md#waiting-list), and says so first.
  const waitlist = adoption && reserved ? fill(m.ui.waitlistNote, { dog: dog.name }) : null;
  // After a post without JavaScript the page comes back showing the form that was sent.
  const sent = (useActionData() as FormActionData | undefined)?.intent;
  if (!adoption && !sponsorship) return null;
  const both = adoption && sponsorship;
  const sponsorshipFirst = sent === "sponsorship";
  return (
    <section id="formular" aria-labelledby="dog-forms-title" className="dog-forms mt-12 max-w-3xl">
      <h2 id="dog-forms-title" className="text-2xl font-bold">
        {both ? m.ui.toggleLabel : adoption ? fill(m.ui.adoptionHeading, { dog: dog.name }) : fill(m.ui.sponsorshipHeading, { dog: dog.name })}
      </h2>
      {!both ? (
        waitlist ? (
          <p className="mt-2 rounded-md border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-stone-900" data-waitlist-note>{waitlist}</p>
        ) : (
          <p className="mt-2 text-stone-700">{adoption ? m.ui.adoptionIntro : fill(m.ui.sponsorshipIntro, { dog: dog.name })}</p>
        )
      ) : null}
      {both ? (
        <fieldset className="mt-4">
          <legend className="sr-only">{m.ui.toggleLabel}</legend>
          <div className="inline-grid grid-cols-2 gap-1 rounded-xl bg-stone-200 p-1">
            <label className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-5 font-semibold text-stone-800 has-checked:bg-white has-checked:text-brand-800 has-checked:shadow has-focus-visible:outline-3 has-focus-visible:outline-sea-700">
              <input type="radio" name="dog-form-mode" value="adoption" defaultChecked={!sponsorshipFirst} className="sr-only" id="dog-form-mode-adoption" />
              {m.ui.toggleAdoption}
            </label>
            <label className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-5 font-semibold text-stone-800 has-checked:bg-white has-checked:text-brand-800 has-checked:shadow has-focus-visible:outline-3 has-focus-visible:outline-sea-700">
              <input type="radio" name="dog-form-mode" value="sponsorship" defaultChecked={sponsorshipFirst} className="sr-only" id="dog-form-mode-sponsorship" />
              {m.ui.toggleSponsorship}
            </label>
          </div>
        </fieldset>
      ) : null}
      <div className="mt-6">
        {adoption ? (
          <div className="dog-form-adoption">
            {both && waitlist ? <p className="mb-4 rounded-md border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-stone-900" data-waitlist-note>{waitlist}</p> : null}
            <AdoptionForm dog={dog} titled={both} />
          </div>
        ) : null}
        {sponsorship ? (
          <div className={both ? "dog-form-sponsorship" : undefined}>
            <SponsorshipForm dog={dog} titled={both} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
