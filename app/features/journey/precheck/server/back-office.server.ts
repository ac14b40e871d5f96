/**
 * The request page's pre-check part (docs/product/journey.md#pre-check): what it shows, and its
 * two actions, "find the volunteers near the family" and "assign".
 */
import { eq } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { submissions } from "#app/platform/db/schema.ts";
import type { Actor } from "#app/platform/audit/log.server.ts";
import { isPostcode, type Country } from "#app/features/journey/precheck/rules/precheck-areas.ts";
import type { PrecheckFormInput } from "#app/features/journey/precheck/rules/precheck-forms.ts";
import { formatPostalAddress } from "#app/platform/forms/rules/address.ts";
import { assignPrecheck, loadPrecheck, precheckOfRequest, PRECHECK_FORMS, volunteersFor, type Volunteer } from "#app/features/journey/precheck/server/prechecks.server.ts";

export interface PrecheckValues {
  country: Country;
  postcode: string;
  address: string;
}

export interface PrecheckPart {
  current: { id: string; status: string; volunteerName: string | null; assignedAt: string; completedAt: string | null; recommendation: string | null } | null;
  values: PrecheckValues;
  volunteers: Volunteer[];
}

/** The part for a request that has a pre-check stage (adoption, foster home), or null. */
export async function precheckPart(
  db: Database,
  viewer: { id: string; role: string },
  submission: { id: string; formType: string; spam: boolean; locale: string },
): Promise<PrecheckPart | null> {
  if (submission.spam || !(PRECHECK_FORMS as readonly string[]).includes(submission.formType)) return null;
  // What the form sent of the address: a foster application's address and postcode, an adoption
  // request's street, postcode, town and country (optional there, the coordinator completes it here).
  const [row] = await db.select({ data: submissions.data }).from(submissions).where(eq(submissions.id, submission.id));
  const data = row?.data ?? {};
  const text = (key: string) => (typeof data[key] === "string" ? (data[key] as string) : "");
  const latest = await precheckOfRequest(db, submission.id);
  const view = latest ? await loadPrecheck(db, viewer, latest.id) : null;
  const formCountry = text("country") === "ES" || text("country") === "DE" ? (text("country") as Country) : null;
  const values: PrecheckValues = {
    country: view ? (view.family.country === "ES" ? "ES" : "DE") : (formCountry ?? (submission.locale === "es" ? "ES" : "DE")),
    postcode: view?.family.postcode ?? (text("zipCode") || text("postalCode") || text("postcode")),
    address: view?.family.address ?? (text("address") || formatPostalAddress({ street: text("street"), city: text("city") })),
  };
  return {
    current: view
      ? {
          id: view.id,
          status: view.status,
          volunteerName: view.volunteerName,
          assignedAt: view.assignedAt.toISOString(),
          completedAt: view.completedAt?.toISOString() ?? null,
          recommendation: view.recommendation,
        }
      : null,
    values,
    volunteers: await volunteersFor(db, values.country, isPostcode(values.country, values.postcode) ? values.postcode : null),
  };
}

export type PrecheckProblem = "postcode" | "address" | "volunteer" | "not_open" | "unknown";
export type PrecheckActionData =
  | { intent: "precheck"; ok: true; assigned: string | null; values: PrecheckValues; volunteers: Volunteer[] }
  | { intent: "precheck"; ok: false; errors: Partial<Record<PrecheckProblem, true>>; values: PrecheckValues; volunteers: Volunteer[] };

/** The part's form as its schema read it (precheck-forms.ts); `assign` also hands the visit over. */
export async function precheckAction(db: Database, actor: Actor, submissionId: string, input: PrecheckFormInput, assign: boolean): Promise<PrecheckActionData> {
  const { precheck_country: country, precheck_postcode: postcode, precheck_address: address } = input;
  const values = { country, postcode, address };
  const errors: Partial<Record<PrecheckProblem, true>> = {};
  if (!isPostcode(country, postcode)) errors.postcode = true;
  const volunteers = await volunteersFor(db, country, errors.postcode ? null : postcode);
  if (!assign) return errors.postcode ? { intent: "precheck", ok: false, errors, values, volunteers } : { intent: "precheck", ok: true, assigned: null, values, volunteers };
  if (!address) errors.address = true;
  const volunteer = volunteers.find((v) => v.id === input.precheck_volunteer);
  if (!volunteer) errors.volunteer = true;
  if (Object.keys(errors).length > 0) return { intent: "precheck", ok: false, errors, values, volunteers };
  const outcome = await assignPrecheck(db, actor, submissionId, { volunteerId: volunteer!.id, country, postcode, address });
  if (!outcome.ok) return { intent: "precheck", ok: false, errors: { [outcome.reason === "volunteer" ? "volunteer" : outcome.reason]: true }, values, volunteers };
  return { intent: "precheck", ok: true, assigned: volunteer!.name, values, volunteers: await volunteersFor(db, country, postcode) };
}
