/**
 * The status page's sections (docs/product/journey.md#status-page): the request and its dog, the
 * stages, what comes next, the messages with the answer form, withdrawal, and who to ask. Every
 * form is a plain POST that works without JavaScript.
 */
import { Fragment, useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { CircleAlert, CircleCheck, Mail, Phone } from "lucide-react";
import { type JourneyCopy, ANSWER_MAX, bySex } from "#app/features/journey/request/public.ts";
import type { StatusActionData, StatusContract, StatusPageData, TravellerPart } from "#app/features/journey/status/public.server.ts";
import type { MeetingStatus } from "#app/features/journey/foster/public.ts";
import { firstMessage, refusalOf } from "#app/platform/forms/rules/intents.ts";
import { StageTrack } from "#app/features/journey/status/public.ui.ts";
import { DogImage } from "#app/features/dogs/ui/dog-image.tsx";
import { fill } from "#app/platform/i18n/format.ts";
import { usePathFor } from "#app/platform/i18n/use-locale.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { FieldError } from "#app/ui/forms/field-error.tsx";
import { inputClass, outlineButton, primaryButton } from "#app/ui/styles.ts";

type Copy = JourneyCopy["statusPage"];

const card = "rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6";

export function StatusPage({ copy, page, result }: { copy: Copy; page: StatusPageData; result: StatusActionData | undefined }) {
  return (
    <>
      <PageHero title={page.heading} narrow>
        <p className="mt-3 text-stone-700">{page.receivedOn}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:px-6">
        <RequestDog copy={copy} page={page} />
        <section aria-labelledby="stages-heading">
          <h2 id="stages-heading" className="text-2xl font-bold tracking-tight text-stone-900">
            {copy.stagesHeading}
          </h2>
          {page.closed ? (
            <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-closed>
              {page.closed}
            </p>
          ) : null}
          <StageTrack stages={page.track} currentLabel={copy.currentStage} doneLabel={copy.doneStage} />
          {page.next ? (
            <div className="mt-6">
              <h3 className="text-xl font-bold text-stone-900">{copy.nextHeading}</h3>
              <p className="mt-2 leading-relaxed text-stone-800" data-next>
                {page.next}
              </p>
              {page.duration ? <p className="mt-2 leading-relaxed text-stone-700">{page.duration}</p> : null}
            </div>
          ) : null}
          {page.precheck ? (
            <p className="mt-4 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-950" data-precheck={page.precheck.status}>
              {page.precheck.text}
            </p>
          ) : null}
          {page.meeting ? <Meeting meeting={page.meeting} /> : null}
          {page.transport ? (
            <div className="mt-4 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950" data-transport>
              <h3 className="font-bold">{page.transport.heading}</h3>
              <ul className="mt-2 space-y-1">
                {page.transport.lines.map((line) => <li key={line}>{line}</li>)}
              </ul>
              {page.transport.note ? <p className="mt-2 text-sm">{page.transport.note}</p> : null}
            </div>
          ) : null}
        </section>
        {page.travel ? <Traveller part={page.travel} result={result} /> : null}
        {page.news ? (
          <section aria-labelledby="news-heading" className="rounded-2xl border border-emerald-300 bg-emerald-50 p-5 sm:p-6" data-news-link>
            <h2 id="news-heading" className="text-2xl font-bold tracking-tight text-stone-900">{page.news.heading}</h2>
            <p className="mt-2 text-stone-800">{page.news.text}</p>
            <Link to={page.news.href} className={`mt-4 ${primaryButton}`}>{page.news.link}</Link>
          </section>
        ) : null}
        {page.contract ? <ContractPart contract={page.contract} result={result} /> : null}
        <Messages copy={copy} page={page} result={result} />
        <Contact copy={copy} page={page} />
        {page.open || result?.intent === "withdraw" ? <Withdraw copy={copy} result={result} /> : null}
        <p className="text-sm leading-relaxed text-stone-600">
          {copy.lostLink} {fill(copy.privacy, { days: page.retentionDays })}
        </p>
      </div>
    </>
  );
}

function RequestDog({ copy, page }: { copy: Copy; page: StatusPageData }) {
  const path = usePathFor();
  const dog = page.dog;
  if (!dog) return null;
  return (
    <section aria-label={dog.name} className={`${card} flex items-center gap-5`} data-request-dog>
      {dog.card ? (
        <DogImage photo={dog.card.photo} alt="" layout="requestDog" priority className="size-32 shrink-0 rounded-xl bg-stone-100 object-cover sm:size-48" />
      ) : null}
      <div>
        <p className="text-2xl font-bold text-stone-900">{dog.name}</p>
        {page.reserved ? (
          <p className="mt-2 flex items-center gap-2 font-semibold text-emerald-800" data-reserved>
            <CircleCheck aria-hidden="true" className="size-5" />
            {fill(bySex(copy.reserved, dog.sex), { dog: dog.name })}
          </p>
        ) : null}
        {page.waitlist ? (
          <p className="mt-2 text-stone-800" data-waitlist>
            {fill(copy.waitlist, { dog: dog.name })}
          </p>
        ) : null}
        {dog.card ? (
          <Link to={path("dogDetail", { slug: dog.card.slug })} className="mt-3 inline-flex min-h-11 items-center font-semibold">
            {fill(copy.dogPage, { dog: dog.name })}
          </Link>
        ) : (
          <p className="mt-2 text-stone-700" data-dog-gone>
            {fill(copy.dogGone, { dog: dog.name })}
          </p>
        )}
      </div>
    </section>
  );
}

const meetingTones: Record<MeetingStatus["stage"], string> = {
  proposed: "border-sky-300 bg-sky-50 text-sky-950",
  confirmed: "border-emerald-300 bg-emerald-50 text-emerald-950",
  done: "border-emerald-300 bg-emerald-50 text-emerald-950",
  cancelled: "border-stone-300 bg-stone-50 text-stone-900",
};

/**
 * Meeting the dog in its foster home (docs/product/foster.md#meeting-the-dog): every sentence comes
 * from the server; the confirmed day and time stand out (a `<time>` for machines too).
 */
function Meeting({ meeting }: { meeting: MeetingStatus }) {
  return (
    <div className={`mt-4 rounded-xl border p-4 ${meetingTones[meeting.stage]}`} data-meeting={meeting.stage}>
      <h3 className="font-bold">{meeting.heading}</h3>
      <p className="mt-2">{meeting.intro}</p>
      {meeting.when ? (
        <p className="mt-2 font-semibold" data-meeting-when>
          <time dateTime={meeting.when.iso}>{meeting.when.text}</time>
        </p>
      ) : null}
      {meeting.lines.map((line) => <p key={line} className="mt-2">{line}</p>)}
    </div>
  );
}

function Messages({ copy, page, result }: { copy: Copy; page: StatusPageData; result: StatusActionData | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "answer";
  const refused = refusalOf(result, "answer");
  const sent = result?.intent === "answer" && result.ok;
  const general = refusalOf(result, null);
  return (
    <section aria-labelledby="messages-heading">
      <h2 id="messages-heading" className="text-2xl font-bold tracking-tight text-stone-900">
        {copy.messagesHeading}
      </h2>
      {page.messages.length === 0 ? (
        <p className="mt-4 text-stone-700">{copy.noMessages}</p>
      ) : (
        <ol className="mt-4 space-y-4" data-messages>
          {page.messages.map((message) => (
            <li
              key={message.id}
              data-from={message.from}
              className={`${card} ${message.from === "applicant" ? "ml-6 border-stone-300 bg-stone-100 sm:ml-12" : "mr-6 sm:mr-12"}`}
            >
              <p className="text-sm font-semibold text-stone-700">
                {message.from === "applicant" ? copy.fromYou : message.author ? fill(copy.fromAssociationNamed, { name: message.author }) : copy.fromAssociation}
                {" · "}
                <time dateTime={message.at}>{message.date}</time>
              </p>
              <p className="mt-2 leading-relaxed break-words whitespace-pre-wrap text-stone-900">
                {message.segments.map((segment, index) =>
                  "href" in segment ? (
                    <a key={index} href={segment.href} className="font-semibold break-all">
                      {segment.text}
                    </a>
                  ) : (
                    <span key={index}>{segment.text}</span>
                  ),
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {page.answerable ? (
        // A new key after each stored answer: the form starts empty again.
        <Form method="post" key={page.messages.length} className={`${card} mt-6`} data-answer-form>
          <h3 className="text-xl font-bold text-stone-900">{copy.answerHeading}</h3>
          {sent ? (
            <p role="status" className="mt-3 flex items-start gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-3 font-medium text-emerald-900">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>{copy.answerSent}</span>
            </p>
          ) : null}
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="key" value={page.answerKey} />
          <label htmlFor="answer-body" className="mt-4 block font-semibold text-stone-900">
            {copy.answerLabel}
          </label>
          <p id="answer-hint" className="mt-1 text-sm text-stone-700">
            {copy.answerHint}
          </p>
          <textarea
            id="answer-body"
            name="body"
            rows={5}
            required
            minLength={2}
            maxLength={ANSWER_MAX}
            defaultValue={refused?.values.body ?? ""}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? "answer-hint answer-error" : "answer-hint"}
            className={inputClass(Boolean(refused))}
          />
          <FieldError id="answer-error" messages={(refused && firstMessage(refused)) || undefined} alert />
          <button type="submit" className={`mt-4 ${primaryButton}`} disabled={sending}>
            {copy.answerSend}
          </button>
        </Form>
      ) : null}
      {general ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {firstMessage(general)}
        </p>
      ) : null}
    </section>
  );
}

function Contact({ copy, page }: { copy: Copy; page: StatusPageData }) {
  const { contact } = page;
  return (
    <section aria-labelledby="contact-heading" className={card}>
      <h2 id="contact-heading" className="text-2xl font-bold tracking-tight text-stone-900">
        {copy.contactHeading}
      </h2>
      <p className="mt-3 text-stone-800">{contact.person ? fill(copy.contactPerson, { name: contact.person }) : copy.contactTeam}</p>
      <ul className="mt-4 flex flex-wrap gap-3">
        <li>
          <a href={`mailto:${contact.email}`} className={outlineButton}>
            <Mail aria-hidden="true" className="size-5" />
            <span className="sr-only">{copy.email}: </span>
            {contact.email}
          </a>
        </li>
        <li>
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className={outlineButton}>
            <Phone aria-hidden="true" className="size-5" />
            <span className="sr-only">{copy.phone}: </span>
            {contact.phone}
          </a>
        </li>
      </ul>
    </section>
  );
}

/**
 * A flight sponsor's flight (docs/product/travel.md#flight-sponsors): each dog on it with the
 * handover in Spain and the meeting point, the checklist of what they carry, and cancelling (a
 * plain POST with a confirmation tick; the coordinator hears at once).
 */
function Traveller({ part, result }: { part: TravellerPart; result: StatusActionData | undefined }) {
  const refusal = refusalOf(result, "cancel_flight");
  const done = result?.intent === "cancel_flight" && result.ok ? result.text : null;
  return (
    <section aria-labelledby="flight-heading" className={card} data-traveller>
      <h2 id="flight-heading" className="text-2xl font-bold tracking-tight text-stone-900">{part.heading}</h2>
      <ul className="mt-4 space-y-4">
        {part.flights.map((flight) => (
          <li key={flight.id} className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950" data-flight={flight.stage ?? "planned"}>
            <p className="font-bold">{flight.dog}</p>
            <ul className="mt-2 space-y-1">
              {flight.lines.map((line) => <li key={line}>{line}</li>)}
            </ul>
            {flight.stage ? <p className="mt-2 font-semibold">{flight.stage}</p> : null}
          </li>
        ))}
      </ul>
      {part.checklist.length > 0 ? (
        <>
          <h3 className="mt-6 text-xl font-bold text-stone-900">{part.checklistHeading}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 leading-relaxed text-stone-800" data-checklist>
            {part.checklist.map((item) => <li key={item}>{item}</li>)}
          </ul>
        </>
      ) : null}
      {done ? (
        <p role="status" className="mt-6 rounded-xl border border-emerald-300 bg-emerald-50 p-4 font-medium text-emerald-900">{done}</p>
      ) : part.cancel ? (
        <details className="mt-6" open={Boolean(refusal)} data-cancel-flight>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-stone-900">{part.cancel.heading}</summary>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="cancel_flight" />
            <p className="leading-relaxed text-stone-800">{part.cancel.text}</p>
            <label className="mt-3 flex min-h-11 items-start gap-3">
              <input type="checkbox" name="confirm" value="1" required className="mt-1 size-5 shrink-0" aria-invalid={refusal ? true : undefined} aria-describedby={refusal ? "cancel-flight-error" : undefined} />
              <span>{part.cancel.confirm}</span>
            </label>
            {refusal ? <FieldError id="cancel-flight-error" messages={firstMessage(refusal) ?? undefined} alert /> : null}
            <button type="submit" className="mt-4 inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-red-700 bg-white px-6 py-3 font-semibold text-red-800 hover:bg-red-50">
              {part.cancel.button}
            </button>
          </Form>
        </details>
      ) : null}
    </section>
  );
}

function Withdraw({ copy, result }: { copy: Copy; result: StatusActionData | undefined }) {
  if (result?.intent === "withdraw" && result.ok) {
    return (
      <p role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 font-medium text-emerald-900">
        {copy.withdrawn}
      </p>
    );
  }
  return (
    <details className={card} data-withdraw>
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-stone-900">{copy.withdrawSummary}</summary>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="withdraw" />
        <p className="leading-relaxed text-stone-800">{copy.withdrawText}</p>
        <button type="submit" className="mt-4 inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-red-700 bg-white px-6 py-3 font-semibold text-red-800 hover:bg-red-50">
          {copy.withdrawButton}
        </button>
      </Form>
    </details>
  );
}

/**
 * The protection contract: its text, the signature (a plain POST), the PDF and the fee; every
 * sentence comes from the server. A refused signature comes back with the name and the tick as
 * entered and the error beside its field: without JavaScript the answer opens at the form (its
 * address names it, `#sign-form`), with it the field (or the refusal) is focused.
 */
function ContractPart({ contract, result }: { contract: StatusContract; result: StatusActionData | undefined }) {
  const refusal = refusalOf(result, "sign");
  // The field the refusal is about (the name, the tick), or none: the whole form (already signed, closed, the text changed).
  const refused = refusal
    ? {
        field: refusal.errors.name ? ("name" as const) : refusal.errors.confirm ? ("confirm" as const) : null,
        error: firstMessage(refusal),
        value: refusal.values.name ?? "",
        confirmed: refusal.values.confirm === "yes",
      }
    : null;
  const fee = contract.fee;
  const pathname = useLocation().pathname;
  const nameRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const refusedRef = useRef<HTMLParagraphElement>(null);
  // Once per answer (the action's data), not on every render.
  const focusField = refused?.field;
  useEffect(() => {
    if (!refusal) return;
    (focusField === "name" ? nameRef : focusField === "confirm" ? confirmRef : refusedRef).current?.focus();
  }, [refusal, focusField]);
  const error = (field: "name" | "confirm" | null) =>
    refused && refused.field === field ? (
      <p id="sign-error" role="alert" className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{refused.error}</span>
      </p>
    ) : null;
  return (
    <section aria-labelledby="contract-heading" className={card} data-contract={contract.state}>
      <h2 id="contract-heading" className="text-2xl font-bold tracking-tight text-stone-900">
        {contract.heading}
      </h2>
      {result?.intent === "sign" && result.ok ? (
        <p role="status" className="mt-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 font-medium text-emerald-900">{result.text}</p>
      ) : null}
      {refused && refused.field === null ? (
        // Not about a field (already signed, the request closed, the text changed): first in the part, focused.
        // Without the form (signed, or the request closed) the answer's address lands here.
        <p id={contract.form ? "sign-refused" : "sign-form"} ref={refusedRef} role="alert" tabIndex={-1} className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {refused.error}
        </p>
      ) : null}
      <p className="mt-3 leading-relaxed text-stone-800" data-contract-intro>{contract.intro}</p>
      {contract.pdf ? (
        <a href={contract.pdf.href} className={`mt-4 ${outlineButton}`} data-contract-pdf>{contract.pdf.label}</a>
      ) : null}
      <details open={contract.form !== null} className="mt-4">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-stone-900">{contract.textHeading}</summary>
        <div className="mt-2 rounded-lg border border-stone-300 bg-stone-50 p-4 leading-relaxed break-words whitespace-pre-wrap text-stone-900" data-contract-text>
          {contract.body}
        </div>
      </details>
      {contract.form ? (
        <Form method="post" action={`${pathname}#sign-form`} className="mt-6 scroll-mt-4" data-sign-form id="sign-form" key={refused ? `refused-${refused.error}-${refused.value}-${String(refused.confirmed)}` : "sign"}>
          <input type="hidden" name="intent" value="sign" />
          <input type="hidden" name="hash" value={contract.form.hash} />
          <label htmlFor="sign-name" className="block font-semibold text-stone-900">{contract.form.nameLabel}</label>
          <p id="sign-hint" className="mt-1 text-sm text-stone-700">{contract.form.nameHint}</p>
          <input
            id="sign-name"
            name="name"
            required
            autoComplete="name"
            maxLength={200}
            defaultValue={refused?.value ?? ""}
            ref={nameRef}
            aria-invalid={refused?.field === "name" ? true : undefined}
            aria-describedby={refused?.field === "name" ? "sign-hint sign-error" : "sign-hint"}
            className={inputClass(refused?.field === "name")}
          />
          {error("name")}
          <label className="mt-4 flex items-start gap-3 text-stone-900">
            <input
              type="checkbox"
              name="confirm"
              value="yes"
              required
              defaultChecked={refused?.confirmed ?? false}
              ref={confirmRef}
              aria-invalid={refused?.field === "confirm" ? true : undefined}
              aria-describedby={refused?.field === "confirm" ? "sign-error" : undefined}
              className="mt-1 size-5 shrink-0"
            />
            <span>{contract.form.confirm}</span>
          </label>
          {error("confirm")}
          <button type="submit" className={`mt-4 ${primaryButton}`}>{contract.form.sign}</button>
        </Form>
      ) : null}
      {fee ? <h3 className="mt-6 text-xl font-bold text-stone-900">{fee.heading}</h3> : null}
      {fee?.received ? <p className="mt-2 font-medium text-emerald-900" data-fee="received">{fee.received}</p> : null}
      {fee?.open ? (
        <div data-fee="open">
          <p className="mt-2 text-stone-800">{fee.open}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {fee.rows.map((row) => (
              <Fragment key={row.label}>
                <dt className="font-semibold text-stone-900">{row.label}</dt>
                <dd className="break-all text-stone-800">{row.value}</dd>
              </Fragment>
            ))}
          </dl>
          {fee.giroCode ? (
            <figure className="mt-3 flex items-center gap-4" data-girocode>
              <img src={fee.giroCode.src} alt={fee.giroCode.alt} width={144} height={144} className="size-36 shrink-0 rounded-md border border-stone-200 bg-white" />
              <figcaption className="text-sm leading-relaxed text-stone-700">{fee.giroCode.caption}</figcaption>
            </figure>
          ) : null}
          {fee.paypal ? (
            <p className="mt-3 text-stone-800">
              {fee.paypal.before}
              <a href={fee.paypal.link} className="font-semibold break-all">{fee.paypal.link}</a>
              {fee.paypal.after}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
