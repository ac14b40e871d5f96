/**
 * The request page's transport part (docs/product/journey.md#transports): the transport an
 * adoption request is on, with its place and time, in the reader's words.
 */
import type { Database } from "#app/platform/db/client.server.ts";
import { dayInWords } from "#app/features/journey/transport/rules/transport-copy.ts";
import { transferPointNames } from "#app/features/journey/transport/rules/transport-plan.ts";
import { canTravel, transportOfRequest } from "#app/features/journey/transport/server/transports.server.ts";

export interface TransportPart {
  current: { transportId: string; departure: string; arrival: string; place: string; time: string } | null;
  /** Whether the request may be put on a transport (and is on none). */
  eligible: boolean;
}

/** The part for an adoption request that is not spam, or null. */
export async function transportPart(
  db: Database,
  locale: "de" | "es",
  submission: { id: string; formType: string; spam: boolean; status: string; reserved: boolean },
): Promise<TransportPart | null> {
  if (submission.spam || submission.formType !== "adoption") return null;
  const current = await transportOfRequest(db, submission.id);
  return {
    current: current
      ? {
          transportId: current.transportId,
          departure: dayInWords(current.departure, locale),
          arrival: dayInWords(current.arrival, locale),
          place: transferPointNames[locale][current.point],
          time: current.time,
        }
      : null,
    eligible: !current && canTravel(submission),
  };
}
