/** Runs a submission through `submit` with this server's settings, logs it without personal data and wakes the e-mail worker. */
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "#app/platform/context.ts";
import { getMessages } from "#app/features/submissions/rules/index.ts";
import { submit, type SubmissionOutcome, type SubmissionRequest, type SubmissionSettings } from "./submit.server.ts";
import { errorCode } from "#app/platform/logging/error.ts";

export type Received = SubmissionOutcome | { status: "error"; message: string };

/** HTTP status per outcome: accepted 200, refused or invalid 400, storage trouble 503. */
export function statusOf(received: { status: string }): number {
  if (received.status === "accepted") return 200;
  if (received.status === "error") return 503;
  return 400;
}

/** This server's submission settings (token age, fill time, confirmation limit), for every form that goes through `submit`'s checks. */
export function submissionSettings(context: Readonly<RouterContextProvider>): SubmissionSettings {
  const { db, env, forms } = context.get(servicesContext);
  return {
    db,
    secret: forms.secret,
    minFillMs: env.FORM_MIN_FILL_SECONDS * 1000,
    maxTokenAgeMs: env.FORM_TOKEN_MAX_AGE_HOURS * 3_600_000,
    confirmationsPerAddressPerDay: env.CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  };
}

export async function receiveSubmission(
  context: Readonly<RouterContextProvider>,
  request: SubmissionRequest,
): Promise<Received> {
  const services = context.get(servicesContext);
  const { logger } = services;
  try {
    const outcome = await submit(request, submissionSettings(context));
    if (outcome.status === "accepted") {
      logger.info({ event: "submission_accepted", formType: request.kind, submissionId: outcome.id, duplicate: outcome.duplicate }, "submission stored");
      if (!outcome.duplicate) services.forms.outbox.kick();
    } else if (outcome.status === "spam") {
      logger.warn({ event: "submission_flagged", formType: request.kind, submissionId: outcome.id, reason: outcome.reason }, "suspected spam stored, not delivered");
    } else if (outcome.status === "invalid") {
      logger.info({ event: "submission_invalid", formType: request.kind, fields: Object.keys(outcome.fieldErrors) }, "submission with field errors");
    }
    return outcome;
  } catch (error) {
    logger.error({ event: "submission_not_stored", formType: request.kind, error: errorCode(error) }, "submission could not be stored");
    return { status: "error", message: getMessages(request.locale).guard.unavailable };
  }
}
