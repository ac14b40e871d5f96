/**
 * A request's status page (docs/product/journey.md#status-page): what its loader reads and what
 * its two posts do (the applicant's answer, the withdrawal). Reached only by the token of the link
 * in the applicant's e-mails; rate-limited per client; a token that opens nothing is a plain 404.
 * The page shows nothing the form's sender typed: the dog as our list names it, our messages
 * (without the first name), the applicant's own answers from this page, the stages and our contacts.
 */
import { giroCode } from "#app/platform/payments/server/girocode.server.ts";
import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { localeContext, organisationContext, requestContext, servicesContext } from "#app/platform/context.ts";
import { z } from "#app/platform/zod.ts";
import type { Services } from "#app/services.server.ts";
import { getMessages } from "#app/platform/forms/rules/messages.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { FORM_ERROR_KEY, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { formatLongDate } from "#app/platform/i18n/dates.ts";
import { fill } from "#app/platform/i18n/format.ts";
import { filePathFor, pathFor } from "#app/platform/i18n/routes.ts";
import { livesInGermany, dogSex, isListedDog, type DogSex } from "#app/features/dogs/rules/index.ts";
import { toDogCard, type DogCardData } from "#app/features/dogs/rules/view.ts";
import { precheckStatusText } from "#app/features/journey/precheck/public.ts";
import { precheckOfRequest } from "#app/features/journey/precheck/public.server.ts";
import { transportOfRequest } from "#app/features/journey/transport/public.server.ts";
import { transportStatusLines } from "#app/features/journey/transport/public.ts";
import { familyFlightLines, flightCopy, travellerChecklist, travellerFlightLines } from "#app/features/journey/flight/public.ts";
import { cancelOfferFlights, flightOfRequest, flightsOfOffer, OFFER_FORM, type FlightView } from "#app/features/journey/flight/public.server.ts";
import { journeyCopy, ANSWER_MAX, ANSWER_MIN, closingOf, isOpen, takesAnswers, forStatusPage } from "#app/features/journey/request/public.ts";
import { durationText, linkSegments, nextText, stageTrack, type TextSegment, type TrackStage } from "../rules/status-view.ts";
import { accountFirstName, addAnswer, findByToken, threadOf, withdraw } from "#app/features/journey/request/public.server.ts";
import { contractCopy, contractState, formatFee, readSignature, type ContractState } from "#app/features/journey/contract/public.ts";
import { paypalMeUrl } from "#app/features/submissions/rules/donation-link.ts";
import type { CountryOrganisation } from "#app/features/organisation/rules/defaults.ts";
import { addressHash, contractOfRequest, signContract, type Contract, contractPdf, PDF_HEADERS, pdfFileName } from "#app/features/journey/contract/public.server.ts";
import { takesNews } from "#app/features/journey/aftercare/public.ts";
import { happyEndCopy } from "#app/features/journey/happy-ends/public.ts";
import { meetingStatus, type MeetingStatus } from "#app/features/journey/foster/public.ts";
import { meetingsOfRequest } from "#app/features/journey/foster/public.server.ts";
import { pageRefusal, statusIntents, takeStatusForm } from "./forms.server.ts";

/** Private to the applicant: never stored by a cache, the token never sent on as a referrer, never indexed. */
export const STATUS_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

type Context = Readonly<RouterContextProvider>;

/** A 429 (too many status pages from this client) or nothing; the news page counts with the status page. */
export async function limited(context: Context): Promise<Response | null> {
  const services = context.get(servicesContext);
  const result = await services.rateLimits.take("statusPage", context.get(requestContext).clientAddress).catch(() => ({ ok: true }) as const);
  if (result.ok) return null;
  services.logger.warn({ event: "status_page_rate_limited" }, "status page rate-limited");
  return new Response(null, { status: 429, headers: { ...STATUS_PAGE_HEADERS, "Retry-After": String(result.retryAfterSeconds) } });
}

export function notFound(): never {
  throw data(null, { status: 404, headers: STATUS_PAGE_HEADERS });
}

export interface StatusMessage {
  id: string;
  from: "association" | "applicant";
  author: string | null;
  at: string;
  date: string;
  segments: TextSegment[];
}

export interface StatusPageData {
  formType: string;
  heading: string;
  receivedOn: string;
  /** The dog as our list names it, and its sex from our list (it chooses the forms: "reservado" / "reservada"). */
  dog: { card: DogCardData | null; name: string; sex: DogSex | null } | null;
  reserved: boolean;
  /** On the dog's waiting list: sent while the dog was reserved for someone else, and still open. */
  waitlist: boolean;
  track: TrackStage[];
  closed: string | null;
  next: string | null;
  duration: string | null;
  /** What to expect of the pre-check, or that it is done (never its content). */
  precheck: { status: "assigned" | "done"; text: string } | null;
  /**
   * Meeting the dog in its foster home (docs/product/foster.md#meeting-the-dog), the request's newest
   * meeting: the foster family will call; the day, the time and the region; that it took place.
   * Never the foster family's name, address or report.
   */
  meeting: MeetingStatus | null;
  /** The family's transport: place, day and time in the words of its handover (while the request is not closed); no note once arrived. */
  transport: { heading: string; lines: string[]; note: string | null } | null;
  /** A flight sponsor's own page (docs/product/travel.md#flight-sponsors): the dogs on their flight, the checklist, and cancelling. */
  travel: TravellerPart | null;
  messages: StatusMessage[];
  /** The request can still be withdrawn (it is open). */
  open: boolean;
  /** The applicant can still write (open, or at its last stage). */
  answerable: boolean;
  answerKey: string;
  contact: { person: string | null; email: string; phone: string; whatsapp: string };
  retentionDays: number;
  /** The protection contract, with every sentence made here (docs/product/journey.md#protection-contract). */
  contract: StatusContract | null;
  /** Once the dog has arrived: the way to the family's news page (docs/product/journey.md#news-from-the-family). */
  news: { heading: string; text: string; link: string; href: string } | null;
}

export interface TravellerPart {
  heading: string;
  /** Each dog on the traveller's flight: its lines, and its stage when no longer planned. */
  flights: { id: string; dog: string; lines: string[]; stage: string | null }[];
  checklistHeading: string;
  checklist: string[];
  /** While a flight is planned: the cancelling form's words. */
  cancel: { heading: string; text: string; confirm: string; button: string } | null;
}

/** The traveller's part of their page: their flights (planned first), the checklist while one is planned. */
function travellerPart(flights: readonly FlightView[], locale: Locale): TravellerPart | null {
  if (flights.length === 0) return null;
  const c = flightCopy[locale];
  const planned = flights.some((f) => f.stage === "planned");
  const order = (f: FlightView) => (f.stage === "planned" ? 0 : f.stage === "flown" ? 1 : 2);
  return {
    heading: c.travellerHeading,
    flights: [...flights].sort((a, b) => order(a) - order(b)).map((f) => ({
      id: f.id,
      dog: fill(c.travellerDog, { dog: f.dogName ?? c.noDog }),
      lines: travellerFlightLines(f, locale),
      stage: f.stage === "planned" ? null : f.stage === "flown" ? c.flownLine : c.cancelledLine,
    })),
    checklistHeading: c.checklistHeading,
    checklist: planned ? travellerChecklist(locale) : [],
    cancel: planned ? { heading: c.cancelHeading, text: c.cancelText, confirm: c.cancelConfirm, button: c.cancel } : null,
  };
}

export interface StatusContract {
  state: ContractState;
  heading: string;
  intro: string;
  textHeading: string;
  body: string;
  /** The signature form's texts (while unsigned and the request is not closed) and the text's hash it posts back. */
  form: { nameLabel: string; nameHint: string; confirm: string; sign: string; hash: string } | null;
  pdf: { href: string; label: string } | null;
  /** The fee's part; none for a contract that will not be signed (the request was closed first). */
  fee: {
    heading: string;
    /** Received: one sentence. Open: the sentence, the transfer's details and the PayPal line. */
    received: string | null;
    open: string | null;
    rows: { label: string; value: string }[];
    /** The transfer as a GiroCode (an SVG data URL) with its description, while the fee is open. */
    giroCode: { src: string; alt: string; caption: string } | null;
    paypal: { before: string; link: string; after: string } | null;
  } | null;
}

/**
 * The status page's contract part: the texts in the request's language, built here so the page's
 * script does not grow. A closed request (declined, withdrawn, placed elsewhere) shows no signing
 * form and asks for no fee while its contract is unsigned.
 */
export function statusContract(
  contract: Contract,
  locale: Locale,
  organisation: CountryOrganisation,
  pdfHref: string,
  closed = false,
  feeCode: string | null = null,
): StatusContract {
  const c = contractCopy[locale];
  const state = contractState(contract);
  const unsignable = closed && state === "ready";
  const date = (at: Date | null) => (at ? formatLongDate(at.toISOString(), locale) : "");
  const fee = formatFee(contract.feeCents, locale);
  const paypal = organisation.bank.paypalMe ? paypalMeUrl(organisation.bank.paypalMe, contract.feeCents / 100) : null;
  const [before, after] = c.paypal.split("{link}");
  return {
    state,
    heading: c.heading,
    intro: unsignable ? c.closed : state === "ready" ? c.ready : state === "signed" ? fill(c.signed, { date: date(contract.signedAt) }) : fill(c.countersigned, { date: date(contract.signedAt), countersigned: date(contract.countersignedAt) }),
    textHeading: c.textHeading,
    body: contract.body,
    form: state === "ready" && !unsignable ? { nameLabel: c.nameLabel, nameHint: fill(c.nameHint, { name: contract.adopterName }), confirm: c.confirm, sign: c.sign, hash: contract.bodySha256 } : null,
    pdf: state === "ready" ? null : { href: pdfHref, label: c.download },
    fee: unsignable ? null : {
      heading: c.feeHeading,
      received: contract.feeReceivedOn ? fill(c.feeReceived, { fee, date: formatLongDate(`${contract.feeReceivedOn}T12:00:00Z`, locale) }) : null,
      open: contract.feeReceivedOn ? null : fill(c.feeOpen, { fee, reference: contract.reference }),
      rows: contract.feeReceivedOn
        ? []
        : [
            { label: c.recipient, value: organisation.bank.beneficiary },
            { label: c.iban, value: organisation.bank.iban },
            { label: c.bic, value: organisation.bank.bic },
            { label: c.amount, value: fee },
            { label: c.purpose, value: contract.reference },
          ],
      giroCode:
        !contract.feeReceivedOn && feeCode
          ? { src: feeCode, alt: fill(c.giroAlt, { fee, reference: contract.reference }), caption: c.giroCaption }
          : null,
      paypal: !contract.feeReceivedOn && paypal ? { before: before ?? "", link: paypal, after: fill(after ?? "", { reference: contract.reference }) } : null,
    },
  };
}

/** The protection fee's transfer as a GiroCode (amount and reference), while it is open. */
async function feeGiroCode(contract: Contract, organisation: CountryOrganisation): Promise<string | null> {
  if (contract.feeReceivedOn) return null;
  const { bank } = organisation;
  return giroCode({ name: bank.beneficiary, iban: bank.iban, bic: bank.bic, amountCents: contract.feeCents, text: contract.reference });
}

export async function loadStatusPage(context: Context, token: string | undefined): Promise<StatusPageData> {
  const refusal = await limited(context);
  if (refusal) throw refusal;
  const services = context.get(servicesContext);
  const { locale, sites } = context.get(localeContext);
  const organisation = context.get(organisationContext)[locale];
  const row = await findByToken(services.db, token);
  if (!row) notFound();
  const c = journeyCopy[locale].statusPage;
  const [messages, snapshot, precheck, transport, contract, flight, offerFlights, meetings] = await Promise.all([
    threadOf(services.db, row.id),
    services.dogs.get(),
    precheckOfRequest(services.db, row.id),
    transportOfRequest(services.db, row.id),
    contractOfRequest(services.db, row.id),
    // The family's dog on a traveller's flight, instead of a transport.
    row.formType === "adoption" ? flightOfRequest(services.db, row.id) : null,
    // A traveller's page: the dogs on their flight.
    row.formType === OFFER_FORM ? flightsOfOffer(services.db, row.id) : [],
    // A family meeting the dog in its foster home: the newest meeting.
    row.formType === "adoption" ? meetingsOfRequest(services.db, row.id) : [],
  ]);
  // An open visit is told while the request is open; a done one stays told.
  const precheckText = precheck && (precheck.status === "done" || isOpen(row.formType, row.status)) ? precheckStatusText(precheck.status, locale) : null;
  const listed = row.dogId ? snapshot.dogs.find((d) => d.id === row.dogId && isListedDog(d)) : undefined;
  const dog = row.dogName ? { name: row.dogName, card: listed ? toDogCard(listed, locale) : null, sex: listed ? dogSex(listed) : null } : null;
  const heading =
    row.formType === OFFER_FORM
      ? flightCopy[locale].pageHeading
      : row.formType === "foster_home"
      ? c.heading.foster_home
      : row.formType === "sponsorship"
        ? dog ? c.heading.sponsorship.replace("{dog}", dog.name) : c.heading.sponsorshipNoDog
        : dog ? c.heading.adoption.replace("{dog}", dog.name) : c.heading.adoptionNoDog;
  const closing = closingOf(row.status);
  // Where the dog is, from our list: a dog in Germany already is handed over there, it does not travel.
  const dogInGermany = listed ? livesInGermany(listed) : false;
  const facts = { contract: contract ? contractState(contract) : "none", feeReceived: Boolean(contract?.feeReceivedOn), handoverSet: transport !== null || flight !== null } as const;
  const assignee = row.assigneeId ? await accountFirstName(services.db, row.assigneeId) : null;
  const origins = [sites.de, sites.es].map((s) => new URL(s).origin);
  return {
    formType: row.formType,
    heading,
    receivedOn: c.receivedOn.replace("{date}", formatLongDate(row.createdAt.toISOString(), locale)),
    dog,
    reserved: row.reserved,
    waitlist: row.waitlist && !row.reserved && isOpen(row.formType, row.status),
    track: stageTrack(row.formType, row.status, locale),
    closed: closing ? c.closed[closing] : null,
    next: nextText(row.formType, row.status, locale, facts),
    duration: durationText(row.formType, row.status, locale),
    precheck: precheck && precheckText ? { status: precheck.status as "assigned" | "done", text: precheckText } : null,
    meeting: meetingStatus(meetings[0] ?? null, locale, isOpen(row.formType, row.status)),
    transport: closingOf(row.status)
      ? null
      : transport
        ? transportStatusLines({ ...transport, dogInGermany }, locale, row.status === "arrived")
        : flight
          ? familyFlightLines(flight, locale)
          : null,
    travel: travellerPart(offerFlights, locale),
    messages: messages.map((m) => ({
      id: m.id,
      from: m.direction,
      author: m.direction === "association" && m.author ? m.author.split(/\s+/)[0]! : null,
      at: m.createdAt.toISOString(),
      date: formatLongDate(m.createdAt.toISOString(), locale),
      // The applicant's own answers are theirs; ours without the first name the form's sender typed.
      segments: m.direction === "association" ? linkSegments(forStatusPage(m.body), origins) : [{ text: m.body }],
    })),
    open: isOpen(row.formType, row.status),
    answerable: takesAnswers(row.status),
    answerKey: randomUUID(),
    contact: { person: assignee, email: organisation.email, phone: organisation.phone, whatsapp: organisation.whatsapp },
    retentionDays: services.env.SUBMISSION_RETENTION_DAYS,
    contract: contract
      ? statusContract(contract, locale, organisation, filePathFor("contractPdf", locale, { token: token! }), closing !== null, await feeGiroCode(contract, organisation))
      : null,
    news: takesNews(row) ? newsPart(locale, row.dogName, token!) : null,
  };
}

function newsPart(locale: Locale, dog: string | null, token: string): StatusPageData["news"] {
  const c = happyEndCopy[locale].status;
  return { heading: dog ? fill(c.heading, { dog }) : c.headingNoDog, text: c.text, link: c.link, href: pathFor("requestNews", locale, { token }) };
}

export type StatusActionData =
  | { intent: "answer"; ok: true }
  | { intent: "withdraw"; ok: true }
  | { intent: "cancel_flight"; ok: true; text: string }
  | { intent: "sign"; ok: true; text: string }
  /** A refused answer (`body`) or signature (`name`, `confirm`, or the whole form), or a post refused before its form was known (no intent). */
  | IntentFailure;

type PostCtx = { context: Context; services: Services; row: NonNullable<Awaited<ReturnType<typeof findByToken>>>; locale: Locale };
const defineIntent = statusIntents<PostCtx>();
const headers = STATUS_PAGE_HEADERS;

/** The status page's forms: the applicant's answer, the contract's signature, the withdrawal; each works without JavaScript. */
const statusPageIntents = {
  answer: defineIntent({
    schema: (m) =>
      z.object({
        body: z.string({ error: m.statusPage.answerTooShort }).trim().min(ANSWER_MIN, m.statusPage.answerTooShort).max(ANSWER_MAX, m.statusPage.answerTooLong),
        // A new key each time the page is shown: the answer sent twice is stored once.
        key: formField.text(100).transform((key) => (/^[0-9a-f-]{36}$/.test(key) ? key : null)),
      }),
    handle: async ({ body, key }, { services, row, locale }, form) => {
      const outcome = await addAnswer(services.db, row.id, { body, clientKey: key });
      if (outcome === "closed") return form.refuse({ body: journeyCopy[locale].statusPage.answerClosed }, { status: 409 });
      services.logger.info({ event: "request_answered", submissionId: row.id, duplicate: outcome === "duplicate" }, "applicant answered on the status page");
      return data<StatusActionData>({ intent: "answer", ok: true }, { headers });
    },
  }),
  sign: defineIntent({
    schema: z.object({ name: formField.text(2000), confirm: formField.text(10), hash: formField.text(200) }),
    handle: async (sent, { context, services, row, locale }, form) => {
      const cc = contractCopy[locale];
      const contract = await contractOfRequest(services.db, row.id);
      if (!contract) return form.refuse({ [FORM_ERROR_KEY]: getMessages(locale).guard.badRequest });
      // What was entered comes back as entered (the name, the tick), the error beside its field.
      if (contract.signedAt) return form.refuse({ [FORM_ERROR_KEY]: cc.problems.already }, { status: 409 });
      if (closingOf(row.status)) return form.refuse({ [FORM_ERROR_KEY]: cc.problems.closed }, { status: 409 });
      const signature = readSignature(sent, contract);
      if (!signature.ok) {
        const error = fill(cc.problems[signature.problem], { name: contract.adopterName });
        const about = signature.problem === "version" ? FORM_ERROR_KEY : signature.problem === "confirm" ? "confirm" : "name";
        return form.refuse({ [about]: error }, { status: signature.problem === "version" ? 409 : 400 });
      }
      const client = context.get(requestContext).clientAddress ?? "";
      const outcome = await signContract(services.db, row.id, { name: signature.name, bodySha256: contract.bodySha256, addressHash: addressHash(services.forms.secret, client) });
      services.logger.info({ event: "contract_signed", submissionId: row.id, outcome }, "applicant signed the contract on the status page");
      if (outcome === "signed") {
        return data<StatusActionData>({ intent: "sign", ok: true, text: cc.signedNow }, { headers });
      }
      const error = outcome === "already" ? cc.problems.already : outcome === "changed" ? cc.problems.version : outcome === "closed" ? cc.problems.closed : getMessages(locale).guard.badRequest;
      return form.refuse({ [FORM_ERROR_KEY]: error }, { status: 409 });
    },
  }),
  cancel_flight: defineIntent({
    schema: z.object({ confirm: formField.ticked("1") }),
    handle: async ({ confirm }, { services, row, locale }, form) => {
      if (row.formType !== OFFER_FORM) return form.refuse({ [FORM_ERROR_KEY]: getMessages(locale).guard.badRequest }, { status: 404 });
      if (!confirm) return form.refuse({ confirm: flightCopy[locale].cancelConfirmMissing });
      const cancelled = await cancelOfferFlights(services.db, row.id);
      services.logger.info({ event: "flight_cancelled_by_traveller", submissionId: row.id, cancelled }, "traveller cancelled on their page");
      // Cancelling twice is not an error: nothing is planned any more.
      return data<StatusActionData>({ intent: "cancel_flight", ok: true, text: flightCopy[locale].cancelled }, { headers });
    },
  }),
  withdraw: defineIntent({
    schema: z.object({}),
    handle: async (_sent, { services, row }) => {
      const done = await withdraw(services.db, row.id);
      services.logger.info({ event: "request_withdrawn", submissionId: row.id, done }, "applicant withdrew on the status page");
      // Withdrawing twice is not an error: the request is withdrawn (or had ended).
      return data<StatusActionData>({ intent: "withdraw", ok: true }, { headers });
    },
  }),
};

/** The status page's posts: the answer (intent=answer), the signature (intent=sign) and the withdrawal (intent=withdraw). */
export async function statusPageAction(context: Context, request: Request, token: string | undefined) {
  const { locale } = context.get(localeContext);
  const services = context.get(servicesContext);
  if (request.method !== "POST") return pageRefusal(getMessages(locale).guard.badRequest, 405, { ...headers, Allow: "GET, HEAD, POST" });
  const refusal = await limited(context);
  if (refusal) throw refusal;
  const row = await findByToken(services.db, token);
  if (!row) notFound();
  // The page sends no referrer, so the browser's Origin for its own posts is "null" (decision 025);
  // a forged post would need the token in the address, which only the applicant's e-mail holds.
  return takeStatusForm(context, request, statusPageIntents, { context, services, row, locale }, { headers, guard: { opaqueOrigin: true }, failedEvent: "status_page_post_failed" });
}

/** The contract's PDF for the applicant (after signing), by the status page's token; anything else is a plain 404. */
export async function statusContractPdf(context: Context, token: string | undefined): Promise<Response> {
  const refusal = await limited(context);
  if (refusal) return refusal;
  const services = context.get(servicesContext);
  const row = await findByToken(services.db, token);
  const contract = row ? await contractOfRequest(services.db, row.id) : null;
  if (!contract?.signedAt) return new Response("Not found", { status: 404, headers: { ...STATUS_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
  const bytes = await contractPdf(contract);
  return new Response(Buffer.from(bytes), { headers: { ...PDF_HEADERS, "Content-Disposition": `attachment; filename="${pdfFileName(contract)}"` } });
}
