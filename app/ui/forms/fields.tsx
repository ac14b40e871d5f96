/**
 * The fields of the application forms, each with its label, hint and error
 * message wired for assistive technology (`aria-invalid`,
 * `aria-describedby`), filled in again after a post without JavaScript.
 */
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { CircleAlert } from "lucide-react";
import { useMessages, usePathFor } from "#app/platform/i18n/use-locale.ts";
import { inputClass } from "#app/ui/styles.ts";
import { useFormMessages, type ManagedForm } from "./use-managed-form.ts";
import { FieldError } from "./field-error.tsx";

/** The star after a required field's label (hidden from screen readers: the field says `required`). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  );
}

export function FieldLabel({ id, required, children }: { id: string; required: boolean; children: ReactNode }) {
  return (
    <label htmlFor={id} className="block font-semibold text-stone-900">
      {children}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

/** The legend of a group of choices that needs an answer. */
export function RequiredLegend({ children }: { children: ReactNode }) {
  return (
    <legend className="font-semibold text-stone-900">
      {children}
      <RequiredMark />
    </legend>
  );
}

export { FieldError };

type FieldType = "text" | "email" | "tel" | "number" | "date" | "month" | "textarea";

export function Field({
  form,
  name,
  label,
  type = "text",
  required = false,
  hint,
  autoComplete,
  rows = 4,
  maxLength,
  min,
  max,
  step,
  defaultValue,
  inputMode,
  className = "",
}: {
  form: ManagedForm;
  name: string;
  label: string;
  type?: FieldType;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  rows?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: number;
  defaultValue?: string;
  inputMode?: "numeric" | "decimal" | "tel" | "email" | "text";
  className?: string;
}) {
  const id = `${form.anchor}-${name}`;
  const messages = form.errors[name];
  const invalid = Boolean(messages?.length);
  const describedBy = [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  const value = form.serverValues?.[name] ?? defaultValue;
  const common = {
    id,
    name,
    required,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
    autoComplete,
    maxLength,
    className: inputClass(invalid),
    defaultValue: value,
  };
  return (
    <div className={className}>
      <FieldLabel id={id} required={required}>
        {label}
      </FieldLabel>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      {type === "textarea" ? (
        <textarea {...common} rows={rows} />
      ) : (
        <input {...common} type={type} min={min} max={max} step={step} inputMode={inputMode} />
      )}
      <FieldError id={`${id}-error`} messages={messages} />
    </div>
  );
}

/** The words of a consent of a form's own, around the link to the privacy page. */
export interface ConsentWording {
  before: string;
  link: string;
  after: string;
}

/**
 * Privacy consent (docs/product/forms.md#common-rules): unchecked at first; the link opens the privacy page in a new tab.
 * `wording` replaces the forms' sentence where a form asks for a consent of its own (new-dog alerts); `after` is written as it is.
 */
export function PrivacyField({ form, wording }: { form: ManagedForm; wording?: ConsentWording }) {
  const m = form.m;
  const w = wording ?? { before: m.ui.privacyBefore, link: m.ui.privacyLink, after: ` ${m.ui.privacyAfter}` };
  const path = usePathFor();
  const newTab = useMessages().layout.opensInNewTab;
  const id = `${form.anchor}-privacyAccepted`;
  const messages = form.errors.privacyAccepted;
  const invalid = Boolean(messages?.length);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="privacyAccepted"
          value="on"
          required
          defaultChecked={form.serverValues?.privacyAccepted === "on"}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={`mt-1 size-5 shrink-0 rounded accent-brand-700 ${invalid ? "outline-2 outline-red-600" : ""}`}
        />
        <label htmlFor={id} className="text-stone-800">
          {w.before}{" "}
          <Link to={path("privacy")} target="_blank" rel="noopener" className="font-semibold underline">
            {w.link}
            <span className="sr-only"> {newTab}</span>
          </Link>
          {w.after}
          <RequiredMark />
        </label>
      </div>
      <FieldError id={`${id}-error`} messages={messages} />
    </div>
  );
}

/** A required checkbox of a form's own (the SEPA mandate): checked is "on", as the server reads it; its error under it. */
export function CheckboxField({ form, name, label }: { form: ManagedForm; name: string; label: string }) {
  const id = `${form.anchor}-${name}`;
  const messages = form.errors[name];
  const invalid = Boolean(messages?.length);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="on"
          defaultChecked={form.serverValues?.[name] === "on"}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={`mt-1 size-5 shrink-0 rounded accent-brand-700 ${invalid ? "outline-2 outline-red-600" : ""}`}
        />
        <label htmlFor={id} className="font-semibold text-stone-800">
          {label}
          <RequiredMark />
        </label>
      </div>
      <FieldError id={`${id}-error`} messages={messages} />
    </div>
  );
}

/** The honeypot: invisible to people (and to assistive technology), tempting to bots. */
export function Honeypot() {
  const m = useFormMessages();
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{m.ui.honeypotLabel}</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export function SubmitButton({ form, label }: { form: ManagedForm; label: string }) {
  const busy = form.view === "submitting";
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy || undefined}
      className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
    >
      {busy ? form.m.status.sending : label}
    </button>
  );
}

/** How every public form ends: the privacy consent (`consent`: a wording of its own), the honeypot and the send button. */
export function FormEnd({ form, send, consent }: { form: ManagedForm; send: string; consent?: ConsentWording }) {
  return (
    <>
      <PrivacyField form={form} wording={consent} />
      <Honeypot />
      <div>
        <SubmitButton form={form} label={send} />
      </div>
    </>
  );
}

/** A message for the whole form (validation summary, spam refusal, expired token, rate limit). */
export function FormMessage({ form }: { form: ManagedForm }) {
  if (!form.formMessage) return null;
  return (
    <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-800">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{form.formMessage}</span>
    </p>
  );
}

/** Note about the draft kept in this browser. */
export function DraftNote({ form }: { form: ManagedForm }) {
  return (
    <p className="text-sm text-stone-700">
      {form.draftRestored ? <strong className="font-semibold text-sea-800">{form.m.ui.draftRestored} </strong> : null}
      {form.m.ui.draftNote}
    </p>
  );
}

/** How every public form begins: the note on required fields, the note on the draft where the form keeps one (`draft`), and the message for the whole form. */
export function FormStart({ form, draft = false }: { form: ManagedForm; draft?: boolean }) {
  return (
    <>
      <p className="text-sm text-stone-700">{form.m.ui.requiredNote}</p>
      {draft ? <DraftNote form={form} /> : null}
      <FormMessage form={form} />
    </>
  );
}
