/**
 * The new-dog alert subscription form (docs/product/dog-alerts.md#the-form):
 * an address, the kinds of dogs and countries (checkboxes), how often
 * (radio buttons) and the consent. A plain POST to its page without
 * JavaScript; validated as the visitor goes and sent without a reload with it.
 */
import { EMAIL_MAX } from "#app/platform/forms/rules/constants.ts";
import type { DogAlertsCopy } from "#app/features/dog-alerts/rules/copy.ts";
import { dogAlertLocationFields, dogAlertTypeFields } from "#app/features/dog-alerts/rules/form-fields.ts";
import { Field, FieldError, FormEnd, FormStart, RequiredLegend } from "../../../ui/forms/fields.tsx";
import { FormCard, FormElement } from "../../../ui/forms/form-card.tsx";
import { useManagedForm, type ManagedForm } from "../../../ui/forms/use-managed-form.ts";

type FormCopy = DogAlertsCopy["form"];

const optionClass =
  "flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border-2 bg-white p-3 has-checked:border-brand-700 has-checked:bg-brand-50";

/** A checkbox per field of the form's table (form-fields.ts), in its order, labelled in the visitor's language. */
function checkboxes<K extends string>(fields: Readonly<Record<K, string>>, labels: Readonly<Record<K, string>>) {
  return (Object.keys(fields) as K[]).map((key) => ({ name: fields[key], label: labels[key] }));
}

/** Checkboxes with a name each; the group's message is kept under its first one's name. */
function CheckboxGroup({
  form,
  legend,
  hint,
  options,
}: {
  form: ManagedForm;
  legend: string;
  hint: string;
  options: { name: string; label: string }[];
}) {
  const group = options[0]!.name;
  const messages = form.errors[group];
  const invalid = Boolean(messages?.length);
  const errorId = `${form.anchor}-${group}-error`;
  const hintId = `${form.anchor}-${group}-hint`;
  const sent = form.serverValues;
  return (
    <fieldset aria-describedby={[invalid ? errorId : null, hintId].filter(Boolean).join(" ")}>
      <RequiredLegend>{legend}</RequiredLegend>
      <p id={hintId} className="mt-1 text-sm text-stone-700">
        {hint}
      </p>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {options.map((option, index) => (
          <label key={option.name} className={`${optionClass} ${invalid ? "border-red-600" : "border-stone-300"}`}>
            <input
              type="checkbox"
              name={option.name}
              value="on"
              // A change of any box checks the whole group (its message lives under the first one's name).
              data-validates={group}
              aria-invalid={index === 0 && invalid ? true : undefined}
              defaultChecked={sent ? sent[option.name] === "on" : false}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <span className="font-semibold">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} messages={messages} />
    </fieldset>
  );
}

function FrequencyGroup({ form, copy }: { form: ManagedForm; copy: FormCopy }) {
  const messages = form.errors.frequency;
  const errorId = `${form.anchor}-frequency-error`;
  const chosen = form.serverValues?.frequency ?? "immediate";
  const options = (["immediate", "daily", "weekly"] as const).map((value) => ({
    value,
    label: copy.frequencyOptions[value],
    hint: copy.frequencyHints[value],
  }));
  return (
    <fieldset aria-describedby={messages ? errorId : undefined}>
      <RequiredLegend>{copy.frequency}</RequiredLegend>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className={`grid min-h-12 cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 rounded-lg border-2 bg-white p-3 font-semibold has-checked:border-brand-700 has-checked:bg-brand-50 ${messages ? "border-red-600" : "border-stone-300"}`}
          >
            <input type="radio" name="frequency" value={option.value} defaultChecked={chosen === option.value} className="mt-1 size-5 shrink-0 accent-brand-700" />
            {option.label}
            <span className="col-start-2 mt-1 text-sm font-normal text-stone-700">
              <span className="sr-only">: </span>
              {option.hint}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} messages={messages} />
    </fieldset>
  );
}

export function DogAlertForm({ copy, anchor }: { copy: FormCopy; anchor: string }) {
  const form = useManagedForm({
    intent: "dog_alert",
    anchor,
    rules: () => import("../rules/form-rules.ts"),
    schema: (rules, locale) => rules.dogAlertSchema(locale),
  });
  return (
    <FormCard form={form} successTitle={copy.successTitle} successText={copy.successText} failureText={copy.failureText}>
      <FormElement form={form} label={copy.label}>
        <FormStart form={form} />
        <Field form={form} name="email" label={copy.email} type="email" required autoComplete="email" maxLength={EMAIL_MAX} />
        <CheckboxGroup form={form} legend={copy.types} hint={copy.typeHint} options={checkboxes(dogAlertTypeFields, copy.typeOptions)} />
        <CheckboxGroup form={form} legend={copy.locations} hint={copy.typeHint} options={checkboxes(dogAlertLocationFields, copy.locationOptions)} />
        <FrequencyGroup form={form} copy={copy} />
        <FormEnd form={form} send={copy.submit} consent={{ before: copy.consentBefore, link: copy.consentLink, after: copy.consentAfter }} />
      </FormElement>
    </FormCard>
  );
}
