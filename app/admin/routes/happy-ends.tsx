import { data, Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/happy-ends";
import { z } from "#app/platform/zod.ts";
import { requireRole, adminQuery, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { FORM_ERROR_KEY, firstMessage, refusalOf } from "#app/platform/forms/rules/intents.ts";
import { excerpt } from "#app/features/journey/happy-ends/public.ts";
import { consentedNewsWithoutHappyEnd } from "#app/features/journey/aftercare/public.server.ts";
import { createHappyEnd, listHappyEnds } from "#app/features/journey/happy-ends/public.server.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { adminMessages, t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { button, formatDateTime, Notice, PageTitle, Section, useAdmin } from "../ui.tsx";

/**
 * The editors' happy ends (docs/product/journey.md#happy-ends): the news families allowed to publish
 * that wait for a happy end, and every happy end, drafts first. Only news with consent reach this page.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, user } = await requireRole(args, "content");
  const [waiting, list] = await Promise.all([consentedNewsWithoutHappyEnd(services.db), listHappyEnds(services.db, user.locale)]);
  const env = services.env;
  return {
    waiting: waiting.map((n) => ({ id: n.id, dogName: n.dogName, excerpt: excerpt(n.body, 300), createdAt: n.createdAt.toISOString(), photoIds: n.photoIds })),
    list: list.map((h) => ({
      ...h,
      updatedAt: h.updatedAt.toISOString(),
      publishedAt: h.publishedAt?.toISOString() ?? null,
      urls: h.status === "published" ? { de: env.SITE_URL_DE + pathFor("happyEnd", "de", { slug: h.slug }), es: env.SITE_URL_ES + pathFor("happyEnd", "es", { slug: h.slug }) } : null,
    })),
    deleted: adminQuery(args.request).has("geloescht"),
  };
}

type Ctx = Authorised;
const defineIntent = adminIntents<Ctx>();

/** The page's one form per waiting news: make a happy end of it. */
const intents = {
  create: defineIntent({
    schema: z.object({ news: formField.text(100) }),
    handle: async ({ news }, { services, actor, user }, form) => {
      const outcome = await createHappyEnd(services.db, actor, services.forms.secret, news);
      if (outcome.ok) throw redirect(`${adminPath("admin-happy-end", { id: outcome.id })}?neu=1`);
      if (outcome.reason === "unknown") throw data(null, { status: 404 });
      return form.refuse({ [FORM_ERROR_KEY]: adminMessages[user.locale].happyEnds.exists }, { status: 409 });
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "content");
  return takeForm(args.request, authorised.user.locale, intents, authorised);
}

export default function HappyEnds({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const h = m.happyEnds;
  const refused = refusalOf(useActionData<typeof action>());
  return (
    <>
      <PageTitle title={`${h.title} – ${m.title}`}>{h.title}</PageTitle>
      <p className="mt-2 max-w-3xl">{h.intro}</p>
      {loaderData.deleted ? <Notice tone="success">{h.deleted}</Notice> : null}
      {refused ? <Notice tone="error">{firstMessage(refused)}</Notice> : null}
      <Section title={h.waiting} id="freigegeben">
        {loaderData.waiting.length === 0 ? (
          <p>{h.waitingNone}</p>
        ) : (
          <ul className="space-y-4" data-waiting-news>
            {loaderData.waiting.map((news) => (
              <li key={news.id} className="rounded-md border border-stone-300 p-3" data-news={news.id}>
                <p className="font-semibold">
                  {t(h.waitingLine, { dog: news.dogName ?? "–", date: formatDateTime(news.createdAt, locale) })}
                  {news.photoIds.length > 0 ? ` · ${plural(locale, h.photos, news.photoIds.length)}` : null}
                </p>
                <p className="mt-1 break-words text-stone-800">{news.excerpt}</p>
                {news.photoIds.length > 0 ? (
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {news.photoIds.map((photoId, i) => (
                      <li key={photoId}>
                        <img src={adminPath("admin-happy-end-photo", { photoId })} alt={t(h.photoAlt, { n: i + 1 })} width={96} height={72} loading="lazy" className="h-18 w-24 rounded bg-stone-100 object-cover" />
                      </li>
                    ))}
                  </ul>
                ) : null}
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="create" />
                  <input type="hidden" name="news" value={news.id} />
                  <button type="submit" className={button}>{h.create}</button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={h.list} id="liste">
        {loaderData.list.length === 0 ? (
          <p>{h.listNone}</p>
        ) : (
          <ul className="divide-y divide-stone-200" data-happy-end-list>
            {loaderData.list.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-happy-end={item.id} data-status={item.status}>
                <div>
                  <p className="font-semibold">{item.title || item.dogName}</p>
                  <p className="text-sm text-stone-700">
                    {item.dogName} · {item.status === "published" && item.publishedAt ? t(h.published, { date: formatDateTime(item.publishedAt, locale) }) : h.draft}
                    {item.detached ? ` · ${h.detached}` : null}
                  </p>
                </div>
                <div className="flex flex-wrap gap-3">
                  <Link to={adminPath("admin-happy-end", { id: item.id })} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">{h.edit}</Link>
                  {item.urls
                    ? (["de", "es"] as const).map((lang) => (
                        <a key={lang} href={item.urls![lang]} className="inline-flex min-h-11 items-center text-brand-800 underline">
                          {t(h.view, { language: m.languages[lang] })}
                        </a>
                      ))
                    : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
