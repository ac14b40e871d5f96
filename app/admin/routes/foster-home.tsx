import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/foster-home";
import { z } from "#app/platform/zod.ts";
import { adminQuery, requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { FORM_ERROR_KEY, refusalOf, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { calendarToday, formatLongDate, siteTimeZone } from "#app/platform/i18n/dates.ts";
import { dogName, isListedDog } from "#app/features/dogs/rules/index.ts";
import { ARRIVALS, FOSTER_HOME_EVENTS, readFosterHome, type Arrival, type FosterHomeStage, type StayEndReason } from "#app/features/journey/foster/public.ts";
import {
  arrivalChoices, fosterHomeById, listFosterHomes, moveFosterHome, moveStay, newsOfHome, placeDog, relocateDog, resendFosterLink, stayById, staysOfHome, updateFosterHome, valuesOf,
} from "#app/features/journey/foster/public.server.ts";
import { adminMessages, t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { formValuesOf, formValuesSent, homeSchema, problemMessages, sizesInWords } from "../foster-home-form.ts";
import { FosterHomeFields } from "../foster-home-fields.tsx";
import { button, dangerButton, FieldProblem, formatDateTime, input, label, Notice, PageTitle, Section, secondaryButton, useAdmin } from "../ui.tsx";

/** The reasons a coordinator ends a stay with ("moved" is the move's own). */
const END_REASONS = ["adopted", "returned", "other"] as const satisfies readonly StayEndReason[];

/**
 * One foster home (docs/product/foster.md): its details, its stage (pause, resume, end: only without
 * dogs), its page's link sent again; its dogs — placing one of our list (by a transport, a flight or
 * by hand), a planned stay marked arrived or cancelled, a current one ended with its reason or moved
 * to another active home with room — and its past stays; its family's news, read-only. Every form is
 * a plain POST through the intents (decision 037); each refusal is named where it was sent, with what
 * was typed.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "inbox");
  const row = await fosterHomeById(services.db, args.params.id ?? "");
  if (!row) throw data(null, { status: 404 });
  const [stays, news, choices, snapshot, open, active] = await Promise.all([
    staysOfHome(services.db, row.id),
    newsOfHome(services.db, row.id),
    arrivalChoices(services.db),
    services.dogs.get(),
    listFosterHomes(services.db, "all"),
    listFosterHomes(services.db, "active"),
  ]);
  // Dogs on an open stay anywhere cannot be placed again: offered apart, after the others.
  const placed = new Set(open.flatMap((h) => h.dogs.map((d) => d.dogId)));
  const dogs = snapshot.dogs
    .filter(isListedDog)
    .map((dog) => ({ id: String(dog.id), name: dogName(dog) ?? String(dog.id), placed: placed.has(String(dog.id)) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const openStays = stays.filter((s) => s.stage === "planned" || s.stage === "current").length;
  return {
    created: adminQuery(args.request).get("neu") === "1",
    /** The day a dog brought by hand comes, unless told otherwise (the association's calendar day). */
    today: calendarToday(siteTimeZone.de),
    home: {
      id: row.id,
      stage: row.stage as FosterHomeStage,
      stageChangedAt: row.stageChangedAt.toISOString(),
      submissionId: row.submissionId,
      createdAt: row.createdAt.toISOString(),
      email: row.email,
      phone: row.phone,
      capacity: row.capacity,
      sizes: row.sizes,
      openStays,
      values: formValuesOf(valuesOf(row)),
    },
    stays: stays.map((s) => ({ id: s.id, dogName: s.dogName, stage: s.stage, arrival: s.arrival as Arrival, startsOn: s.startsOn, endedOn: s.endedOn, endReason: s.endReason as StayEndReason | null })),
    news: news.map((n) => ({ id: n.id, dogName: n.dogName, body: n.body, publishable: n.publishable, publishedAt: n.publishedAt?.toISOString() ?? null, createdAt: n.createdAt.toISOString(), photoIds: n.photoIds })),
    dogs,
    transports: choices.transports,
    flights: choices.flights.map((f) => ({ id: f.id, flightDate: f.flightDate, flightNumber: f.flightNumber })),
    otherHomes: active
      .filter((h) => h.id !== row.id && h.dogs.length < h.capacity)
      .map((h) => ({ id: h.id, name: h.name, postalCode: h.postalCode, city: h.city, free: h.capacity - h.dogs.length })),
  };
}

type Done = { ok: true; intent: string; text: string };
type ActionData = Done | (IntentFailure & { sizes?: string[] });

type Ctx = Authorised & { id: string };
const defineIntent = adminIntents<Ctx>();
type Messages = (typeof adminMessages)["de"];

const done = (intent: string, text: string) => data<ActionData>({ ok: true, intent, text });

/** A stay of this home, or 404 (a stay of another home is not this page's to change). */
async function stayHere(ctx: Ctx, stayId: string) {
  const stay = await stayById(ctx.services.db, stayId);
  if (!stay || stay.fosterHomeId !== ctx.id) throw data(null, { status: 404 });
  return stay;
}

/** The page's forms: the details, the stage, the link, placing a dog, and the steps of each stay. */
const intents = {
  save: defineIntent({
    schema: homeSchema,
    handle: async (sent, { services, actor, user, id }, form) => {
      const p = adminMessages[user.locale].fosterHomes;
      const read = readFosterHome(sent);
      if (!read.ok) return form.refuse(problemMessages(read.problems, p), { extra: { sizes: sent.sizes } });
      if (!(await updateFosterHome(services.db, actor, id, read.values))) throw data(null, { status: 404 });
      return done(form.intent, p.saved);
    },
  }),
  stage: defineIntent({
    schema: z.object({ event: z.enum(FOSTER_HOME_EVENTS) }),
    handle: async ({ event }, { services, actor, user, id }, form) => {
      const p = adminMessages[user.locale].fosterHomes;
      const moved = await moveFosterHome(services.db, actor, id, event);
      if (moved.ok) return done(form.intent, p.eventDone[event]);
      if (moved.reason === "unknown") throw data(null, { status: 404 });
      const home = await fosterHomeById(services.db, id);
      const text = moved.reason === "guard" ? p.moveRefused.guard : t(p.moveRefused.not_from_here, { stage: p.stages[(home?.stage ?? "active") as FosterHomeStage] });
      return form.refuse({ [FORM_ERROR_KEY]: text }, { status: 409 });
    },
  }),
  resend: defineIntent({
    schema: z.object({}),
    handle: async (_sent, { services, actor, user, id }, form) => {
      const p = adminMessages[user.locale].fosterHomes;
      const home = await fosterHomeById(services.db, id);
      if (!home) throw data(null, { status: 404 });
      if (!(await resendFosterLink(services.db, actor, id))) return form.refuse({ [FORM_ERROR_KEY]: p.linkRefused }, { status: 409 });
      return done(form.intent, t(p.linkSent, { email: home.email }));
    },
  }),
  place: defineIntent({
    schema: (m: Messages) =>
      z.object({
        dog: formField.required(m.fosterHomes.placeProblems.dog, 200),
        arrival: z.enum(ARRIVALS, { error: m.fosterHomes.placeProblems.arrival }),
        transport: formField.trimmed(100),
        flight: formField.trimmed(100),
        startsOn: formField.trimmed(20),
      }),
    handle: async (sent, { services, actor, user, id }, form) => {
      const p = adminMessages[user.locale].fosterHomes;
      const placed = await placeDog(services.db, actor, id, { dogId: sent.dog, arrival: sent.arrival, transportId: sent.transport || null, flightId: sent.flight || null, startsOn: sent.startsOn || null });
      if (placed.ok) {
        const stay = await stayById(services.db, placed.id);
        return done(form.intent, t(placed.stage === "current" ? p.placed.current : p.placed.planned, { name: stay?.dogName ?? "" }));
      }
      const problem = p.placeProblems[placed.reason as keyof typeof p.placeProblems];
      switch (placed.reason) {
        case "unknown_home":
          throw data(null, { status: 404 });
        case "unknown_dog":
          return form.refuse({ dog: problem });
        case "already_placed":
          return form.refuse({ dog: problem }, { status: 409 });
        case "unknown_transport":
          return form.refuse({ transport: problem });
        case "unknown_flight":
          return form.refuse({ flight: problem });
        case "bad_date":
          return form.refuse({ startsOn: problem });
        default:
          // "full", "not_active": the home's state, not the form's, stands in the way.
          return form.refuse({ [FORM_ERROR_KEY]: problem }, { status: 409 });
      }
    },
  }),
  stay: defineIntent({
    schema: z.object({ stay: formField.id(), event: z.enum(["arrive", "cancel"]) }),
    handle: async ({ stay: stayId, event }, ctx, form) => {
      const p = adminMessages[ctx.user.locale].fosterHomes;
      const stay = await stayHere(ctx, stayId);
      const moved = await moveStay(ctx.services.db, ctx.actor, stayId, event);
      if (moved.ok) return done(form.intent, t(p.stayDone[event], { name: stay.dogName }));
      return form.refuse({ [FORM_ERROR_KEY]: moved.reason === "unknown" ? p.stayProblems.unknown : p.stayProblems.not_from_here }, { status: moved.reason === "unknown" ? 404 : 409 });
    },
  }),
  "end-stay": defineIntent({
    schema: z.object({ stay: formField.id(), reason: z.enum(END_REASONS) }),
    handle: async ({ stay: stayId, reason }, ctx, form) => {
      const p = adminMessages[ctx.user.locale].fosterHomes;
      const stay = await stayHere(ctx, stayId);
      const moved = await moveStay(ctx.services.db, ctx.actor, stayId, "end", { reason });
      if (moved.ok) return done(form.intent, t(p.stayDone.end, { name: stay.dogName }));
      return form.refuse({ [FORM_ERROR_KEY]: p.stayProblems.not_from_here }, { status: 409 });
    },
  }),
  relocate: defineIntent({
    schema: (m: Messages) => z.object({ stay: formField.id(), to: formField.optionalId().refine((value) => value !== null, m.fosterHomes.stayProblems.to) }),
    handle: async ({ stay: stayId, to }, ctx, form) => {
      const p = adminMessages[ctx.user.locale].fosterHomes;
      const stay = await stayHere(ctx, stayId);
      const moved = await relocateDog(ctx.services.db, ctx.actor, stayId, to!);
      if (moved.ok) return done(form.intent, t(p.stayDone.relocate, { name: stay.dogName }));
      switch (moved.reason) {
        case "unknown":
          throw data(null, { status: 404 });
        case "same_home":
        case "unknown_home":
          return form.refuse({ to: p.stayProblems[moved.reason] });
        default:
          return form.refuse({ to: p.stayProblems[moved.reason] }, { status: 409 });
      }
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "inbox");
  const id = args.params.id ?? "";
  if (!(await fosterHomeById(authorised.services.db, id))) throw data(null, { status: 404 });
  return takeForm(args.request, authorised.user.locale, intents, { ...authorised, id });
}

type LoaderData = Route.ComponentProps["loaderData"];

export default function FosterHome({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const p = m.fosterHomes;
  const { home, stays } = loaderData;
  const result = useActionData<ActionData>();
  const busy = useNavigation().state !== "idle";
  const refused = refusalOf(result);
  const day = (iso: string) => formatLongDate(`${iso}T12:00:00Z`, locale);
  /** The success or refusal of one form, shown where it was sent. */
  const doneFor = (intent: string) => (result && "text" in result && result.intent === intent ? <Notice tone="success">{result.text}</Notice> : null);
  const generalFor = (intent: string) => (refused && refused.intent === intent && refused.errors[FORM_ERROR_KEY] ? <Notice tone="error">{refused.errors[FORM_ERROR_KEY]}</Notice> : null);
  const saveRefused = refusalOf(result, "save");
  const current = stays.filter((s) => s.stage === "current");
  const planned = stays.filter((s) => s.stage === "planned");
  const past = stays.filter((s) => s.stage === "ended" || s.stage === "cancelled");
  return (
    <>
      <p>
        <Link to={adminPath("admin-foster-homes")} className="inline-flex min-h-11 items-center text-brand-800 underline">{p.back}</Link>
      </p>
      <PageTitle title={`${home.values.name} – ${p.title} – ${m.title}`}>{home.values.name}</PageTitle>
      <p className="mt-1 text-stone-800" data-home-stage={home.stage}>
        {`${t(p.stage, { stage: p.stages[home.stage] })} (${t(p.since, { day: formatDateTime(home.stageChangedAt, locale) })}) · ${home.values.postalCode} ${home.values.city} · ${t(p.places, { dogs: home.openStays, capacity: home.capacity })}`}
      </p>
      <p className="mt-1 text-sm text-stone-800">
        <a href={`mailto:${home.email}`} className="text-brand-800 underline">{home.email}</a>
        {" · "}
        <a href={`tel:${home.phone.replace(/[^+\d]/g, "")}`} className="text-brand-800 underline">{home.phone}</a>
        {home.submissionId ? (
          <>
            {" · "}
            <Link to={adminPath("admin-submission", { id: home.submissionId })} className="text-brand-800 underline">{p.application}</Link>
          </>
        ) : null}
      </p>
      {loaderData.created && !result ? <Notice tone="success">{p.created}</Notice> : null}

      <Section title={p.staysTitle} id="hunde">
        {generalFor("stay")}
        {generalFor("end-stay")}
        {doneFor("stay")}
        {doneFor("end-stay")}
        {doneFor("relocate")}
        <h3 className="text-lg font-semibold">{p.current}</h3>
        {current.length === 0 ? <p className="text-stone-700">{p.noCurrent}</p> : null}
        <ul className="mt-2 grid gap-3" data-stays="current">
          {current.map((stay) => (
            <CurrentStay key={stay.id} stay={stay} otherHomes={loaderData.otherHomes} busy={busy} refused={refused?.values.stay === stay.id ? refused : null} day={day} />
          ))}
        </ul>
        <h3 className="mt-6 text-lg font-semibold">{p.planned}</h3>
        {planned.length === 0 ? <p className="text-stone-700">{p.noPlanned}</p> : null}
        <ul className="mt-2 grid gap-3" data-stays="planned">
          {planned.map((stay) => (
            <li key={stay.id} className="rounded-md border border-stone-200 p-3" data-stay={stay.id}>
              <p>
                <span className="font-semibold">{stay.dogName}</span>
                {` · ${t(p.arrives, { day: day(stay.startsOn) })} · ${p.arrivals[stay.arrival]}`}
              </p>
              <Form method="post" preventScrollReset className="mt-2 flex flex-wrap gap-3">
                <input type="hidden" name="intent" value="stay" />
                <input type="hidden" name="stay" value={stay.id} />
                <button type="submit" name="event" value="arrive" className={button} disabled={busy}>{p.arrive}</button>
                <button type="submit" name="event" value="cancel" className={secondaryButton} disabled={busy}>{p.cancel}</button>
              </Form>
            </li>
          ))}
        </ul>
        <h3 className="mt-6 text-lg font-semibold">{p.past}</h3>
        {past.length === 0 ? <p className="text-stone-700">{p.noPast}</p> : null}
        <ul className="mt-2 grid gap-1" data-stays="past">
          {past.map((stay) => (
            <li key={stay.id} data-stay={stay.id}>
              <span className="font-semibold">{stay.dogName}</span>
              {" · "}
              {stay.stage === "cancelled"
                ? t(p.cancelledOn, { day: stay.endedOn ? day(stay.endedOn) : "–" })
                : `${t(p.stayLine, { from: day(stay.startsOn), to: stay.endedOn ? day(stay.endedOn) : "–" })}${stay.endReason ? ` · ${p.endReasons[stay.endReason]}` : ""}`}
            </li>
          ))}
        </ul>
      </Section>

      <PlaceDog data={loaderData} busy={busy} result={result} />

      <Section title={p.details} id="angaben">
        {saveRefused && !saveRefused.errors[FORM_ERROR_KEY] ? <Notice tone="error">{p.fixBelow}</Notice> : null}
        <Form method="post" preventScrollReset className="max-w-3xl" data-foster-home-form noValidate>
          <input type="hidden" name="intent" value="save" />
          <FosterHomeFields values={saveRefused ? formValuesSent(saveRefused.values, (result as { sizes?: string[] }).sizes ?? []) : home.values} errors={saveRefused?.errors ?? {}} />
          <div className="mt-6">
            <button type="submit" className={button} disabled={busy}>{p.save}</button>
          </div>
          {doneFor("save")}
        </Form>
      </Section>

      <Section title={p.stageTitle} id="stand">
        <p className="max-w-3xl text-stone-800">{p.stageIntro}</p>
        {generalFor("stage")}
        {doneFor("stage")}
        <Form method="post" preventScrollReset className="mt-4 flex flex-wrap gap-3" data-stage-form>
          <input type="hidden" name="intent" value="stage" />
          {home.stage === "active" ? <button type="submit" name="event" value="pause" className={secondaryButton} disabled={busy}>{p.events.pause}</button> : null}
          {home.stage === "paused" ? <button type="submit" name="event" value="resume" className={button} disabled={busy}>{p.events.resume}</button> : null}
          {home.stage !== "ended" ? <button type="submit" name="event" value="end" className={dangerButton} disabled={busy}>{p.events.end}</button> : null}
        </Form>
      </Section>

      {home.stage !== "ended" ? (
        <Section title={p.linkTitle} id="link">
          <p className="max-w-3xl text-stone-800">{t(p.linkIntro, { email: home.email })}</p>
          {generalFor("resend")}
          {doneFor("resend")}
          <Form method="post" preventScrollReset className="mt-4">
            <input type="hidden" name="intent" value="resend" />
            <button type="submit" className={secondaryButton} disabled={busy}>{p.resendLink}</button>
          </Form>
        </Section>
      ) : null}

      <Section title={p.newsTitle} id="neuigkeiten">
        <p className="max-w-3xl text-stone-800">{p.newsIntro}</p>
        {loaderData.news.length === 0 ? <p className="mt-3 text-stone-700">{p.noNews}</p> : null}
        <ul className="mt-3 grid gap-4" data-news-list>
          {loaderData.news.map((news) => (
            <li key={news.id} className="rounded-md border border-stone-200 p-3" data-news={news.id}>
              <p className="text-sm text-stone-700">{`${formatDateTime(news.createdAt, locale)} · ${t(p.newsAbout, { dog: news.dogName })}`}</p>
              <p className="mt-1 break-words whitespace-pre-wrap">{news.body}</p>
              <p className="mt-1 text-sm">
                {news.publishable ? p.mayPublish : p.mayNotPublish}{" "}
                {news.publishedAt ? t(p.published, { day: formatDateTime(news.publishedAt, locale) }) : p.notPublished}
              </p>
              {news.photoIds.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {news.photoIds.map((photoId, index) => {
                    const src = adminPath("admin-foster-news-photo", { photoId });
                    return (
                      <li key={photoId}>
                        <a href={src} className="block rounded focus-visible:outline-2 focus-visible:outline-brand-700">
                          <img src={src} alt={t(p.photo, { n: index + 1, dog: news.dogName })} width={96} height={96} loading="lazy" className="size-24 rounded object-cover" />
                        </a>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

function CurrentStay({ stay, otherHomes, busy, refused, day }: {
  stay: LoaderData["stays"][number];
  otherHomes: LoaderData["otherHomes"];
  busy: boolean;
  refused: IntentFailure | null;
  day: (iso: string) => string;
}) {
  const { m } = useAdmin();
  const p = m.fosterHomes;
  const prefix = `stay-${stay.id}`;
  const relocateError = refused?.intent === "relocate" ? refused.errors.to ?? refused.errors[FORM_ERROR_KEY] : undefined;
  return (
    <li className="rounded-md border border-stone-200 p-3" data-stay={stay.id}>
      <p>
        <span className="font-semibold">{stay.dogName}</span>
        {` · ${t(p.livesSince, { day: day(stay.startsOn) })}`}
      </p>
      <div className="mt-2 grid gap-4 md:grid-cols-2">
        <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3" data-end-stay>
          <input type="hidden" name="intent" value="end-stay" />
          <input type="hidden" name="stay" value={stay.id} />
          <div className="min-w-40 flex-1">
            <label htmlFor={`${prefix}-reason`} className={label}>{p.endReason}</label>
            <select id={`${prefix}-reason`} name="reason" defaultValue="adopted" className={input}>
              {END_REASONS.map((reason) => <option key={reason} value={reason}>{p.endReasons[reason]}</option>)}
            </select>
          </div>
          <button type="submit" className={secondaryButton} disabled={busy}>{p.endStay}</button>
        </Form>
        {otherHomes.length > 0 ? (
          <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3" data-relocate>
            <input type="hidden" name="intent" value="relocate" />
            <input type="hidden" name="stay" value={stay.id} />
            <div className="min-w-40 flex-1">
              <label htmlFor={`${prefix}-to`} className={label}>{p.relocateTo}</label>
              <select id={`${prefix}-to`} name="to" defaultValue={refused?.values.to ?? ""} className={input} aria-invalid={relocateError ? true : undefined} aria-describedby={relocateError ? `${prefix}-to-error` : undefined}>
                <option value="">{p.chooseDog}</option>
                {otherHomes.map((h) => <option key={h.id} value={h.id}>{t(p.freePlaces, { name: h.name, postalCode: h.postalCode, city: h.city, free: h.free })}</option>)}
              </select>
            </div>
            <button type="submit" className={secondaryButton} disabled={busy}>{p.relocate}</button>
            <div className="basis-full">
              <FieldProblem id={`${prefix}-to-error`} field="to" problem={relocateError} />
            </div>
          </Form>
        ) : (
          <p className="text-sm text-stone-700">{p.noOtherHome}</p>
        )}
      </div>
    </li>
  );
}

function PlaceDog({ data: d, busy, result }: { data: LoaderData; busy: boolean; result: ActionData | undefined }) {
  const { m, locale } = useAdmin();
  const p = m.fosterHomes;
  const refused = refusalOf(result, "place");
  const errors = refused?.errors ?? {};
  const sent = refused?.values ?? {};
  const day = (iso: string) => formatLongDate(`${iso}T12:00:00Z`, locale);
  const placedNow = result && "text" in result && result.intent === "place" ? result.text : null;
  const described = (field: string) => (errors[field] ? { "aria-invalid": true as const, "aria-describedby": `place-${field}-error` } : {});
  const full = d.home.openStays >= d.home.capacity;
  const free = d.dogs.filter((dog) => !dog.placed);
  const taken = d.dogs.filter((dog) => dog.placed);
  const arrival = sent.arrival ?? (d.transports.length > 0 ? "transport" : "hand");
  return (
    <Section title={p.placeTitle} id="aufnehmen">
      {placedNow ? <Notice tone="success">{placedNow}</Notice> : null}
      {d.home.stage !== "active" ? (
        <p className="text-stone-800">{p.placeNotActive}</p>
      ) : full && !refused ? (
        <p className="text-stone-800">{p.placeFull}</p>
      ) : (
        <>
          <p className="max-w-3xl text-stone-800">{p.placeIntro}</p>
          {errors[FORM_ERROR_KEY] ? <Notice tone="error">{errors[FORM_ERROR_KEY]}</Notice> : null}
          {/* A new form after each placement: the fields start empty again. */}
          <Form method="post" preventScrollReset className="mt-4 grid max-w-xl gap-4" data-place-form key={placedNow ?? "place"} noValidate>
            <input type="hidden" name="intent" value="place" />
            <div>
              <label htmlFor="place-dog" className={label}>{p.dog}</label>
              <select id="place-dog" name="dog" defaultValue={sent.dog ?? ""} className={input} {...described("dog")}>
                <option value="">{p.chooseDog}</option>
                {free.map((dog) => <option key={dog.id} value={dog.id}>{dog.name}</option>)}
                {taken.length > 0 ? (
                  <optgroup label={p.placedElsewhere}>
                    {taken.map((dog) => <option key={dog.id} value={dog.id}>{dog.name}</option>)}
                  </optgroup>
                ) : null}
              </select>
              <FieldProblem id="place-dog-error" field="dog" problem={errors.dog} />
            </div>
            <fieldset {...(errors.arrival ? { "aria-describedby": "place-arrival-error" } : {})}>
              <legend className={label}>{p.arrival}</legend>
              <FieldProblem id="place-arrival-error" field="arrival" problem={errors.arrival} />
              <div className="mt-1 grid gap-3">
                <div className="rounded-md border border-stone-200 p-3">
                  <label className="flex min-h-11 items-center gap-2 font-semibold">
                    <input type="radio" name="arrival" value="transport" defaultChecked={arrival === "transport"} className="size-5" />
                    {p.arrivals.transport}
                  </label>
                  <label htmlFor="place-transport" className={`${label} mt-1`}>{p.transport}</label>
                  <select id="place-transport" name="transport" defaultValue={sent.transport ?? ""} className={input} {...described("transport")}>
                    <option value="">{d.transports.length > 0 ? p.chooseTransport : p.noTransports}</option>
                    {d.transports.map((tr) => <option key={tr.id} value={tr.id}>{t(p.transportOption, { day: day(tr.arrivalDate) })}</option>)}
                  </select>
                  <FieldProblem id="place-transport-error" field="transport" problem={errors.transport} />
                </div>
                <div className="rounded-md border border-stone-200 p-3">
                  <label className="flex min-h-11 items-center gap-2 font-semibold">
                    <input type="radio" name="arrival" value="flight" defaultChecked={arrival === "flight"} className="size-5" />
                    {p.arrivals.flight}
                  </label>
                  <label htmlFor="place-flight" className={`${label} mt-1`}>{p.flight}</label>
                  <select id="place-flight" name="flight" defaultValue={sent.flight ?? ""} className={input} {...described("flight")}>
                    <option value="">{d.flights.length > 0 ? p.chooseFlight : p.noFlights}</option>
                    {d.flights.map((f) => <option key={f.id} value={f.id}>{t(p.flightOption, { number: f.flightNumber, day: day(f.flightDate) })}</option>)}
                  </select>
                  <FieldProblem id="place-flight-error" field="flight" problem={errors.flight} />
                </div>
                <div className="rounded-md border border-stone-200 p-3">
                  <label className="flex min-h-11 items-center gap-2 font-semibold">
                    <input type="radio" name="arrival" value="hand" defaultChecked={arrival === "hand"} className="size-5" />
                    {p.arrivals.hand}
                  </label>
                  <label htmlFor="place-startsOn" className={`${label} mt-1`}>{p.startsOn}</label>
                  <input id="place-startsOn" name="startsOn" type="date" defaultValue={sent.startsOn ?? d.today} className={`${input} sm:max-w-56`} {...described("startsOn")} />
                  <FieldProblem id="place-startsOn-error" field="startsOn" problem={errors.startsOn} />
                </div>
              </div>
            </fieldset>
            <div>
              <button type="submit" className={button} disabled={busy}>{p.place}</button>
            </div>
          </Form>
        </>
      )}
      {d.home.sizes ? <p className="mt-4 text-sm text-stone-700">{`${p.sizes}: ${sizesInWords(d.home.sizes, p)}`}</p> : null}
    </Section>
  );
}
