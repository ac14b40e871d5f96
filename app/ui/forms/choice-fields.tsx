/** Fields with a fixed set of answers (the membership wizard's choices). */
import { inputClass } from "#app/ui/styles.ts";
import { FieldError, FieldLabel, RequiredLegend } from "./fields.tsx";
import type { ManagedForm } from "./use-managed-form.ts";

export function SelectField({
  form,
  name,
  label,
  options,
  defaultValue = "",
  required = true,
  placeholder,
}: {
  form: ManagedForm;
  name: string;
  label: string;
  options: { value: string; label: string }[];
  defaultValue?: string;
  required?: boolean;
  placeholder?: string;
}) {
  const id = `${form.anchor}-${name}`;
  const messages = form.errors[name];
  return (
    <div>
      <FieldLabel id={id} required={required}>
        {label}
      </FieldLabel>
      <select
        id={id}
        name={name}
        required={required}
        defaultValue={form.serverValues?.[name] ?? defaultValue}
        aria-invalid={messages ? true : undefined}
        aria-describedby={messages ? `${id}-error` : undefined}
        className={inputClass(Boolean(messages))}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} messages={messages} />
    </div>
  );
}

/** A required choice shown as cards of radio buttons, with an optional hint per option. */
export function RadioGroup({
  form,
  name,
  legend,
  options,
  hints,
}: {
  form: ManagedForm;
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  hints?: Record<string, string>;
}) {
  const messages = form.errors[name];
  const errorId = `${form.anchor}-${name}-error`;
  const chosen = form.serverValues?.[name];
  return (
    <fieldset aria-describedby={messages ? errorId : undefined}>
      <RequiredLegend>{legend}</RequiredLegend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border-2 bg-white p-3 has-checked:border-brand-700 has-checked:bg-brand-50 ${messages ? "border-red-600" : "border-stone-300"}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={chosen === option.value}
              className="mt-1 accent-brand-700"
            />
            <span>
              <span className="font-semibold">{option.label}</span>
              {hints?.[option.value] ? <span className="mt-1 block text-sm text-stone-700">{hints[option.value]}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} messages={messages} />
    </fieldset>
  );
}
