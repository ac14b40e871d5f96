import { Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/transports";
import { z } from "#app/platform/zod.ts";
import { adminQuery, requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { FORM_ERROR_KEY, refusalOf } from "#app/platform/forms/rules/intents.ts";
import { checkDates, dayInWords } from "#app/features/journey/transport/public.ts";
import { createTransport, listTransports, todayOf } from "#app/features/journey/transport/public.server.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { adminMessages, t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { allows } from "#app/admin/auth/roles.ts";
import { button, input, label, Notice, PageTitle, Section, useAdmin } from "../ui.tsx";

/**
 * The transports (docs/product/journey.md#transports): the coming ones and the past ones, each with
 * its days and how many families ride along, and a plain form to plan a new one.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, user } = await requireRole(args, "inbox");
  const { coming, past } = await listTransports(services.db);
  const words = (item: { id: string; departure: string; arrival: string; families: number }) => ({
    ...item,
    departureText: dayInWords(item.departure, user.locale),
    arrivalText: dayInWords(item.arrival, user.locale),
  });
  const removed = adminQuery(args.request).get("geloescht") === "1";
  // Owners find the travel settings (the veterinary authority's notice, the retest) from here too.
  return { coming: coming.map(words), past: past.map(words), removed, canEditSettings: allows("settings", user.role) };
}

type Ctx = Authorised;
const defineIntent = adminIntents<Ctx>();

/** The page's one form, planning a transport: its two days, checked by `checkDates` and worded for the volunteer. */
const intents = {
  create: defineIntent({
    schema: z.object({ departure: formField.text(100), arrival: formField.text(100) }),
    handle: async (sent, { services, actor, user }, form) => {
      const checked = checkDates(sent, todayOf(new Date()));
      if (!checked.ok) {
        const problems = adminMessages[user.locale].transport.problems;
        const departure = (["departure", "order", "tooFar"] as const).find((k) => checked.errors[k]);
        const arrival = (["arrival", "tooLong", "past"] as const).find((k) => checked.errors[k]);
        return form.refuse({ ...(departure ? { departure: problems[departure] } : {}), ...(arrival ? { arrival: problems[arrival] } : {}) });
      }
      const id = await createTransport(services.db, actor, checked.value);
      return redirect(`${adminPath("admin-transport", { id })}?neu=1`);
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "inbox");
  return takeForm(args.request, authorised.user.locale, intents, authorised, { fallback: "create" });
}

export default function Transports({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const p = m.transport;
  const refused = refusalOf(useActionData<typeof action>());
  const dateError = refused?.errors.departure ?? refused?.errors[FORM_ERROR_KEY];
  const arrivalError = refused?.errors.arrival;
  const list = (items: typeof loaderData.coming, kind: string) => (
    <ul className="space-y-3" data-transports={kind}>
      {items.map((item) => (
        <li key={item.id} className="rounded-lg border border-stone-300 bg-white p-4">
          <Link to={adminPath("admin-transport", { id: item.id })} className="text-lg font-semibold text-brand-800 underline">
            {t(p.dates, { departure: item.departureText, arrival: item.arrivalText })}
          </Link>
          <p className="mt-1 text-stone-800">{plural(locale, p.families, item.families)}</p>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <PageTitle title={`${p.title} – ${m.title}`}>{p.title}</PageTitle>
      <p className="mt-2 max-w-3xl">{p.intro}</p>
      {loaderData.canEditSettings ? (
        <p className="mt-2"><Link to={adminPath("admin-travel-settings")} className="font-semibold text-brand-800 underline">{m.travelSettings.link}</Link></p>
      ) : null}
      {loaderData.removed ? <Notice tone="success">{p.removed}</Notice> : null}
      <Section title={p.coming} id="geplant">
        {loaderData.coming.length === 0 ? <p>{p.none}</p> : list(loaderData.coming, "coming")}
      </Section>
      <Section title={p.newTitle} id="neu">
        <Form method="post" className="grid gap-4 sm:grid-cols-[12rem_12rem_auto] sm:items-end" data-new-transport>
          <div>
            <label htmlFor="departure" className={label}>{p.departure}</label>
            <input id="departure" name="departure" type="date" required defaultValue={refused?.values.departure ?? ""} className={input}
              aria-invalid={dateError ? true : undefined} aria-describedby={dateError ? "departure-error" : undefined} />
          </div>
          <div>
            <label htmlFor="arrival" className={label}>{p.arrival}</label>
            <input id="arrival" name="arrival" type="date" required defaultValue={refused?.values.arrival ?? ""} className={input}
              aria-invalid={arrivalError ? true : undefined} aria-describedby={arrivalError ? "arrival-error" : undefined} />
          </div>
          <button type="submit" className={button}>{p.create}</button>
        </Form>
        {dateError ? <p id="departure-error" className="mt-2 text-sm font-semibold text-red-800">{dateError}</p> : null}
        {arrivalError ? <p id="arrival-error" className="mt-2 text-sm font-semibold text-red-800">{arrivalError}</p> : null}
      </Section>
      {loaderData.past.length > 0 ? <Section title={p.past} id="vergangen">{list(loaderData.past, "past")}</Section> : null}
    </>
  );
}
