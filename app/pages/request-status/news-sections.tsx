/**
 * The family's news page (docs/product/journey.md#news-from-the-family): the form for news with up to
 * five photos and the consent to publish, and what the family sent, each with its consent and the
 * button to take it back. Every form is a plain POST that works without JavaScript; every sentence
 * comes from the server.
 */
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { CircleCheck } from "lucide-react";
import type { NewsActionData, NewsPageData } from "#app/features/journey/status/public.server.ts";
import { firstMessage, refusalOf } from "#app/platform/forms/rules/intents.ts";
import { NEWS_MAX } from "#app/features/journey/aftercare/public.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { FieldError } from "#app/ui/forms/field-error.tsx";
import { inputClass, outlineButton, primaryButton } from "#app/ui/styles.ts";

const card = "rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6";

export function NewsPage({ page, result }: { page: NewsPageData; result: NewsActionData | undefined }) {
  const c = page.copy;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "news";
  const refused = refusalOf(result, "news");
  // Any other refusal (the guard's, a consent that is no more to take back): above the form.
  const other = refusalOf(result);
  const general = other && other.intent !== "news" ? other : null;
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refused) summary.current?.focus();
  }, [refused]);
  const errorIds = (field: "body" | "photos", hint: string) => (refused?.errors[field] ? `${hint} news-${field}-error` : hint);
  return (
    <>
      <PageHero title={page.heading} narrow>
        <p className="mt-3 text-stone-700">{c.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:px-6">
        {result && "text" in result ? (
          <p role="status" className="flex items-start gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-4 font-medium text-emerald-900" data-news-done={result.intent}>
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{result.text}</span>
          </p>
        ) : null}
        {general ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-800">{firstMessage(general)}</p>
        ) : null}
        {/* A new key after each stored news: the form starts empty again. */}
        <Form method="post" encType="multipart/form-data" noValidate key={page.sent.length} className={card} data-news-form>
          {refused ? (
            <div ref={summary} tabIndex={-1} role="alert" className="mb-4 rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900" data-error-summary>
              <p className="font-semibold">{c.errorSummary}</p>
              <ul className="mt-1 list-disc pl-5">
                {refused.errors.body ? <li><a href="#news-body">{refused.errors.body}</a></li> : null}
                {refused.errors.photos ? <li><a href="#news-photos">{refused.errors.photos}</a></li> : null}
              </ul>
            </div>
          ) : null}
          <input type="hidden" name="intent" value="news" />
          <input type="hidden" name="key" value={page.formKey} />
          <label htmlFor="news-body" className="block font-semibold text-stone-900">{c.body}</label>
          <p id="news-body-hint" className="mt-1 text-sm text-stone-700">{c.bodyHint}</p>
          <textarea
            id="news-body"
            name="body"
            rows={8}
            required
            maxLength={NEWS_MAX}
            defaultValue={refused?.values.body ?? ""}
            aria-invalid={refused?.errors.body ? true : undefined}
            aria-describedby={errorIds("body", "news-body-hint")}
            className={inputClass(Boolean(refused?.errors.body))}
          />
          <FieldError id="news-body-error" messages={refused?.errors.body} />
          <label htmlFor="news-photos" className="mt-6 block font-semibold text-stone-900">{c.photos}</label>
          <p id="news-photos-hint" className="mt-1 text-sm text-stone-700">{c.photosHint}</p>
          <input
            id="news-photos"
            name="photos"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={refused?.errors.photos ? true : undefined}
            aria-describedby={errorIds("photos", "news-photos-hint")}
            className="mt-2 block w-full text-stone-900 file:mr-4 file:min-h-11 file:rounded-lg file:border-2 file:border-stone-300 file:bg-white file:px-4 file:font-semibold"
          />
          <FieldError id="news-photos-error" messages={refused?.errors.photos} />
          <label className="mt-6 flex items-start gap-3 text-stone-900">
            <input type="checkbox" name="consent" value="yes" defaultChecked={refused?.values.consent === "yes"} aria-describedby="news-consent-hint" className="mt-1 size-5 shrink-0" />
            <span className="font-semibold">{c.consent}</span>
          </label>
          <p id="news-consent-hint" className="mt-1 ml-8 text-sm leading-relaxed text-stone-700">{page.consentHint}</p>
          <button type="submit" className={`mt-6 ${primaryButton}`} disabled={sending}>
            {sending ? c.sending : c.submit}
          </button>
        </Form>

        {page.sent.length > 0 ? (
          <section aria-labelledby="sent-heading">
            <h2 id="sent-heading" className="text-2xl font-bold tracking-tight text-stone-900">{c.sentHeading}</h2>
            <ol className="mt-4 space-y-4" data-sent-news>
              {page.sent.map((news) => (
                <li key={news.id} className={card} data-news={news.id}>
                  <p className="text-sm font-semibold text-stone-700">
                    <time dateTime={news.at}>{news.date}</time>
                    {news.photos ? ` · ${news.photos}` : null}
                  </p>
                  <p className="mt-2 leading-relaxed break-words whitespace-pre-wrap text-stone-900">{news.body}</p>
                  <p className="mt-3 text-stone-800" data-consent={news.withdrawable ? "given" : "none"}>{news.consent}</p>
                  {news.published ? (
                    <p className="mt-2 text-stone-800">
                      {news.published.label}{" "}
                      <Link to={news.published.href} className="font-semibold">{news.published.href}</Link>
                    </p>
                  ) : null}
                  {news.withdrawable ? (
                    <Form method="post" encType="multipart/form-data" className="mt-3">
                      <input type="hidden" name="intent" value="withdraw" />
                      <input type="hidden" name="news" value={news.id} />
                      <button type="submit" className="inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-red-700 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50">
                        {c.withdraw}
                      </button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        <p>
          <Link to={page.statusHref} className={outlineButton}>{c.back}</Link>
        </p>
      </div>
    </>
  );
}
