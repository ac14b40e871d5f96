/** Runs a submission through `submit` with this server's settings, logs it without personal data and wakes the e-mail worker. */
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "#app/platform/context.ts";
import { getMessages } from "#app/platform/forms/rules/index.ts";
import { submit, type SubmissionOutcome, type SubmissionRequest } from "./submit.server.ts";
import { submissionSettings } from "#app/platform/forms/server/post.server.ts";
import { errorCode } from "#app/platform/logging/error.ts";
import { dogName, dogStatus, findDogByName } from "#app/features/dogs/rules/index.ts";

export type Received = SubmissionOutcome | { status: "error"; message: string };

export async function receiveSubmission(
  context: Readonly<RouterContextProvider>,
  request: SubmissionRequest,
): Promise<Received> {
  const services = context.get(servicesContext);
  const { logger } = services;
  try {
    // The dog the request names, as our list has it (never the name as sent): the status page shows this one.
    const named = request.fields.dog ?? request.fields.dogName;
    const dogs = named ? await services.dogs.get().then((snapshot) => snapshot.dogs, () => []) : [];
    const match = findDogByName(dogs, typeof named === "string" ? named.normalize("NFC") : named);
    const dog = match ? { id: match.id!, name: dogName(match)! } : null;
    // A request for a reserved dog (by the dog system, or for one of our requests) goes on its waiting list.
    const waitlist = request.kind === "adoption" && match !== null && (dogStatus(match) === "reserved" || (await services.heldDogs()).has(match.id!));
    const membership = request.kind === "membership" ? await services.membership.intake() : undefined;
    const outcome = await submit({ ...request, dog, waitlist, membership }, submissionSettings(context));
    if (outcome.status === "accepted") {
      logger.info({ event: "submission_accepted", formType: request.kind, submissionId: outcome.id, duplicate: outcome.duplicate }, "submission stored");
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
