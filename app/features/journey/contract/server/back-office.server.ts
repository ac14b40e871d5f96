/**
 * The request page's contract part (docs/product/journey.md#protection-contract): what it shows,
 * and its actions: generate (or generate again while unsigned), countersign, mark the fee received.
 */
import { calendarToday } from "#app/platform/i18n/dates.ts";
import { eq } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { submissions } from "#app/platform/db/schema.ts";
import type { Actor } from "#app/platform/audit/log.server.ts";
import { contractState, formatFee, readGenerateInput, receivedDay, type ContractState, type GenerateProblem } from "#app/features/journey/contract/rules/contract-rules.ts";
import { contractOfRequest, countersignContract, generateContract, markFeeReceived } from "#app/features/journey/contract/server/contracts.server.ts";
import { precheckOfRequest, loadPrecheck } from "#app/features/journey/precheck/public.server.ts";
import type { Organisation } from "#app/features/organisation/rules/defaults.ts";
import { closingOf } from "#app/features/journey/request/public.ts";
import { formatPostalAddress, visitAddressLine } from "#app/platform/forms/rules/address.ts";
import { getMessages } from "#app/platform/forms/rules/messages.ts";
import { localeOf } from "#app/platform/i18n/locale.ts";
import type { ContractPost } from "#app/features/journey/contract/rules/contract-forms.ts";

type Fields = Record<"name" | "address" | "dog" | "chip", string>;

export interface ContractPart {
  /** Whether a contract can be generated now (the request is at "contract"). */
  canGenerate: boolean;
  /** The request was closed (declined, withdrawn, placed elsewhere): no countersignature. */
  closed: boolean;
  values: Fields;
  current: {
    id: string;
    state: ContractState;
    reference: string;
    fee: string;
    version: number;
    body: string;
    adopterName: string;
    adopterAddress: string;
    dogName: string;
    chip: string;
    signedName: string | null;
    signedAt: string | null;
    countersignedName: string | null;
    countersignedAt: string | null;
    feeReceivedOn: string | null;
  } | null;
  today: string;
}

/** The part for an adoption request (not spam), or null. */
export async function contractPart(
  db: Database,
  viewer: { id: string; role: string },
  submission: { id: string; formType: string; spam: boolean; status: string; locale: string; dogName: string | null; data?: Record<string, unknown> },
  fields: readonly { key: string; value: string }[],
  now = new Date(),
): Promise<ContractPart | null> {
  if (submission.spam || submission.formType !== "adoption") return null;
  const contract = await contractOfRequest(db, submission.id);
  const locale = localeOf(submission.locale);
  // The address: the one the pre-check visited, when there was one, else the one the adoption form
  // was given; one line, the postcode before the town ("Kaiserstraße 12, 76131 Karlsruhe").
  const precheck = await precheckOfRequest(db, submission.id);
  const visit = precheck ? await loadPrecheck(db, viewer, precheck.id) : null;
  const field = (key: string) => fields.find((f) => f.key === key)?.value ?? "";
  const [row] = visit || contract ? [] : await db.select({ data: submissions.data }).from(submissions).where(eq(submissions.id, submission.id));
  const data = row?.data ?? {};
  const text = (key: string) => (typeof data[key] === "string" ? (data[key] as string) : "");
  const countries = getMessages(locale).options.countries as Record<string, string>;
  const formAddress = formatPostalAddress(
    { street: text("street"), postalCode: text("postalCode"), city: text("city"), country: text("country") },
    locale === "es" ? "ES" : "DE",
    (code) => countries[code],
  );
  const values: Fields = contract
    ? { name: contract.adopterName, address: contract.adopterAddress, dog: contract.dogName, chip: contract.chipNumber }
    : {
        name: field("name"),
        address: visit ? visitAddressLine(visit.family.address, visit.family.postcode) : formAddress,
        dog: submission.dogName ?? "",
        chip: "",
      };
  return {
    canGenerate: submission.status === "contract" && !contract?.signedAt,
    closed: closingOf(submission.status) !== null,
    values,
    current: contract
      ? {
          id: contract.id,
          state: contractState(contract),
          reference: contract.reference,
          fee: formatFee(contract.feeCents, locale),
          version: contract.templateVersion,
          body: contract.body,
          adopterName: contract.adopterName,
          adopterAddress: contract.adopterAddress,
          dogName: contract.dogName,
          chip: contract.chipNumber,
          signedName: contract.signedName,
          signedAt: contract.signedAt?.toISOString() ?? null,
          countersignedName: contract.countersignedName,
          countersignedAt: contract.countersignedAt?.toISOString() ?? null,
          feeReceivedOn: contract.feeReceivedOn,
        }
      : null,
    // The association's day (Germany and Spain share the time zone), not UTC's.
    today: calendarToday("Europe/Madrid", now),
  };
}

export type ContractProblem = GenerateProblem | "stage" | "signed" | "unknown" | "day" | "unsigned" | "closed" | "confirm";
export type ContractActionData =
  | { intent: "contract"; ok: true; done: "generated" | "countersigned" | "marked" }
  | { intent: "contract"; ok: false; errors: Partial<Record<ContractProblem, true>>; values?: Fields };

/**
 * The part's three posts (intent contract-generate, contract-countersign, contract-fee). The
 * countersignature and the fee cannot be undone: each is done only with its confirmation ticked.
 * The association's details (for the contract's text) are read by the caller's `organisation()`.
 */
export async function contractAction(
  db: Database,
  actor: Actor,
  actorName: string,
  submissionId: string,
  post: ContractPost,
  organisation: () => Promise<Organisation>,
): Promise<ContractActionData> {
  const refuse = (problem: ContractProblem, values?: Fields): ContractActionData => ({ intent: "contract", ok: false, errors: { [problem]: true }, values });
  if (post.intent === "contract-generate") {
    const input = readGenerateInput({ name: post.contract_name, address: post.contract_address, dog: post.contract_dog, chip: post.contract_chip });
    if (!input.ok) return { intent: "contract", ok: false, errors: input.errors, values: input.values };
    const [row] = await db.select({ locale: submissions.locale }).from(submissions).where(eq(submissions.id, submissionId));
    if (!row) return refuse("unknown");
    const details = (await organisation())[localeOf(row.locale)];
    const outcome = await generateContract(db, actor, submissionId, input.value, details);
    const values = { name: input.value.adopterName, address: input.value.adopterAddress, dog: input.value.dogName, chip: input.value.chip };
    return outcome.ok ? { intent: "contract", ok: true, done: "generated" } : refuse(outcome.reason, values);
  }
  const contract = await contractOfRequest(db, submissionId);
  if (!contract) return refuse("unknown");
  if (!post.confirm) return refuse("confirm");
  if (post.intent === "contract-countersign") {
    const outcome = await countersignContract(db, actor, contract.id, actorName);
    if (outcome === "unsigned") return refuse("unsigned");
    if (outcome === "closed") return refuse("closed");
    if (outcome === "unknown") return refuse("unknown");
    return { intent: "contract", ok: true, done: "countersigned" };
  }
  const day = receivedDay(post.contract_fee_day, new Date());
  if (!day) return refuse("day");
  const outcome = await markFeeReceived(db, actor, contract.id, day);
  if (outcome === "unknown") return refuse("unknown");
  if (outcome === "unsigned") return refuse("unsigned");
  return { intent: "contract", ok: true, done: "marked" };
}
