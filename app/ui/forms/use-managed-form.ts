/**
 * The state of one application form: docs/product/README.md#states-and-derived-values's editing → submitting →
 * success | failure, field errors as the visitor types, the draft kept in the
 * browser and the sending. A form posts to its page's action without
 * JavaScript; with it, it validates as the visitor types and sends without
 * reloading the page. Fields read `ManagedForm`; a form in steps (the
 * membership wizard) drives it through `FormSteps`.
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent, type RefObject } from "react";
import { useActionData, useLocation } from "react-router";
import type { ZodType } from "zod";
import type { FieldErrors, parseForm } from "#app/platform/forms/rules/parse.ts";
import type { FormActionData, FormIntent } from "#app/platform/forms/rules/action-data.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { useLocale } from "#app/platform/i18n/use-locale.ts";
import { useFormsData, type FormsData } from "./forms-data.ts";
import { scrollIntoViewGently } from "#app/ui/scroll.ts";
import { formActionAddress, newRequestAddress } from "./form-address.ts";

/** The rule a control answers to: its name, or `data-validates` (a free amount field checks `amount`). */
function fieldName(control: HTMLInputElement): string {
  return control.dataset?.validates ?? control.name;
}
import {
  applyValues, clearDraft, formFields, loadDraft, loadFormRules, renewFormToken, saveDraft, sendSubmission,
} from "./client.ts";

/**
 * A form's rules as its feature loads them on first use (a module with zod, its schemas and the
 * parser): the form kit knows none of them, so they stay out of every page's first load.
 */
export interface FormRules {
  parseForm: typeof parseForm;
}

/** The rules of the association's forms (platform/forms/rules), what a form uses unless it brings its own. */
export type StandardFormRules = Awaited<ReturnType<typeof loadFormRules>>;
export type FormView = "editing" | "submitting" | "success" | "failure";
export type FormMessages = FormsData["messages"];

/** The forms' texts in the page's language (from the forms layout's loader, so they are not part of the page's JavaScript). */
export function useFormMessages(): FormMessages {
  return useFormsData().messages;
}

export interface ManagedFormOptions<R extends FormRules = StandardFormRules> {
  intent: Exclude<FormIntent, "donation">;
  /** The section the form lives in: no-JS posts come back to it, success and failure scroll to it. */
  anchor: string;
  /** Keeps a draft in the browser under this key (long forms only). */
  draftKey?: string;
  /** Loads the form's rules (a dynamic import); unset: the association's forms' rules. */
  rules?: () => Promise<R>;
  schema: (rules: R, locale: Locale) => ZodType;
}

type SubmitHandler = (event: FormEvent<HTMLFormElement>) => void | Promise<void>;

/** What the fields, the `<form>` element and the card read from a form. */
export interface ManagedForm<R extends FormRules = FormRules> {
  /** Id of the form's section; field ids start with it. */
  anchor: string;
  locale: Locale;
  m: FormMessages;
  view: FormView;
  errors: FieldErrors;
  /** A message for the whole form (summary, refusal), or null. */
  formMessage: string | null;
  /** The server's reason after a failed send, or null. */
  failure: string | null;
  draftRestored: boolean;
  /** The values a post without JavaScript sent, to fill the fields in again. */
  serverValues: Record<string, string> | undefined;
  /** Where the form posts without JavaScript (this page, back to the form's section). */
  action: string;
  /** Where "new request" leads without JavaScript: the same page loaded anew, at the form. */
  newRequestAction: string;
  /** The hidden fields: which form, the time token and the idempotency key. */
  hidden: { intent: FormIntent; token: string; idempotencyKey: string };
  formRef: RefObject<HTMLFormElement | null>;
  cardRef: RefObject<HTMLDivElement | null>;
  handlers: { onBlur: (event: FocusEvent<HTMLFormElement>) => void; onInput: (event: FormEvent<HTMLFormElement>) => void; onSubmit: SubmitHandler; onFocus: () => void };
  /** Back to the form after a failure or a success, every value where the visitor left it. */
  showForm: () => void;
  /** For a form in steps only. */
  steps: FormSteps<R>;
}

/** What a form in steps does itself: check one step, move on, send at the end. */
export interface FormSteps<R extends FormRules = FormRules> {
  /** The rules (schemas, toasts), loaded on first use. */
  rules: () => Promise<R>;
  /** The current values of the form. */
  values: () => Record<string, string>;
  /** Errors of the whole form. */
  validate: () => Promise<FieldErrors>;
  /** Counts these fields as visited: from now on they are checked as the visitor types. */
  touch: (fields: readonly string[]) => void;
  showErrors: (errors: FieldErrors) => void;
  clearFormMessage: () => void;
  focusFirstError: (errors: FieldErrors) => void;
  /** True (and a toast) when the honeypot is filled: then nothing is sent. */
  honeypotFilled: (values: Record<string, string>) => Promise<boolean>;
  /** Sends the values; true on success. */
  send: (values: Record<string, string>) => Promise<boolean>;
}

export function useManagedForm<R extends FormRules = StandardFormRules>(options: ManagedFormOptions<R>): ManagedForm<R> {
  const locale = useLocale();
  const forms = useFormsData();
  const m = forms.messages;
  const location = useLocation();
  const actionData = useActionData() as FormActionData | undefined;
  const fromServer = actionData?.intent === options.intent ? actionData : undefined;

  const formRef = useRef<HTMLFormElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const rules = useRef<R | null>(null);
  // The loader is the feature's dynamic import: the same for the whole life of the form.
  const loadRules = useRef(options.rules ?? (loadFormRules as unknown as () => Promise<R>));
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
    rules.current ??= await loadRules.current();
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

  const focusFirstError = (fieldErrors: FieldErrors) => {
    const form = formRef.current;
    const first = Object.keys(fieldErrors)[0];
    if (!form || !first) return;
    form.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
  };

  const onBlur = async (event: FocusEvent<HTMLFormElement>) => {
    const name = fieldName(event.target as unknown as HTMLInputElement);
    if (!name || name === "website") return;
    touched.current.add(name);
    setErrors(await validate(touched.current));
  };

  const draftTimer = useRef<number | undefined>(undefined);
  const onInput = async (event: FormEvent<HTMLFormElement>) => {
    const form = formRef.current;
    if (!form) return;
    if (options.draftKey) {
      window.clearTimeout(draftTimer.current);
      draftTimer.current = window.setTimeout(() => saveDraft(options.draftKey!, formFields(form)), 250);
    }
    const name = fieldName(event.target as unknown as HTMLInputElement);
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

  /** The honeypot check of docs/product/forms.md#messages: a filled honeypot sends nothing and shows a toast. */
  const honeypotFilled = async (fields: Record<string, string>) => {
    if (!fields.website) return false;
    const { toast } = await import("sonner");
    toast.error(m.status.honeypotBlocked);
    return true;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
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
    anchor: options.anchor,
    locale,
    m,
    view,
    errors,
    formMessage,
    failure,
    draftRestored,
    serverValues: fromServer?.status === "accepted" ? undefined : fromServer?.values,
    action: formActionAddress(location.pathname, location.search, options.anchor),
    newRequestAction: newRequestAddress(location.pathname, location.search, options.anchor),
    hidden: { intent: options.intent, token: forms.form.token, idempotencyKey: forms.form.key },
    formRef,
    cardRef,
    // Starts loading the rules as soon as the visitor shows interest.
    handlers: { onBlur, onInput, onSubmit, onFocus: () => void ensureRules() },
    showForm: () => setView("editing"),
    steps: {
      rules: ensureRules,
      values: () => formFields(formRef.current!),
      validate: () => validate(),
      touch: (fields) => {
        for (const field of fields) touched.current.add(field);
      },
      showErrors: setErrors,
      clearFormMessage: () => setFormMessage(null),
      focusFirstError,
      honeypotFilled,
      send,
    },
  };
}
