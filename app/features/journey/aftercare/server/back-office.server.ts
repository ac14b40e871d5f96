/**
 * The request page's part after the handover (docs/product/journey.md#news-from-the-family): the
 * family's news with their photos and consent, and the happy end made from each, for coordinators.
 */
import type { Database } from "#app/platform/db/client.server.ts";
import { newsOfRequest } from "#app/features/journey/aftercare/server/family-news.server.ts";

export interface NewsPart {
  items: {
    id: string;
    body: string;
    createdAt: string;
    consent: boolean;
    consentAt: string | null;
    consentWithdrawnAt: string | null;
    photoIds: string[];
    happyEnd: { id: string; status: string } | null;
  }[];
}

/** The part for an adoption request that is not spam and has arrived (or has news), or null. */
export async function newsPart(db: Database, submission: { id: string; formType: string; spam: boolean; status: string }): Promise<NewsPart | null> {
  if (submission.spam || submission.formType !== "adoption") return null;
  const news = await newsOfRequest(db, submission.id);
  if (news.length === 0 && submission.status !== "arrived") return null;
  return {
    items: news.map((n) => ({
      id: n.id,
      body: n.body,
      createdAt: n.createdAt.toISOString(),
      consent: n.consent,
      consentAt: n.consentAt?.toISOString() ?? null,
      consentWithdrawnAt: n.consentWithdrawnAt?.toISOString() ?? null,
      photoIds: n.photoIds,
      happyEnd: n.happyEnd ? { id: n.happyEnd.id, status: n.happyEnd.status } : null,
    })),
  };
}
