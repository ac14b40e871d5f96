/**
 * The request page's pre-check part (docs/product/journey.md#pre-check): who visits and how it
 * went, and one plain form to find the volunteers whose areas cover the family's postcode and to
 * assign the visit to one (two buttons; without JavaScript too).
 */
import { Form, Link } from "react-router";
import type { Volunteer, PrecheckActionData, PrecheckPart } from "#app/features/journey/precheck/public.server.ts";
import { areaLabel } from "#app/features/journey/precheck/public.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { button, formatDateTime, input, label, Notice, secondaryButton, Section, useAdmin } from "../ui.tsx";

export function PrecheckSection({ part, result }: { part: PrecheckPart; result: PrecheckActionData | null }) {
  const { m, locale } = useAdmin();
  const p = m.precheck;
  const values = result?.values ?? part.values;
  const volunteers: Volunteer[] = result?.volunteers ?? part.volunteers;
  const errors = result && !result.ok ? result.errors : {};
  const current = part.current;
  const problem = (key: keyof typeof p.problems) => (errors[key] ? p.problems[key] : null);
  return (
    <Section title={p.section} id="vorkontrolle">
      {current ? (
        <p className="mb-4" data-precheck-current={current.status}>
          {current.status === "done"
            ? t(p.currentDone, {
                name: current.volunteerName ?? "–",
                date: formatDateTime(current.completedAt, locale),
                recommendation: p.recommendations[current.recommendation as keyof typeof p.recommendations] ?? "",
              })
            : t(p.current, { name: current.volunteerName ?? "–", date: formatDateTime(current.assignedAt, locale) })}{" "}
          <Link to={adminPath("admin-precheck", { id: current.id })} className="font-semibold text-brand-800 underline">{p.open}</Link>
        </p>
      ) : null}
      {result?.ok && result.assigned ? <Notice tone="success">{t(p.assigned, { name: result.assigned })}</Notice> : null}
      {errors.not_open || errors.unknown ? <Notice tone="error">{p.problems[errors.not_open ? "not_open" : "unknown"]}</Notice> : null}
      <p className="text-stone-800">{p.sectionIntro}</p>
      <Form method="post" preventScrollReset className="mt-4" key={current?.id ?? "none"} data-precheck-form>
        <div className="grid gap-4 sm:grid-cols-[10rem_10rem_1fr]">
          <div>
            <label htmlFor="precheck_country" className={label}>{p.country}</label>
            <select id="precheck_country" name="precheck_country" defaultValue={values.country} className={input}>
              <option value="DE">{p.countries.DE}</option>
              <option value="ES">{p.countries.ES}</option>
            </select>
          </div>
          <div>
            <label htmlFor="precheck_postcode" className={label}>{p.postcode}</label>
            <input
              id="precheck_postcode"
              name="precheck_postcode"
              defaultValue={values.postcode}
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              className={input}
              aria-invalid={problem("postcode") ? true : undefined}
              aria-describedby={problem("postcode") ? "precheck_postcode-error" : undefined}
            />
          </div>
          <div>
            <label htmlFor="precheck_address" className={label}>{p.visitAddress}</label>
            <input
              id="precheck_address"
              name="precheck_address"
              defaultValue={values.address}
              autoComplete="off"
              maxLength={300}
              className={input}
              aria-invalid={problem("address") ? true : undefined}
              aria-describedby={problem("address") ? "precheck_address-error" : undefined}
            />
          </div>
        </div>
        {problem("postcode") ? <p id="precheck_postcode-error" className="mt-1 text-sm font-semibold text-red-800">{problem("postcode")}</p> : null}
        {problem("address") ? <p id="precheck_address-error" className="mt-1 text-sm font-semibold text-red-800">{problem("address")}</p> : null}
        <button type="submit" name="intent" value="precheck-find" className={`${secondaryButton} mt-3`}>{p.find}</button>

        {volunteers.length === 0 ? (
          <p className="mt-4">{p.noVolunteers}</p>
        ) : (
          <fieldset className="mt-4" aria-describedby={problem("volunteer") ? "precheck_volunteer-error" : undefined}>
            <legend className="font-semibold">{p.volunteer}</legend>
            <ul className="mt-2 space-y-2" data-volunteers>
              {volunteers.map((v) => (
                <li key={v.id}>
                  <label className="flex min-h-11 items-start gap-2 rounded-md border border-stone-300 bg-white p-2" data-volunteer={v.covers ? "covers" : "outside"}>
                    <input type="radio" name="precheck_volunteer" value={v.id} defaultChecked={volunteers.length === 1} className="mt-1 size-5 shrink-0" />
                    <span>
                      <span className="font-semibold">{v.name}</span>{" "}
                      <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${v.covers ? "bg-green-100 text-green-950" : "bg-stone-200 text-stone-800"}`}>
                        {v.covers ? p.covers : p.outside}
                      </span>
                      <span className="block text-sm text-stone-700">
                        {t(p.areas, { areas: v.areas.length > 0 ? v.areas.map((a) => areaLabel(a, locale)).join(", ") : p.noAreas })} · {plural(locale, p.openCount, v.open)}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {problem("volunteer") ? <p id="precheck_volunteer-error" className="mt-1 text-sm font-semibold text-red-800">{problem("volunteer")}</p> : null}
          </fieldset>
        )}
        {volunteers.length > 0 ? (
          <button type="submit" name="intent" value="precheck-assign" className={`${button} mt-4`}>{p.assign}</button>
        ) : null}
      </Form>
    </Section>
  );
}
