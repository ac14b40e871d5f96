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
import { guardFormPost, refusalHeaders } from "#app/platform/forms/server/http.server.ts";
import { getMessages } from "#app/platform/forms/rules/messages.ts";
import { formatLongDate } from "#app/platform/i18n/dates.ts";
import { fill } from "#app/platform/i18n/format.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { errorCode } from "#app/platform/logging/error.ts";
import { MAX_PHOTO_FORM_BYTES, normaliseImage } from "#app/platform/images/server/uploads.server.ts";
import { scrubDeletedRows } from "#app/platform/db/scrub.server.ts";
import { FILE_TABLE } from "#app/platform/storage/files.server.ts";
import { NEWS_MAX, NEWS_PHOTOS_MAX, readNews, takesNews } from "#app/features/journey/aftercare/public.ts";
import { happyEndCopy } from "#app/features/journey/happy-ends/public.ts";
import { findByToken } from "#app/features/journey/request/public.server.ts";
import { addNews, newsOfRequest, withdrawConsent, type NewsPhotoInput } from "#app/features/journey/aftercare/public.server.ts";
import { limited, notFound, STATUS_PAGE_HEADERS } from "./status-page.server.ts";

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
  | { intent: "news"; ok: false; errors: { body?: string; photos?: string }; summary: string; body: string; consent: boolean }
  | { intent: "withdraw"; ok: true; text: string }
  | { intent: null; ok: false; error: string };

const CONTENT_TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

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

/** Reads the photos of a news: cleaned by the upload rules, at most five; the first problem named. */
async function readPhotos(files: readonly File[], c: NewsCopy): Promise<{ photos: NewsPhotoInput[]; problem: string | null; tooLarge: boolean }> {
  if (files.length > NEWS_PHOTOS_MAX) return { photos: [], problem: c.problems.tooMany, tooLarge: false };
  const photos: NewsPhotoInput[] = [];
  for (const file of files) {
    const result = await normaliseImage(new Uint8Array(await file.arrayBuffer()));
    if (!result.ok) return { photos: [], problem: c.problems[result.problem], tooLarge: result.problem === "tooLarge" };
    const extension = result.image.name.split(".").pop() ?? "";
    photos.push({ contentType: CONTENT_TYPES[extension] ?? "image/jpeg", bytes: result.image.data, width: result.image.width, height: result.image.height });
  }
  return { photos, problem: null, tooLarge: false };
}

/** The news page's posts: news with photos (intent=news) and taking a consent back (intent=withdraw). */
export async function newsPageAction(context: Context, request: Request, token: string | undefined) {
  const { locale } = context.get(localeContext);
  const services = context.get(servicesContext);
  const guard = getMessages(locale).guard;
  const headers = STATUS_PAGE_HEADERS;
  if (request.method !== "POST") {
    return data<NewsActionData>({ intent: null, ok: false, error: guard.badRequest }, { status: 405, headers: { ...headers, Allow: "GET, HEAD, POST" } });
  }
  const refusal = await limited(context);
  if (refusal) throw refusal;
  const row = await requestOf(context, token);
  const guarded = await guardFormPost(context, request, locale, { opaqueOrigin: true, files: true, maxBytes: MAX_PHOTO_FORM_BYTES });
  if (!guarded.ok) {
    return data<NewsActionData>({ intent: null, ok: false, error: guarded.error }, { status: guarded.status, headers: { ...headers, ...refusalHeaders(guarded) } });
  }
  const fields = guarded.body.type === "form" ? guarded.body.value : {};
  const files = guarded.body.type === "form" ? (guarded.body.files?.photos ?? []) : [];
  const c = happyEndCopy[locale].news;
  try {
    if (fields.intent === "news") {
      const news = readNews(fields);
      const read = await readPhotos(files, c);
      if (!news.ok || read.problem) {
        const errors = { ...(!news.ok ? { body: c.problems[news.problem] } : {}), ...(read.problem ? { photos: read.problem } : {}) };
        return data<NewsActionData>(
          { intent: "news", ok: false, errors, summary: c.errorSummary, body: news.body.slice(0, NEWS_MAX + 100), consent: fields.consent === "yes" },
          { status: read.tooLarge ? 413 : 400, headers },
        );
      }
      const key = typeof fields.key === "string" && /^[0-9a-f-]{36}$/.test(fields.key) ? fields.key : null;
      const outcome = await addNews(services.db, row.id, { body: news.body, consent: news.consent, clientKey: key }, read.photos);
      services.logger.info({ event: "family_news", submissionId: row.id, outcome, photos: read.photos.length }, "family news on its page");
      if (outcome === "limit" || outcome === "closed") {
        const text = outcome === "limit" ? c.problems.limit : c.problems.closed;
        return data<NewsActionData>(
          { intent: "news", ok: false, errors: { body: text }, summary: c.errorSummary, body: news.body, consent: news.consent },
          { status: outcome === "limit" ? 429 : 409, headers: outcome === "limit" ? { ...headers, "Retry-After": "86400" } : headers },
        );
      }
      return data<NewsActionData>({ intent: "news", ok: true, text: c.thanks }, { headers });
    }
    if (fields.intent === "withdraw") {
      const outcome = await withdrawConsent(services.db, row.id, String(fields.news ?? ""));
      services.logger.info({ event: "family_news_consent_withdrawn", submissionId: row.id, outcome: outcome.outcome }, "family took its consent back");
      if (outcome.outcome === "unknown") return data<NewsActionData>({ intent: null, ok: false, error: guard.badRequest }, { status: 400, headers });
      if (outcome.outcome === "withdrawn" && outcome.removed.length > 0) {
        // The published story is gone: its photos' cached sizes too, and the deleted rows' bytes (in the background).
        for (const file of outcome.removed) await services.images.forgetStored(file.path, file.sha256);
        void scrubDeletedRows(services.db, services.databaseKind, ["happy_ends", FILE_TABLE]).catch((error: unknown) =>
          services.logger.warn({ error: errorCode(error) }, "deleted happy end could not be scrubbed; the next erasure or retention run does it"),
        );
      }
      return data<NewsActionData>({ intent: "withdraw", ok: true, text: c.withdrawnNow }, { headers });
    }
  } catch (error) {
    services.logger.error({ event: "news_page_post_failed", error: errorCode(error) }, "news page post failed");
    return data<NewsActionData>({ intent: null, ok: false, error: guard.unavailable }, { status: 503, headers });
  }
  return data<NewsActionData>({ intent: null, ok: false, error: guard.badRequest }, { status: 400, headers });
}
