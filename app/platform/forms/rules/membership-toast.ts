/**
 * Which error toast the membership wizard shows (docs/product/forms.md#wizard: membership
 * validation errors are toasts, one per failure). Pure: takes the field
 * errors of a step (or of the whole form) and returns title and description.
 */
import type { Locale } from "#app/platform/i18n/locale.ts";
import {
  MEMBERSHIP_REQUIRED_FIELDS, MEMBERSHIP_STEP_FIELDS, MEMBERSHIP_STEPS, type MembershipStep,
} from "./constants.ts";
import { getMessages } from "./messages.ts";
import type { FieldErrors } from "./parse.ts";

export interface Toast {
  title: string;
  description: string;
}

export type MembershipStage = MembershipStep | "submit";

/**
 * - Step 1: 'missing information' / 'please choose a membership variant'.
 * - Step 2: a missing field gives 'missing information' / 'please fill in all
 *   required fields'; otherwise a birthday problem gives 'invalid birthday'
 *   with the birthday's message (under 18 or not a date).
 * - Step 3: missing field, then missing phone, then phone format, then e-mail.
 * - Step 4: 'please choose an entry date and payment interval', entry date too
 *   early, privacy, honeypot.
 * - Anything else on a step: 'please fill in all required fields before continuing'.
 * - 'submit': title 'Fehler'/'Error' with 'please fill in all required fields'
 *   if one of the required fields is missing, or with the missing-phone
 *   message; other problems fall back to the toast of the first failing step.
 * Returns null when there are no errors.
 */
export function membershipToast(locale: Locale, stage: MembershipStage, errors: FieldErrors): Toast | null {
  const all = getMessages(locale);
  const m = all.membership;
  const v = all.validation;
  if (Object.keys(errors).length === 0) return null;

  const has = (field: string, message?: string): boolean => {
    const list = errors[field];
    return list !== undefined && list.length > 0 && (message === undefined || list.includes(message));
  };
  /** A "missing" message of a field: the generic required text or the step-specific choose-texts. */
  const missing = (field: string): boolean =>
    has(field, v.required) || has(field, m.chooseType) || has(field, m.chooseEntryAndInterval);
  const phoneMissing = has("phone", m.missingPhone) || has("mobile", m.missingPhone);

  if (stage === "submit") {
    if (MEMBERSHIP_REQUIRED_FIELDS.some(missing)) return { title: m.submitErrorTitle, description: m.missingInfo };
    if (phoneMissing) return { title: m.submitErrorTitle, description: m.missingPhone };
    const step = MEMBERSHIP_STEPS.find((s) => MEMBERSHIP_STEP_FIELDS[s].some((field) => has(field)));
    return step === undefined
      ? { title: m.submitErrorTitle, description: m.missingInfo }
      : membershipToast(locale, step, errors);
  }

  const fields: readonly string[] = MEMBERSHIP_STEP_FIELDS[stage];
  const fallback: Toast = { title: m.missingInfoTitle, description: m.nextBlocked };

  switch (stage) {
    case 1:
      return has("membershipType") ? { title: m.missingInfoTitle, description: m.chooseType } : fallback;
    case 2: {
      if (fields.some(missing)) return { title: m.missingInfoTitle, description: m.missingInfo };
      const birthday = errors["birthday"]?.[0];
      if (birthday !== undefined) return { title: m.invalidBirthdayTitle, description: birthday };
      break;
    }
    case 3: {
      if (fields.some(missing)) return { title: m.missingInfoTitle, description: m.missingInfo };
      if (phoneMissing) return { title: m.missingPhoneTitle, description: m.missingPhone };
      if (has("phone", m.phoneFormat) || has("mobile", m.phoneFormat)) {
        return { title: m.invalidPhoneTitle, description: m.phoneFormat };
      }
      if (has("email", v.emailInvalid)) return { title: m.invalidEmailTitle, description: m.invalidEmail };
      break;
    }
    case 4: {
      if (missing("entryDate") || missing("paymentInterval")) {
        return { title: m.missingInfoTitle, description: m.chooseEntryAndInterval };
      }
      if (has("entryDate", m.entryDateTooEarly)) {
        return { title: m.invalidEntryDateTitle, description: m.entryDateTooEarly };
      }
      if (has("privacyAccepted")) return { title: m.missingInfoTitle, description: v.privacy };
      if (has("website")) return { title: m.submitErrorTitle, description: all.status.honeypotBlocked };
      break;
    }
  }

  // Other problems of the step (e.g. a text that is too long): show its first message.
  const other = fields.map((field) => errors[field]?.[0]).find((message) => message !== undefined);
  return other === undefined ? fallback : { title: m.invalidInputTitle, description: other };
}
