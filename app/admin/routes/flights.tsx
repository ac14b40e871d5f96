import { data, Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/flights";
import { z } from "#app/platform/zod.ts";
import { requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import type { IntentForm } from "#app/platform/forms/server/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { firstMessage, refusalOf, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { airportName } from "#app/platform/forms/rules/airports.ts";
import { dayInWords } from "#app/features/journey/transport/public.ts";
import { todayOf, travelCandidates } from "#app/features/journey/transport/public.server.ts";
import { checkMatch, type MatchProblem } from "#app/features/journey/flight/public.ts";
import { applyFlightEvent, flightOffers, matchFlight, type MatchOutcome } from "#app/features/journey/flight/public.server.ts";
import { papersOfDogs } from "#app/features/travel/server/papers.server.ts";
import { EMPTY_PAPERS } from "#app/features/travel/rules/papers-form.ts";
import { missingForTravel, type TravelProblem } from "#app/features/travel/rules/travel-date.ts";
import { t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { missingInWords } from "../travel-words.ts";
import { button, input, label, Notice, PageTitle, secondaryButton, Section, useAdmin } from "../ui.tsx";

/**
 * Flight sponsors (docs/product/travel.md#flight-sponsors): the travellers' open offers, the soonest
 * flight first, each with the dogs matched to it; a coordinator matches a family whose dog's papers
 * are ready for the flight's day (the handover in Spain, the landing, the meeting point), marks a
 * flight flown or cancels it. The traveller and the family hear by e-mail.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, user } = await requireRole(args, "inbox");
  const today = todayOf(new Date());
  const [offers, candidates] = await Promise.all([flightOffers(services.db), travelCandidates(services.db)]);
  const papers = await papersOfDogs(services.db, [...new Set(candidates.flatMap((c) => (c.dogId ? [c.dogId] : [])))]);
  return {
    offers: offers.map((offer) => ({
      ...offer,
      flightText: offer.flight
        ? { day: dayInWords(offer.flight.flightDate, user.locale), from: airportName(offer.flight.fromAirport, user.locale), to: airportName(offer.flight.toAirport, user.locale) }
        : null,
      past: offer.flight ? offer.flight.flightDate < today : false,
      // Which families' dogs have their papers for this flight's day.
      ready: offer.flight
        ? candidates.filter((c) => {
            return c.dogId ? missingForTravel(papers.get(c.dogId) ?? EMPTY_PAPERS, offer.flight!.flightDate).length === 0 : false;
          }).map((c) => c.id)
        : [],
    })),
    candidates,
  };
}

type Problem = MatchProblem | Exclude<MatchOutcome & { ok: false }, { reason: "not_ready" }>["reason"] | "not_ready" | "not_allowed";
type ActionData =
  | { ok: true; intent: string; notice: "matched" | "flown" | "cancelled" }
  | { ok: false; intent: string; offer: string | null; errors: Partial<Record<Problem, true>>; missing: TravelProblem[]; sent: Record<string, string> }
  | IntentFailure;

const defineIntent = adminIntents<Authorised>();

const intents = {
  match: defineIntent({
    schema: z.object({ offer: formField.text(100), request: formField.text(100), arrivalTime: formField.text(100), handoverSpain: formField.text(2000), meetingPoint: formField.text(2000), traces: formField.text(200) }),
    handle: async ({ offer, ...sent }, { services, actor }, form) => {
      const checked = checkMatch(sent);
      if (!checked.ok) return refused(form, offer, checked.errors);
      const outcome = await matchFlight(services.db, actor, offer, checked.request, checked.value);
      if (outcome.ok) return data<ActionData>({ ok: true, intent: form.intent, notice: "matched" });
      if (outcome.reason === "unknown") return refused(form, offer, { unknown: true }, 404);
      return refused(form, offer, { [outcome.reason]: true }, 409, outcome.reason === "not_ready" ? outcome.missing : []);
    },
  }),
  "flight-event": defineIntent({
    schema: z.object({ flight: formField.text(100), event: z.enum(["fly", "cancel"]) }),
    handle: async ({ flight, event }, { services, actor }, form) => {
      const moved = await applyFlightEvent(services.db, actor, flight, event);
      if (!moved.ok) return refused(form, null, { [moved.reason]: true }, moved.reason === "unknown" ? 404 : 409);
      return data<ActionData>({ ok: true, intent: form.intent, notice: event === "fly" ? "flown" : "cancelled" });
    },
  }),
};

function refused(form: IntentForm, offer: string | null, errors: Partial<Record<Problem, true>>, status = 400, missing: TravelProblem[] = []) {
  return data<ActionData>({ ok: false, intent: form.intent, offer, errors, missing, sent: form.values }, { status });
}

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "inbox");
  return takeForm(args.request, authorised.user.locale, intents, authorised);
}

export default function Flights({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const p = m.flights;
  const result = useActionData<ActionData>();
  const refusal = refusalOf(result);
  const failed = result && !result.ok && "offer" in result ? result : null;
  const generalProblem = failed ? (["not_ready", "offer_closed", "offer_unreadable", "past", "full", "not_eligible", "on_transport", "on_flight", "unknown", "not_allowed"] as const).find((k) => failed.errors[k]) : undefined;
  return (
    <>
      <PageTitle title={`${p.title} – ${m.title}`}>{p.title}</PageTitle>
      <p className="mt-2 max-w-3xl text-stone-800">{p.intro}</p>
      {result?.ok ? <Notice tone="success">{p[result.notice]}</Notice> : null}
      {refusal ? <Notice tone="error">{firstMessage(refusal)}</Notice> : null}
      {failed && !failed.offer && generalProblem ? <Notice tone="error">{p.problems[generalProblem]}</Notice> : null}
      <Section title={p.offersTitle} id="angebote">
        {loaderData.offers.length === 0 ? <p>{p.none}</p> : null}
        <ul className="space-y-6" data-offers>
          {loaderData.offers.map((offer) => {
            const mine = failed && failed.offer === offer.id ? failed : null;
            const sent = mine?.sent ?? {};
            const prefix = `o-${offer.id}`;
            const described = (key: MatchProblem) => (mine?.errors[key] ? { "aria-invalid": true as const, "aria-describedby": `${prefix}-${key}-error` } : {});
            const err = (key: MatchProblem) => (mine?.errors[key] ? <p id={`${prefix}-${key}-error`} className="mt-1 text-sm font-semibold text-red-800">{p.problems[key]}</p> : null);
            const ready = new Set(offer.ready);
            return (
              <li key={offer.id} className="rounded-lg border border-stone-300 bg-white p-4" data-offer={offer.id}>
                <h3 className="text-lg font-semibold">{offer.travellerName || "–"}</h3>
                <p className="text-sm text-stone-700">
                  <a href={`mailto:${offer.email}`} className="text-brand-800 underline">{offer.email}</a>
                  {offer.phone ? <> · <a href={`tel:${offer.phone.replace(/[^+\d]/g, "")}`} className="text-brand-800 underline">{offer.phone}</a></> : null}
                  {" · "}
                  <Link to={adminPath("admin-submission", { id: offer.id })} className="text-brand-800 underline">{p.openOffer}</Link>
                </p>
                {offer.flight && offer.flightText ? (
                  <p className="mt-2 font-semibold" data-flight-line>
                    {t(p.flightLine, { number: offer.flight.flightNumber, day: offer.flightText.day, from: offer.flightText.from, to: offer.flightText.to })}
                  </p>
                ) : (
                  <p className="mt-2">{p.unreadable}</p>
                )}
                {offer.flight ? <p className="text-sm">{t(p.room, { allowed: offer.flight.dogsAllowed, room: offer.room })}</p> : null}
                {offer.flights.length > 0 ? (
                  <ul className="mt-3 space-y-2" data-flights>
                    {offer.flights.map((f) => (
                      <li key={f.id} className="rounded-md border border-stone-200 p-3" data-flight={f.id} data-stage={f.stage}>
                        <p className="font-semibold">{f.dogName ?? p.noDog} · {f.familyName || "–"} · {p.stages[f.stage]}</p>
                        <p className="text-sm">{t(p.landing, { time: f.arrivalTime })} · {t(p.meetingPointLine, { text: f.meetingPoint })}</p>
                        <p className="text-sm">{t(p.handoverLine, { text: f.handoverSpain })}{f.traces ? ` · TRACES ${f.traces}` : ""}</p>
                        <p className="text-sm"><Link to={adminPath("admin-submission", { id: f.requestId })} className="text-brand-800 underline">{p.openRequest}</Link></p>
                        {f.stage === "planned" ? (
                          <Form method="post" preventScrollReset className="mt-2 flex flex-wrap gap-3">
                            <input type="hidden" name="intent" value="flight-event" />
                            <input type="hidden" name="flight" value={f.id} />
                            <button type="submit" name="event" value="fly" className={button}>{p.fly}</button>
                            <button type="submit" name="event" value="cancel" className={secondaryButton}>{p.cancel}</button>
                          </Form>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {offer.flight && !offer.past && offer.room > 0 ? (
                  <Form method="post" preventScrollReset className="mt-4 border-t border-stone-200 pt-4" data-match>
                    <h4 className="font-semibold">{p.matchTitle}</h4>
                    <input type="hidden" name="intent" value="match" />
                    <input type="hidden" name="offer" value={offer.id} />
                    {mine && generalProblem ? (
                      <div role="alert" className="mt-2 rounded-md border border-red-300 bg-red-50 p-3 text-red-900" id={`${prefix}-general-error`}>
                        <p className="font-semibold">{p.problems[generalProblem]}</p>
                        {mine.missing.length > 0 ? <ul className="mt-1 list-disc pl-6">{mine.missing.map((missing, i) => <li key={i}>{missingInWords(missing, m.papers, locale)}</li>)}</ul> : null}
                      </div>
                    ) : null}
                    <label htmlFor={`${prefix}-request`} className={`${label} mt-2`}>{p.request}</label>
                    <select id={`${prefix}-request`} name="request" required defaultValue={sent.request ?? ""} className={input} {...described("request")}>
                      <option value="" disabled>–</option>
                      {loaderData.candidates.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.familyName || "–"} · {c.dogName ?? p.noDog} · {ready.has(c.id) ? p.papersReady : p.papersMissing}
                        </option>
                      ))}
                    </select>
                    {err("request")}
                    <div className="mt-3 grid gap-4 sm:grid-cols-[10rem_1fr]">
                      <div>
                        <label htmlFor={`${prefix}-arrivalTime`} className={label}>{p.arrivalTime}</label>
                        <input id={`${prefix}-arrivalTime`} name="arrivalTime" type="time" required defaultValue={sent.arrivalTime ?? ""} className={input} {...described("arrivalTime")} />
                        {err("arrivalTime")}
                      </div>
                      <div>
                        <label htmlFor={`${prefix}-traces`} className={label}>{m.transport.traces}</label>
                        <input id={`${prefix}-traces`} name="traces" autoComplete="off" maxLength={60} defaultValue={sent.traces ?? ""} className={input} {...described("traces")} />
                        {err("traces")}
                      </div>
                    </div>
                    <label htmlFor={`${prefix}-handoverSpain`} className={`${label} mt-3`}>{p.handoverSpain}</label>
                    <textarea id={`${prefix}-handoverSpain`} name="handoverSpain" rows={2} required maxLength={300} defaultValue={sent.handoverSpain ?? ""} className={input} {...described("handoverSpain")} />
                    {err("handoverSpain")}
                    <label htmlFor={`${prefix}-meetingPoint`} className={`${label} mt-3`}>{p.meetingPoint}</label>
                    <textarea id={`${prefix}-meetingPoint`} name="meetingPoint" rows={2} required maxLength={300} defaultValue={sent.meetingPoint ?? ""} className={input} {...described("meetingPoint")} />
                    {err("meetingPoint")}
                    <button type="submit" className={`${button} mt-4`}>{p.match}</button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}
