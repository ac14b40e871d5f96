/**
 * The frame of an application form: the card that shows the form, its
 * success or its failure, and the `<form>` element with its hidden fields.
 */
import type { FormEvent, ReactNode } from "react";
import { CircleAlert, CircleCheck } from "lucide-react";
import type { ManagedForm } from "./use-managed-form.ts";

/**
 * The `<form>` element of a managed form: posts to the page's action without
 * JavaScript, validates and sends through the form state with it; carries the
 * hidden intent, time token and idempotency key.
 */
export function FormElement({
  form,
  label,
  onSubmit = form.handlers.onSubmit,
  className = "relative grid gap-5",
  children,
}: {
  form: ManagedForm;
  label: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      ref={form.formRef}
      method="post"
      action={form.action}
      noValidate
      onSubmit={onSubmit}
      onBlur={form.handlers.onBlur}
      onInput={form.handlers.onInput}
      onFocus={form.handlers.onFocus}
      className={className}
      aria-label={label}
      // Sent before the app has started (a page that hydrates on first input): it waits for it (app/islands/first-input.ts).
      data-needs-app=""
    >
      <input type="hidden" name="intent" value={form.hidden.intent} />
      <input type="hidden" name="formToken" value={form.hidden.token} />
      <input type="hidden" name="idempotencyKey" value={form.hidden.idempotencyKey} />
      {children}
    </form>
  );
}

/**
 * The card around a form: shows the form while editing or sending, the
 * success view or the failure view (with retry) otherwise. The form stays
 * mounted, so a retry finds every value where the visitor left it.
 */
export function FormCard({
  form,
  title,
  successTitle,
  successText,
  failureText,
  children,
}: {
  form: ManagedForm;
  title?: ReactNode;
  successTitle: string;
  successText: string;
  failureText: string;
  children: ReactNode;
}) {
  const m = form.m;
  const showForm = form.view === "editing" || form.view === "submitting";
  return (
    // The card carries the form's anchor: a post without JavaScript comes back scrolled to it (`action="…#anchor"`).
    <div id={form.anchor} ref={form.cardRef} tabIndex={-1} className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm focus:outline-none sm:p-8">
      {title}
      {form.view === "success" ? (
        <div role="status" className="text-center">
          <CircleCheck aria-hidden="true" className="mx-auto size-12 text-emerald-700" />
          <h3 className="mt-3 text-2xl font-bold text-stone-900">{successTitle}</h3>
          <p className="mx-auto mt-3 max-w-xl text-stone-700">{successText}</p>
          <NewRequestButton form={form} label={m.ui.newRequest} />
        </div>
      ) : null}
      {form.view === "failure" ? (
        <div role="alert" className="text-center">
          <CircleAlert aria-hidden="true" className="mx-auto size-12 text-red-700" />
          <h3 className="mt-3 text-2xl font-bold text-stone-900">{m.status.sendErrorTitle}</h3>
          <p className="mx-auto mt-3 max-w-xl text-stone-700">{form.failure ?? failureText}</p>
          <button
            type="button"
            onClick={form.showForm}
            className="mt-6 inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {m.status.retry}
          </button>
        </div>
      ) : null}
      <div hidden={!showForm}>{children}</div>
    </div>
  );
}

/** After success: back to an empty form (a new page load without JavaScript, the same view with it). */
function NewRequestButton({ form, label }: { form: ManagedForm; label: string }) {
  return (
    <a
      href={form.newRequestAction}
      className="mt-6 inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-brand-700 px-6 py-3 font-semibold text-brand-800 no-underline hover:bg-brand-50"
      onClick={(event) => {
        event.preventDefault();
        form.showForm();
        requestAnimationFrame(() =>
          form.formRef.current
            ?.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1']), select, textarea")
            ?.focus(),
        );
      }}
    >
      {label}
    </a>
  );
}
