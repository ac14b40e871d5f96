/**
 * The family's news page (docs/product/journey.md#news-from-the-family): `/anfrage/{token}/neuigkeiten`,
 * reached by the link in the follow-up e-mails and on the status page, for an adoption request whose
 * dog has arrived. Its loader lists what the family sent; its posts store news with photos (a plain
 * multipart POST, without JavaScript too) and take a consent back. Private like the status page: the
 * same token, headers, rate limit and 404 for anything the token does not open.
 */
import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { localeContext, servicesContext } from "#app/platform/context.ts";
import { z } from "#app/platform/zod.ts";
import type { Services } from "#app/services.server.ts";
import { getMessages } from "#app/platform/forms/rules/messages.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { FORM_ERROR_KEY, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { formatLongDate } from "#app/platform/i18n/dates.ts";
import { fill } from "#app/platform/i18n/format.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { errorCode } from "#app/platform/logging/error.ts";
import { readUploads } from "#app/platform/images/server/uploads.server.ts";
import { MAX_PHOTO_FORM_BYTES, uploadMessage } from "#app/platform/images/rules/uploads.ts";
import { scrubDeletedRows } from "#app/platform/db/scrub.server.ts";
import { FILE_TABLE } from "#app/platform/storage/files.server.ts";
import { NEWS_MAX, NEWS_PHOTOS_MAX, readNews, takesNews } from "#app/features/journey/aftercare/public.ts";
import { happyEndCopy } from "#app/features/journey/happy-ends/public.ts";
import { findByToken } from "#app/features/journey/request/public.server.ts";
import { addNews, newsOfRequest, withdrawConsent } from "#app/features/journey/aftercare/public.server.ts";
import { limited, notFound, STATUS_PAGE_HEADERS } from "./status-page.server.ts";
import { pageRefusal, statusIntents, takeStatusForm } from "./forms.server.ts";

type Context = Readonly<RouterContextProvider>;
type NewsCopy = (typeof happyEndCopy)[Locale]["news"];

export interface SentNews {
  id: string;
  date: string;
  at: string;
  body: string;
  photos: string | null;
  /** The consent in words, and whether it can still be taken back here. */
  consent: string;
  withdrawable: boolean;
  /** The published happy end made from it. */
  published: { href: string; label: string } | null;
}

export interface NewsPageData {
  heading: string;
  copy: NewsCopy;
  consentHint: string;
  formKey: string;
  sent: SentNews[];
  statusHref: string;
}

export type NewsActionData =
  | { intent: "news"; ok: true; text: string }
  | { intent: "withdraw"; ok: true; text: string }
  /** A refused news (`body`, `photos`; the tick as sent), or a post refused before its form was known (no intent). */
  | IntentFailure;

/** The request a news page's token opens (an adoption request whose dog has arrived), or 404. */
async function requestOf(context: Context, token: string | undefined) {
  const row = await findByToken(context.get(servicesContext).db, token);
  if (!row || !takesNews(row)) notFound();
  return row;
}

export async function loadNewsPage(context: Context, token: string | undefined): Promise<NewsPageData> {
  const refusal = await limited(context);
  if (refusal) throw refusal;
  const services = context.get(servicesContext);
  const { locale } = context.get(localeContext);
  const row = await requestOf(context, token);
  const c = happyEndCopy[locale].news;
  const dog = row.dogName;
  const news = await newsOfRequest(services.db, row.id);
  return {
    heading: dog ? fill(c.heading, { dog }) : c.headingNoDog,
    copy: c,
    consentHint: fill(c.consentHint, { dog: dog ?? (locale === "de" ? "deinem Hund" : "tu perro") }),
    formKey: randomUUID(),
    statusHref: pathFor("requestStatus", locale, { token: token! }),
    sent: news.map((n) => ({
      id: n.id,
      at: n.createdAt.toISOString(),
      date: fill(c.sentOn, { date: formatLongDate(n.createdAt.toISOString(), locale) }),
      body: n.body,
      photos: n.photoIds.length > 0 ? plural(locale, c.photoCount, n.photoIds.length) : null,
      consent: n.consent ? c.consentGiven : n.consentWithdrawnAt ? fill(c.withdrawn, { date: formatLongDate(n.consentWithdrawnAt.toISOString(), locale) }) : c.consentNone,
      withdrawable: n.consent,
      published: n.consent && n.happyEnd?.status === "published" ? { href: pathFor("happyEnd", locale, { slug: n.happyEnd.slug }), label: c.published } : null,
    })),
  };
}

type PostCtx = { services: Services; row: NonNullable<Awaited<ReturnType<typeof findByToken>>>; locale: Locale };
const defineIntent = statusIntents<PostCtx>();

/** The news page's forms: news with photos (a plain multipart POST), and taking a consent back. */
const newsPageIntents = {
  news: defineIntent({
    // The words' and photos' rules are the part's (`readNews`) and the uploads' (`readUploads`): both are told at once.
    schema: z.object({ body: formField.text(NEWS_MAX * 4), consent: formField.text(10), key: formField.text(100), photos: formField.files() }),
    handle: async (sent, { services, row, locale }, form) => {
      const c = happyEndCopy[locale].news;
      const news = readNews(sent);
      const read = await readUploads(sent.photos, NEWS_PHOTOS_MAX);
      if (!news.ok || !read.ok) {
        const errors = { ...(!news.ok ? { body: c.problems[news.problem] } : {}), ...(!read.ok ? { photos: uploadMessage(c.problems, read.problem) } : {}) };
        return form.refuse(errors, { status: read.ok ? 400 : read.status });
      }
      const key = /^[0-9a-f-]{36}$/.test(sent.key) ? sent.key : null;
      const photos = read.uploads.map((u) => ({ contentType: u.contentType, bytes: u.data, width: u.width, height: u.height }));
      const outcome = await addNews(services.db, row.id, { body: news.body, consent: news.consent, clientKey: key }, photos);
      services.logger.info({ event: "family_news", submissionId: row.id, outcome, photos: photos.length }, "family news on its page");
      if (outcome === "limit") return form.refuse({ body: c.problems.limit }, { status: 429, headers: { "Retry-After": "86400" } });
      if (outcome === "closed") return form.refuse({ body: c.problems.closed }, { status: 409 });
      return data<NewsActionData>({ intent: "news", ok: true, text: c.thanks }, { headers: STATUS_PAGE_HEADERS });
    },
  }),
  withdraw: defineIntent({
    schema: z.object({ news: formField.text(100) }),
    handle: async (sent, { services, row, locale }, form) => {
      const outcome = await withdrawConsent(services.db, row.id, sent.news);
      services.logger.info({ event: "family_news_consent_withdrawn", submissionId: row.id, outcome: outcome.outcome }, "family took its consent back");
      if (outcome.outcome === "unknown") return form.refuse({ [FORM_ERROR_KEY]: getMessages(locale).guard.badRequest });
      if (outcome.outcome === "withdrawn" && outcome.removed.length > 0) {
        // The published story is gone: its photos' cached sizes too, and the deleted rows' bytes (in the background).
        for (const file of outcome.removed) await services.images.forgetStored(file.path, file.sha256);
        void scrubDeletedRows(services.db, services.databaseKind, ["happy_ends", FILE_TABLE]).catch((error: unknown) =>
          services.logger.warn({ error: errorCode(error) }, "deleted happy end could not be scrubbed; the next erasure or retention run does it"),
        );
      }
      return data<NewsActionData>({ intent: "withdraw", ok: true, text: happyEndCopy[locale].news.withdrawnNow }, { headers: STATUS_PAGE_HEADERS });
    },
  }),
};

/** The news page's posts: news with photos (intent=news) and taking a consent back (intent=withdraw). */
export async function newsPageAction(context: Context, request: Request, token: string | undefined) {
  const { locale } = context.get(localeContext);
  const services = context.get(servicesContext);
  const headers = STATUS_PAGE_HEADERS;
  if (request.method !== "POST") return pageRefusal(getMessages(locale).guard.badRequest, 405, { ...headers, Allow: "GET, HEAD, POST" });
  const refusal = await limited(context);
  if (refusal) throw refusal;
  const row = await requestOf(context, token);
  return takeStatusForm(context, request, newsPageIntents, { services, row, locale }, {
    headers,
    guard: { opaqueOrigin: true, files: true, maxBytes: MAX_PHOTO_FORM_BYTES },
    failedEvent: "news_page_post_failed",
  });
}
