/**
 * Browser side of the forms: sends to the JSON endpoints of docs/product/forms.md#json-endpoints, fetches
 * a fresh time token when one has expired, keeps drafts, loads the shared
 * validation rules on demand (they are not part of the first load).
 */
import type { FieldErrors } from "#app/platform/forms/rules/parse.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import type { FormIntent } from "#app/platform/forms/rules/action-data.ts";

export type SendResult =
  | { ok: true; id: string }
  | { ok: false; kind: "fields"; error: string; fieldErrors: FieldErrors }
  | { ok: false; kind: "failure"; error: string | null };

/** Form fields as strings; a checkbox that is not checked is absent, as in a plain HTML post. */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === "string") fields[key] = value;
  return fields;
}

/**
 * A fresh form token for this host, with the idempotency key it carries,
 * written into every form of the page: each submission needs its own token.
 * False when none could be fetched (the old one stays and the server says why).
 */
export async function renewFormToken(): Promise<boolean> {
  try {
    const response = await fetch("/api/form-token", { headers: { Accept: "application/json" } });
    const body = (await response.json()) as { token?: string; idempotencyKey?: string };
    if (!body.token || !body.idempotencyKey) return false;
    for (const input of document.querySelectorAll<HTMLInputElement>('input[name="formToken"]')) input.value = body.token;
    for (const input of document.querySelectorAll<HTMLInputElement>('input[name="idempotencyKey"]')) input.value = body.idempotencyKey;
    return true;
  } catch {
    return false;
  }
}

/** Sends one submission; retries once with a fresh token if the page's token has expired. */
export async function sendSubmission(
  intent: Exclude<FormIntent, "donation">,
  locale: Locale,
  fields: Record<string, string>,
): Promise<SendResult> {
  const { formToken, idempotencyKey: _key, intent: _intent, customAmount: _custom, ...data } = fields;
  // The key travels inside the token; sending it again beside it adds nothing.
  const request = (token: string | undefined) => {
    const flat = intent === "membership" || intent === "dog_alert";
    const body = flat ? { ...data, locale, token } : { formType: intent, locale, data, token };
    const endpoint = intent === "membership" ? "/api/submit-membership" : intent === "dog_alert" ? "/api/dog-alerts" : "/api/send-form-email";
    return fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  };
  try {
    let response = await request(formToken);
    let body = (await response.json()) as { ok?: boolean; id?: string; error?: string; fieldErrors?: FieldErrors; expired?: boolean };
    if (response.status === 400 && body.expired && (await renewFormToken())) {
      const token = document.querySelector<HTMLInputElement>('input[name="formToken"]')?.value;
      response = await request(token);
      body = (await response.json()) as typeof body;
    }
    if (response.ok && body.ok && body.id) return { ok: true, id: body.id };
    if (body.fieldErrors && Object.keys(body.fieldErrors).length > 0) {
      return { ok: false, kind: "fields", error: body.error ?? "", fieldErrors: body.fieldErrors };
    }
    return { ok: false, kind: "failure", error: body.error ?? null };
  } catch {
    return { ok: false, kind: "failure", error: null };
  }
}

// ---------------------------------------------------------------------------
// Drafts (adoption, foster, membership): kept in localStorage while typing.
// ---------------------------------------------------------------------------

const DRAFT_PREFIX = "draft:";
/** Never stored: the honeypot, the tokens, the consents (given anew) and an account number (decision 043: never in the browser's storage). */
const NOT_IN_DRAFT = new Set(["website", "formToken", "idempotencyKey", "intent", "privacyAccepted", "mandateAccepted", "iban"]);

export function saveDraft(key: string, fields: Record<string, string>): void {
  const kept = Object.fromEntries(Object.entries(fields).filter(([k, v]) => !NOT_IN_DRAFT.has(k) && v !== ""));
  try {
    if (Object.keys(kept).length === 0) localStorage.removeItem(DRAFT_PREFIX + key);
    else localStorage.setItem(DRAFT_PREFIX + key, JSON.stringify({ savedAt: Date.now(), fields: kept }));
  } catch {
    // Storage full or blocked: the form still works, only without a draft.
  }
}

export function loadDraft(key: string): Record<string, string> | null {
  try {
    const raw = localStorage.getItem(DRAFT_PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { fields?: Record<string, unknown> };
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(parsed.fields ?? {})) if (typeof v === "string" && !NOT_IN_DRAFT.has(k)) fields[k] = v;
    return Object.keys(fields).length > 0 ? fields : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(DRAFT_PREFIX + key);
  } catch {
    // nothing to clear
  }
}

/** Puts saved values back into empty fields of a form. Returns whether anything was restored. */
export function applyValues(form: HTMLFormElement, values: Record<string, string>): boolean {
  let restored = false;
  for (const [name, value] of Object.entries(values)) {
    const elements = form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${CSS.escape(name)}"]`);
    for (const element of elements) {
      if (element instanceof HTMLInputElement && (element.type === "radio" || element.type === "checkbox")) {
        if (element.value === value && !element.checked) {
          element.checked = true;
          restored = true;
        }
      } else if (element.value === "" || element instanceof HTMLSelectElement || element.value === element.defaultValue) {
        if (element.value !== value) {
          element.value = value;
          restored = true;
        }
      }
    }
  }
  return restored;
}

/** The forms' validation rules (zod, every form's schema, the step toasts), loaded when a visitor first touches a form. */
export function loadFormRules() {
  return import("#app/platform/forms/rules/index.ts");
}
