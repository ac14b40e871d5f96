/**
 * The request page's follow-ups after the handover (docs/product/journey.md#follow-up-e-mails): for an
 * arrived adoption request, each follow-up with its day and where it stands, the retest reminder
 * among them, or why there is none (docs/product/travel.md#retest-reminder).
 */
import { Link } from "react-router";
import { formatLongDate } from "#app/platform/i18n/dates.ts";
import type { FollowupsPart } from "#app/features/journey/aftercare/public.server.ts";
import { FOLLOWUP_WINDOW_DAYS } from "#app/features/journey/aftercare/public.ts";
import { t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { Section, useAdmin } from "../ui.tsx";

export function FollowupsSection({ part, dogName }: { part: FollowupsPart; dogName: string | null }) {
  const { m, locale } = useAdmin();
  const f = m.followups;
  const dog = dogName ?? m.submission.dog;
  const stateText = (state: FollowupsPart["items"][number]["state"]) => t(f.states[state], { days: FOLLOWUP_WINDOW_DAYS, date: formatLongDate(part.deletedOn, locale) });
  return (
    <Section title={f.section} id="nachfragen">
      <div data-followups-part>
        {part.arrivedAt ? <p>{t(f.arrivedOn, { date: formatLongDate(part.arrivedAt, locale) })}</p> : <p data-followups-none>{f.noArrival}</p>}
        {part.arrivedAt && !part.hasEmail ? <p className="mt-2" data-followups-none>{f.noEmail}</p> : null}
        {part.items.length > 0 ? (
          <ul className="mt-3 space-y-2" data-followups>
            {part.items.map((item) => (
              <li key={item.which} className="rounded-md border border-stone-300 px-3 py-2" data-followup={item.which} data-state={item.state}>
                <span className="font-semibold">{t(f.items[item.which], { date: formatLongDate(item.day, locale) })}</span>
                <span className="text-stone-700">: {stateText(item.state)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {part.noRetest ? (
          <p className="mt-3" data-no-retest={part.noRetest}>
            {part.noRetest === "untested" ? t(f.noRetest, { dog }) : f.noRetestNoDog}
            {part.dogId ? (
              <>
                {" "}
                <Link to={adminPath("admin-dog-papers", { dogId: part.dogId })} className="font-semibold text-brand-800 underline">{t(f.papersLink, { dog })}</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
    </Section>
  );
}
