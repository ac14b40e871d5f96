/** Adoption requests stored as the forms store them, for the data-layer tests of the journey. */
import type { Database } from "#app/platform/db/client.server.ts";
import { submit, type SubmissionSettings } from "#app/features/submissions/server/submit.server.ts";
import { issueFormToken } from "#app/platform/forms/server/token.server.ts";
import { validFields } from "./form-fixtures.ts";

/**
 * An accepted adoption request, tagged (the tag ends its name and free texts and names its e-mail
 * address, as `validFields` does), in the language's host, matched to `dog` when given; its id.
 */
export async function storeAdoptionRequest(
  db: Database,
  options: { secret: string; tag: string; locale?: "de" | "es"; now?: Date; dog?: { id: string; name: string }; key?: string; fields?: Record<string, string> },
): Promise<string> {
  const now = options.now ?? new Date();
  const host = options.locale === "es" ? "es.localhost:3000" : "localhost:3000";
  const settings: SubmissionSettings = { db, secret: options.secret, minFillMs: 0, maxTokenAgeMs: 8 * 3_600_000, confirmationsPerAddressPerDay: 100, now };
  const key = options.key ?? `key-${options.tag}-${now.getTime()}`;
  const outcome = await submit(
    {
      kind: "adoption",
      locale: options.locale ?? "de",
      host,
      fields: { ...validFields("adoption", options.tag, now), ...options.fields },
      token: issueFormToken(options.secret, host, new Date(now.getTime() - 20_000), key),
      idempotencyKey: key,
      ...(options.dog ? { dog: options.dog } : {}),
    },
    settings,
  );
  if (outcome.status !== "accepted") throw new Error(`not accepted: ${JSON.stringify(outcome)}`);
  return outcome.id;
}
