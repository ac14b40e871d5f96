import { data, Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/foster-news";
import { z } from "#app/platform/zod.ts";
import { requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import type { IntentForm } from "#app/platform/forms/server/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { FORM_ERROR_KEY, firstMessage, refusalOf, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { scrubDeletedRows } from "#app/platform/db/scrub.server.ts";
import { FILE_TABLE } from "#app/platform/storage/files.server.ts";
import { errorCode } from "#app/platform/logging/error.ts";
import { publishableNews, setNewsPublished, type RemovedCopy } from "#app/features/journey/foster/public.server.ts";
import { dogSlug, isListedDog } from "#app/features/dogs/rules/index.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { adminMessages, t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { button, formatDateTime, Notice, PageTitle, secondaryButton, Section, useAdmin } from "../ui.tsx";

/**
 * The editors' page of the foster families' news (docs/product/foster.md#news): every news a foster
 * family allowed to publish, newest first, with its words, its photos and whether it is on the dog
 * page; one button each to publish it there or take it down. Only news with the family's consent
 * reach this page. A plain form: it works without JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, user } = await requireRole(args, "fosterNews");
  const [news, snapshot] = await Promise.all([publishableNews(services.db), services.dogs.get()]);
  const listed = new Map(snapshot.dogs.filter(isListedDog).map((dog) => [dog.id, dogSlug(dog)]));
  const site = user.locale === "es" ? services.env.SITE_URL_ES : services.env.SITE_URL_DE;
  return {
    news: news.map((n) => {
      const slug = listed.get(n.dogId);
      return {
        id: n.id,
        dogName: n.dogName,
        body: n.body,
        createdAt: n.createdAt.toISOString(),
        publishedAt: n.publishedAt?.toISOString() ?? null,
        photoIds: n.photoIds,
        // The dog's public page in the volunteer's language, while it is listed.
        dogPage: slug ? site + pathFor("dogDetail", user.locale, { slug }) : null,
      };
    }),
  };
}

type ActionData = IntentFailure | { ok: true; text: string };

type Ctx = Authorised;
const defineIntent = adminIntents<Ctx>();

/** A take-down deleted the published copies: their cached sizes go, and the deleted rows' bytes (in the background). */
async function forgetCopies(services: Ctx["services"], removed: readonly RemovedCopy[]): Promise<void> {
  if (removed.length === 0) return;
  for (const file of removed) await services.images.forgetStored(file.path, file.sha256);
  void scrubDeletedRows(services.db, services.databaseKind, [FILE_TABLE]).catch((error: unknown) =>
    services.logger.warn({ error: errorCode(error) }, "deleted foster news photos could not be scrubbed; the next erasure or retention run does it"),
  );
}

/** Publishes one news on its dog's page, or takes it down. */
async function setPublished(ctx: Ctx, newsId: string, publish: boolean, form: IntentForm) {
  const { services, actor, user } = ctx;
  const f = adminMessages[user.locale].fosterNews;
  const outcome = await setNewsPublished(services.db, actor, newsId, publish);
  if (!outcome.ok && outcome.reason === "unknown") throw data(null, { status: 404 });
  if (!outcome.ok && outcome.reason === "names_family") return form.refuse({ [FORM_ERROR_KEY]: t(f.namesFamily, { words: outcome.words.join(", ") }) }, { status: 409 });
  if (!outcome.ok) return form.refuse({ [FORM_ERROR_KEY]: f.notPublishable }, { status: 409 });
  await forgetCopies(services, outcome.removed);
  const dog = (await publishableNews(services.db)).find((n) => n.id === newsId)?.dogName ?? "–";
  return data<ActionData>({ ok: true, text: t(publish ? f.publishedNow : f.unpublishedNow, { dog }) });
}

/** The page's one form per news: publish it, or take it down. */
const intents = {
  publish: defineIntent({
    schema: z.object({ news: formField.text(100) }),
    handle: ({ news }, ctx, form) => setPublished(ctx, news, true, form),
  }),
  unpublish: defineIntent({
    schema: z.object({ news: formField.text(100) }),
    handle: ({ news }, ctx, form) => setPublished(ctx, news, false, form),
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "fosterNews");
  return takeForm(args.request, authorised.user.locale, intents, authorised);
}

export default function FosterNews({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const f = m.fosterNews;
  const result = useActionData<ActionData>();
  const refused = refusalOf(result);
  const done = result && "ok" in result && result.ok ? result.text : null;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageTitle title={`${f.title} – ${m.title}`}>{f.title}</PageTitle>
      <p className="mt-2 max-w-3xl">{f.intro}</p>
      {done ? <Notice tone="success">{done}</Notice> : null}
      {refused ? <Notice tone="error">{firstMessage(refused)}</Notice> : null}
      <Section title={f.list} id="freigegeben">
        {loaderData.news.length === 0 ? (
          <p>{f.none}</p>
        ) : (
          <ul className="divide-y divide-stone-200" data-foster-news-list>
            {loaderData.news.map((news) => (
              <li key={news.id} className="py-4 first:pt-0 last:pb-0" data-foster-news={news.id} data-published={news.publishedAt ? "yes" : "no"}>
                <h3 className="font-semibold">
                  {news.dogPage ? (
                    <a href={news.dogPage} className="text-brand-800 underline" aria-label={t(f.dogPage, { dog: news.dogName })}>{news.dogName}</a>
                  ) : (
                    <>
                      {news.dogName} <span className="font-normal text-stone-700">({f.notListed})</span>
                    </>
                  )}
                  <span className="font-normal text-stone-700">
                    {" · "}
                    {formatDateTime(news.createdAt, locale)}
                    {news.photoIds.length > 0 ? ` · ${plural(locale, f.photos, news.photoIds.length)}` : null}
                  </span>
                </h3>
                <p className="mt-1 text-sm" data-publication>
                  {news.publishedAt ? (
                    <span className="font-semibold text-green-800">{t(f.published, { date: formatDateTime(news.publishedAt, locale) })}</span>
                  ) : (
                    <span className="text-stone-700">{f.notPublished}</span>
                  )}
                </p>
                <p className="mt-2 max-w-3xl break-words whitespace-pre-wrap text-stone-900" data-foster-words>{news.body}</p>
                {news.photoIds.length > 0 ? (
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {news.photoIds.map((photoId, i) => (
                      <li key={photoId}>
                        <img src={adminPath("admin-foster-news-photo", { photoId })} alt={t(f.photoAlt, { n: i + 1 })} width={96} height={72} loading="lazy" className="h-18 w-24 rounded bg-stone-100 object-cover" />
                      </li>
                    ))}
                  </ul>
                ) : null}
                <Form method="post" className="mt-3">
                  <input type="hidden" name="news" value={news.id} />
                  {news.publishedAt ? (
                    <button type="submit" name="intent" value="unpublish" className={secondaryButton} disabled={busy}>{f.unpublish}</button>
                  ) : (
                    <button type="submit" name="intent" value="publish" className={button} disabled={busy}>{f.publish}</button>
                  )}
                </Form>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
