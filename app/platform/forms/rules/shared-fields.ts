/**
 * Field schemas several request forms share, with the same bounds and messages
 * (docs/product/forms.md): the sender, the long answers about oneself, the
 * message of an application, and the consent and honeypot every form ends with.
 */
import {
  LONG_TEXT_MAX, LONG_TEXT_MIN, MESSAGE_MAX, MESSAGE_MIN, NAME_MAX, NAME_MIN, PHONE_MAX, PHONE_MIN,
} from "./constants.ts";
import { emailField, honeypotField, privacyField, requiredText } from "./fields.ts";
import type { Messages } from "./messages.ts";

type Validation = Messages["validation"];

/** The sender's name (2–100 characters) and e-mail address (adoption, foster home, contact). */
export function senderFields(m: Validation) {
  return {
    name: requiredText({ min: NAME_MIN, max: NAME_MAX, tooShort: m.nameMin, tooLong: m.nameMax }),
    email: emailField({ invalid: m.emailInvalid, tooLong: m.emailMax }),
  };
}

/** A phone number that must be given (adoption, foster home). */
export function requiredPhone(m: Validation) {
  return requiredText({ min: PHONE_MIN, max: PHONE_MAX, tooShort: m.phoneMin, tooLong: m.phoneMax });
}

/** A long answer about oneself (living situation, experience, availability), with its own "too short" message. */
export function longAnswer(m: Validation, tooShort: string) {
  return requiredText({ min: LONG_TEXT_MIN, max: LONG_TEXT_MAX, tooShort, tooLong: m.longTextMax });
}

/** The message of an application (adoption, foster home). */
export function applicationMessage(m: Validation) {
  return requiredText({ min: MESSAGE_MIN, max: MESSAGE_MAX, tooShort: m.messageMin, tooLong: m.messageMax });
}

/** What every form ends with: the privacy consent and the honeypot (docs/product/forms.md#common-rules). */
export function consentFields(m: Validation) {
  return {
    privacyAccepted: privacyField(m.privacy),
    website: honeypotField(m.honeypot),
  };
}
