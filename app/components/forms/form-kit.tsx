/**
 * Building blocks of every application form: the form state machine of SPEC
 * §4 (editing → submitting → success | failure), fields with their messages,
 * privacy consent, honeypot and the hidden tokens. A form posts to its
 * page's action without JavaScript; with it, it validates as the visitor
 * types and sends without reloading the page.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useActionData, useLocation } from "react-router";
import { CircleAlert, CircleCheck } from "lucide-react";
import type { ZodType } from "zod";
import type { FieldErrors } from "#app/domain/forms/parse.ts";
import type { FormActionData, FormIntent } from "#app/forms/action-data.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { useLocale, useMessages, usePathFor, useRootData } from "#app/i18n/use-locale.ts";
import {
  applyValues, clearDraft, formFields, loadDraft, loadRules, renewFormToken, saveDraft, sendSubmission,
} from "./client.ts";
import { scrollIntoViewGently } from "#app/components/page/scroll.ts";

export type Rules = Awaited<ReturnType<typeof loadRules>>;
export type FormView = "editing" | "submitting" | "success" | "failure";

/** The forms' texts in the page's language (from the root loader, so they are not part of the page's JavaScript). */
export function useFormMessages() {
  return useRootData().formMessages;
}

export interface ManagedFormOptions {
  intent: Exclude<FormIntent, "donation">;
  /** The section the form lives in: no-JS posts come back to it, success and failure scroll to it. */
  anchor: string;
  /** Keeps a draft in the browser under this key (long forms only). */
  draftKey?: string;
  schema: (rules: Rules, locale: Locale) => ZodType;
  /** Values of an empty form (after success, too). */
  initialValues?: Record<string, string>;
}

export function useManagedForm(options: ManagedFormOptions) {
  const locale = useLocale();
  const root = useRootData();
  const m = root.formMessages;
  const location = useLocation();
  const actionData = useActionData() as FormActionData | undefined;
  const fromServer = actionData?.intent === options.intent ? actionData : undefined;

  const formRef = useRef<HTMLFormElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const rules = useRef<Rules | null>(null);
  const touched = useRef(new Set<string>());
  // Each mounted form gets its own idempotency key when it first sends (the
  // server-rendered one serves posts without JavaScript); a new one after success.
  const [errors, setErrors] = useState<FieldErrors>(fromServer?.fieldErrors ?? {});
  const [formMessage, setFormMessage] = useState<string | null>(
    fromServer && fromServer.status !== "accepted" && fromServer.status !== "invalid" ? (fromServer.message ?? null) : null,
  );
  const [view, setView] = useState<FormView>(fromServer?.status === "accepted" ? "success" : "editing");
  const [failure, setFailure] = useState<string | null>(null);
  const [draftRestored, setDraftRestored] = useState(false);

  useEffect(() => {
    const form = formRef.current;
    if (!form || !options.draftKey || fromServer) return;
    const draft = loadDraft(options.draftKey);
    if (draft && applyValues(form, draft)) setDraftRestored(true);
  }, [options.draftKey, fromServer]);

  const ensureRules = useCallback(async () => {
    rules.current ??= await loadRules();
    return rules.current;
  }, []);

  const validate = useCallback(
    async (only?: Set<string>): Promise<FieldErrors> => {
      const form = formRef.current;
      if (!form) return {};
      const r = await ensureRules();
      const result = r.parseForm(options.schema(r, locale), formFields(form));
      const all = result.ok ? {} : result.fieldErrors;
      if (!only) return all;
      return Object.fromEntries(Object.entries(all).filter(([field]) => only.has(field)));
    },
    [ensureRules, locale, options],
  );

  const scrollToCard = () => {
    requestAnimationFrame(() => {
      if (cardRef.current) scrollIntoViewGently(cardRef.current);
      cardRef.current?.focus({ preventScroll: true });
    });
  };

  const onBlur = async (event: React.FocusEvent<HTMLFormElement>) => {
    const name = (event.target as unknown as HTMLInputElement).name;
    if (!name || name === "website") return;
    touched.current.add(name);
    setErrors(await validate(touched.current));
  };

  const draftTimer = useRef<number | undefined>(undefined);
  const onInput = async (event: React.FormEvent<HTMLFormElement>) => {
    const form = formRef.current;
    if (!form) return;
    if (options.draftKey) {
      window.clearTimeout(draftTimer.current);
      draftTimer.current = window.setTimeout(() => saveDraft(options.draftKey!, formFields(form)), 250);
    }
    const name = (event.target as unknown as HTMLInputElement).name;
    if (name && (touched.current.has(name) || errors[name])) {
      touched.current.add(name);
      setErrors(await validate(touched.current));
    }
  };

  const send = async (fields: Record<string, string>) => {
    setView("submitting");
    // The token and the idempotency key inside it come from the page: a retry sends the same pair (and finds the first).
    const result = await sendSubmission(options.intent, locale, fields);
    if (result.ok) {
      if (options.draftKey) clearDraft(options.draftKey);
      formRef.current?.reset();
      touched.current.clear();
      setErrors({});
      setDraftRestored(false);
      // The next submission needs a token of its own.
      void renewFormToken();
      setView("success");
      scrollToCard();
      return true;
    }
    if (result.kind === "fields") {
      setErrors(result.fieldErrors);
      setFormMessage(result.error || null);
      setView("editing");
      focusFirstError(result.fieldErrors);
      return false;
    }
    setFailure(result.error);
    setView("failure");
    scrollToCard();
    return false;
  };

  const focusFirstError = (fieldErrors: FieldErrors) => {
    const form = formRef.current;
    const first = Object.keys(fieldErrors)[0];
    if (!form || !first) return;
    form.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
  };

  /** The honeypot check of SPEC §4: a filled honeypot sends nothing and shows a toast. */
  const honeypotFilled = async (fields: Record<string, string>) => {
    if (!fields.website) return false;
    const { toast } = await import("sonner");
    toast.error(m.status.honeypotBlocked);
    return true;
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = formRef.current;
    if (!form || view === "submitting") return;
    const fields = formFields(form);
    if (await honeypotFilled(fields)) return;
    const fieldErrors = await validate();
    for (const field of Object.keys(fieldErrors)) touched.current.add(field);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) {
      setFormMessage(m.ui.errorSummary);
      focusFirstError(fieldErrors);
      return;
    }
    setFormMessage(null);
    await send(fields);
  };

  return {
    intent: options.intent,
    locale,
    m,
    formRef,
    cardRef,
    view,
    setView,
    errors,
    setErrors,
    formMessage,
    setFormMessage,
    failure,
    draftRestored,
    idempotencyKey: root.form.key,
    token: root.form.token,
    serverValues: fromServer?.status === "accepted" ? undefined : fromServer?.values,
    action: `${location.pathname}${location.search}#${options.anchor}`,
    anchor: options.anchor,
    ensureRules,
    validate,
    send,
    honeypotFilled,
    focusFirstError,
    scrollToCard,
    touched,
    handlers: { onBlur, onInput, onSubmit },
    /** Starts loading the rules as soon as the visitor shows interest. */
    onFocusCapture: () => void ensureRules(),
  };
}

export type ManagedForm = ReturnType<typeof useManagedForm>;

/** Hidden fields every form posts: which form, the time token and the idempotency key. */
export function HiddenFields({ form, intent }: { form: ManagedForm; intent: FormIntent }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="formToken" value={form.token} />
      <input type="hidden" name="idempotencyKey" value={form.idempotencyKey} />
    </>
  );
}

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
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void | Promise<void>;
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
      onFocus={form.onFocusCapture}
      className={className}
      aria-label={label}
    >
      <HiddenFields form={form} intent={form.intent} />
      {children}
    </form>
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

export function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages || messages.length === 0) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{messages[0]}</span>
    </p>
  );
}

const inputBase =
  "mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-sea-700 focus:outline-none focus:ring-2 focus:ring-sea-700/30";

export function inputClass(invalid: boolean) {
  return `${inputBase} ${invalid ? "border-red-600" : "border-stone-400"}`;
}

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
      <label htmlFor={id} className="block font-semibold text-stone-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
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

/** Privacy consent (SPEC §5): unchecked at first; the link opens the privacy page in a new tab. */
export function PrivacyField({ form }: { form: ManagedForm }) {
  const m = form.m;
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
          {m.ui.privacyBefore}{" "}
          <Link to={path("privacy")} target="_blank" rel="noopener" className="font-semibold underline">
            {m.ui.privacyLink}
            <span className="sr-only"> {newTab}</span>
          </Link>
          {" "}
          {m.ui.privacyAfter}
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        </label>
      </div>
      <FieldError id={`${id}-error`} messages={messages} />
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
    <div ref={form.cardRef} tabIndex={-1} className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm focus:outline-none sm:p-8">
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
            onClick={() => form.setView("editing")}
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

/** After success: back to an empty form (a link to the form without JavaScript, the same view with it). */
function NewRequestButton({ form, label }: { form: ManagedForm; label: string }) {
  return (
    <a
      href={`${form.action.replace(/#.*$/, "")}#${form.anchor}`}
      className="mt-6 inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-brand-700 px-6 py-3 font-semibold text-brand-800 no-underline hover:bg-brand-50"
      onClick={(event) => {
        event.preventDefault();
        form.setView("editing");
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

/** Note about the draft kept in this browser. */
export function DraftNote({ form }: { form: ManagedForm }) {
  return (
    <p className="text-sm text-stone-700">
      {form.draftRestored ? <strong className="font-semibold text-sea-800">{form.m.ui.draftRestored} </strong> : null}
      {form.m.ui.draftNote}
    </p>
  );
}
