/**
 * The request page's news of the family (docs/product/journey.md#news-from-the-family): what it sent
 * after the handover, its photos (private), whether it may be published, and its happy end.
 */
import { Link } from "react-router";
import { t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { formatDateTime, Section, useAdmin } from "../ui.tsx";
import type { NewsPart } from "#app/features/journey/aftercare/public.server.ts";

export function NewsSection({ part, submissionId, canEdit }: { part: NewsPart; submissionId: string; canEdit: boolean }) {
  const { m, locale } = useAdmin();
  const n = m.news;
  return (
    <Section title={n.section} id="neuigkeiten">
      {part.items.length === 0 ? (
        <p>{n.none}</p>
      ) : (
        <ol className="space-y-4" data-family-news>
          {part.items.map((item) => (
            <li key={item.id} className="rounded-md border border-stone-300 p-3" data-news={item.id}>
              <p className="text-sm font-semibold text-stone-700">{t(n.on, { date: formatDateTime(item.createdAt, locale) })}</p>
              <p className="mt-1 break-words whitespace-pre-wrap">{item.body}</p>
              {item.photoIds.length > 0 ? (
                <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
                  {item.photoIds.map((photoId, i) => (
                    <li key={photoId}>
                      <a href={adminPath("admin-news-photo", { id: submissionId, photoId })}>
                        <img src={adminPath("admin-news-photo", { id: submissionId, photoId })} alt={t(n.photo, { n: i + 1 })} width={160} height={120} loading="lazy" className="aspect-[4/3] w-full rounded bg-stone-100 object-cover" />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="mt-2 text-sm" data-consent={item.consent ? "yes" : "no"}>
                {item.consent && item.consentAt
                  ? t(n.consent, { date: formatDateTime(item.consentAt, locale) })
                  : item.consentWithdrawnAt
                    ? t(n.withdrawn, { date: formatDateTime(item.consentWithdrawnAt, locale) })
                    : n.noConsent}
              </p>
              {item.happyEnd ? (
                <p className="mt-1 text-sm">
                  {canEdit ? (
                    <Link to={adminPath("admin-happy-end", { id: item.happyEnd.id })} className="text-brand-800 underline">
                      {t(n.happyEnd, { status: n.happyEndStatus[item.happyEnd.status === "published" ? "published" : "draft"] })}
                    </Link>
                  ) : (
                    t(n.happyEnd, { status: n.happyEndStatus[item.happyEnd.status === "published" ? "published" : "draft"] })
                  )}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
