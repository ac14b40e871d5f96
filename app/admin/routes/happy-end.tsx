import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/happy-end";
import { z } from "#app/platform/zod.ts";
import { requireRole, adminQuery, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { firstMessage, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { HAPPY_END_ALT_MAX, HAPPY_END_TEXT_MAX, HAPPY_END_TITLE_MAX, happyEndFormFields, readHappyEndForm, withoutInvisible, type HappyEndError, type HappyEndField, type HappyEndFields, type HappyEndInput } from "#app/features/journey/happy-ends/public.ts";
import { loadHappyEnd, removeHappyEnd, saveHappyEnd, type SaveIntent } from "#app/features/journey/happy-ends/public.server.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { adminMessages, t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { button, dangerButton, formatDateTime, input, label, Notice, PageTitle, Section, secondaryButton, useAdmin } from "../ui.tsx";

/**
 * One happy end for the editors (docs/product/journey.md#happy-ends): the family's words as sent,
 * the public texts in both languages, the photos to show, the dog page's redirect, and saving,
 * publishing, taking back and deleting. A plain form: it works without JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "content");
  const view = await loadHappyEnd(services.db, args.params.id ?? "");
  if (!view) throw data(null, { status: 404 });
  const { row, news } = view;
  const env = services.env;
  return {
    happyEnd: {
      id: row.id,
      version: row.version,
      status: row.status as "draft" | "published",
      dogName: row.dogName,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      input: {
        slug: row.slug,
        title: { de: row.titleDe, es: row.titleEs },
        text: { de: row.textDe, es: row.textEs },
        alt: { de: row.photoAltDe, es: row.photoAltEs },
        photoIds: row.photoIds,
        redirectDog: row.redirectDog,
      } satisfies HappyEndInput,
      publishedPhotos: row.photoPaths.length,
      urls: row.status === "published" ? { de: env.SITE_URL_DE + pathFor("happyEnd", "de", { slug: row.slug }), es: env.SITE_URL_ES + pathFor("happyEnd", "es", { slug: row.slug }) } : null,
    },
    news: news ? { body: news.body, locale: news.locale, createdAt: news.createdAt.toISOString(), photoIds: news.photoIds } : null,
    created: adminQuery(args.request).has("neu"),
  };
}

type ActionData =
  | IntentFailure
  | { ok: true; text: string }
  | { ok: false; confirmUnpublish: true }
  | { ok: false; errors: HappyEndError[]; input: HappyEndInput }
  | { ok: false; stale: string; input: HappyEndInput };

type Ctx = Authorised & { id: string; view: NonNullable<Awaited<ReturnType<typeof loadHappyEnd>>> };
const defineIntent = adminIntents<Ctx>();

/** Saves, publishes or takes back what the form holds (taking back: what is stored); a stale form is refused (409). */
async function save(ctx: Ctx, sent: HappyEndInput, version: string, intent: SaveIntent) {
  const { services, actor, user, id } = ctx;
  const h = adminMessages[user.locale].happyEnds;
  const outcome = await saveHappyEnd(services.db, actor, id, sent, Number.parseInt(version, 10), intent);
  if (!outcome.ok && outcome.reason === "unknown") throw data(null, { status: 404 });
  if (!outcome.ok && outcome.reason === "stale") return data<ActionData>({ ok: false, stale: h.stale, input: sent }, { status: 409 });
  // Shown again without invisible characters: the error says they were taken out.
  if (!outcome.ok) return data<ActionData>({ ok: false, errors: outcome.reason === "invalid" ? outcome.errors : [], input: withoutInvisible(sent) }, { status: 400 });
  for (const file of outcome.removed) await services.images.forgetStored(file.path, file.sha256);
  const text = intent === "publish" ? h.publishedNow : intent === "unpublish" ? h.unpublished : h.saved;
  return data<ActionData>({ ok: true, text });
}

/** The form's texts and photos as the happy ends' rules read them. */
const edited = (fields: HappyEndFields, ctx: Ctx) => readHappyEndForm(fields, ctx.view.news?.photoIds ?? []);

/** The page's forms: save, publish, take back (after a question), delete (with the tick). */
const intents = {
  save: defineIntent({ schema: happyEndFormFields, handle: (fields, ctx) => save(ctx, edited(fields, ctx), fields.version, "save") }),
  publish: defineIntent({ schema: happyEndFormFields, handle: (fields, ctx) => save(ctx, edited(fields, ctx), fields.version, "publish") }),
  unpublish: defineIntent({
    schema: z.object({ version: formField.text(50), confirm: formField.ticked() }),
    handle: ({ version, confirm }, ctx) => {
      // Taking back asks first (the form's button); the confirmation's own form takes it back as stored.
      if (!confirm) return data<ActionData>({ ok: false, confirmUnpublish: true });
      const { row } = ctx.view;
      const stored = { slug: row.slug, title: { de: row.titleDe, es: row.titleEs }, text: { de: row.textDe, es: row.textEs }, alt: { de: row.photoAltDe, es: row.photoAltEs }, photoIds: row.photoIds, redirectDog: row.redirectDog };
      return save(ctx, stored, version, "unpublish");
    },
  }),
  delete: defineIntent({
    schema: (m) => z.object({ confirm: formField.ticked().refine(Boolean, m.remove.needsConfirm) }),
    handle: async (_sent, { services, actor, id }) => {
      const removed = await removeHappyEnd(services.db, actor, id);
      for (const file of removed.removed) await services.images.forgetStored(file.path, file.sha256);
      throw redirect(`${adminPath("admin-happy-ends")}?geloescht=1`);
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "content");
  const id = args.params.id ?? "";
  const view = await loadHappyEnd(authorised.services.db, id);
  if (!view) throw data(null, { status: 404 });
  return takeForm(args.request, authorised.user.locale, intents, { ...authorised, id, view });
}

const NO_ERRORS: HappyEndError[] = [];

/**
 * The question before a published happy end is taken back (its own small form: it takes it back as
 * stored, the main form's edits aside). Shown by the action's answer, so it works without JavaScript.
 */
function ConfirmUnpublish({ version, busy }: { version: number; busy: boolean }) {
  const { m } = useAdmin();
  const h = m.happyEnds;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section role="alertdialog" aria-labelledby="he-unpublish-title" aria-describedby="he-unpublish-text" className="mt-4 rounded-md border-l-4 border-amber-700 bg-amber-50 px-4 py-3 text-stone-950" data-confirm-unpublish>
      <h2 id="he-unpublish-title" ref={heading} tabIndex={-1} className="text-lg font-semibold">{h.unpublishConfirmTitle}</h2>
      <p id="he-unpublish-text" className="mt-1">{h.unpublishConfirmText}</p>
      <Form method="post" className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" name="intent" value="unpublish" className={dangerButton} disabled={busy}>{h.unpublishConfirm}</button>
        <Link to="." className={secondaryButton}>{h.unpublishCancel}</Link>
      </Form>
    </section>
  );
}

const FIELD_IDS: Record<HappyEndField, string> = {
  slug: "he-slug",
  titleDe: "he-title-de",
  titleEs: "he-title-es",
  textDe: "he-text-de",
  textEs: "he-text-es",
  altDe: "he-alt-de",
  altEs: "he-alt-es",
  photos: "he-photos",
};

export default function HappyEnd({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const h = m.happyEnds;
  const result = useActionData<ActionData>();
  const navigation = useNavigation();
  const summary = useRef<HTMLDivElement>(null);
  const { happyEnd, news } = loaderData;
  // A post the form's schema refused (a hand-made one): its message at the top.
  const kitRefusal = result && "values" in result ? result : null;
  const refused = result && !result.ok && !("values" in result) ? result : null;
  const errors = refused && "errors" in refused ? refused.errors : NO_ERRORS;
  const values = refused && "input" in refused ? refused.input : happyEnd.input;
  const confirming = refused && "confirmUnpublish" in refused;
  useEffect(() => {
    if (refused && "errors" in refused && refused.errors.length > 0) summary.current?.focus();
  }, [refused]);
  const error = (name: HappyEndField) => {
    const found = errors.find((e) => e.field === name);
    const quoted = (found?.words ?? []).map((w) => (locale === "de" ? `„${w}“` : `«${w}»`)).join(", ");
    return found ? t(h.errors[found.problem as keyof typeof h.errors] ?? h.errors.required, { words: quoted }) : null;
  };
  const FIELD_LABELS: Record<HappyEndField, string> = {
    slug: h.slug, titleDe: h.titleDe, titleEs: h.titleEs, textDe: h.textDe, textEs: h.textEs, altDe: h.altDe, altEs: h.altEs, photos: h.photosLegend,
  };
  const published = happyEnd.status === "published";
  const busy = navigation.state === "submitting";
  // One field: a text input or a text area, with its label, hint and error.
  const textField = (name: HappyEndField, text: string, value: string, max: number, options: { area?: boolean; hint?: string } = {}) => {
    const id = FIELD_IDS[name];
    const problem = error(name);
    const described = [options.hint ? `${id}-hint` : null, problem ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
    const common = { id, name, defaultValue: value, maxLength: max, "aria-invalid": problem ? true : undefined, "aria-describedby": described, className: input };
    return (
      <div>
        <label htmlFor={id} className={label}>{text}</label>
        {options.hint ? <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700">{options.hint}</p> : null}
        {options.area ? <textarea rows={10} {...common} /> : <input {...common} />}
        {problem ? <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">{problem}</p> : null}
      </div>
    );
  };
  return (
    <>
      <p>
        <Link to={adminPath("admin-happy-ends")} className="inline-flex min-h-11 items-center text-brand-800 underline">{h.back}</Link>
      </p>
      <PageTitle title={`${t(h.pageTitle, { dog: happyEnd.dogName })} – ${m.title}`}>{t(h.pageTitle, { dog: happyEnd.dogName })}</PageTitle>
      <p className="mt-2 text-stone-700" data-happy-end-status={happyEnd.status}>
        {published && happyEnd.publishedAt ? t(h.published, { date: formatDateTime(happyEnd.publishedAt, locale) }) : h.draft}
        {happyEnd.urls
          ? (["de", "es"] as const).map((lang) => (
              <a key={lang} href={happyEnd.urls![lang]} className="ml-4 inline-flex min-h-11 items-center text-brand-800 underline" data-public-link={lang}>
                {t(h.view, { language: m.languages[lang] })}
              </a>
            ))
          : null}
      </p>
      {loaderData.created && !result ? <Notice tone="success">{h.created}</Notice> : null}
      {result?.ok ? <Notice tone="success">{result.text}</Notice> : null}
      {refused && "stale" in refused ? <Notice tone="error">{refused.stale}</Notice> : null}
      {kitRefusal ? <Notice tone="error">{firstMessage(kitRefusal)}</Notice> : null}
      {confirming ? <ConfirmUnpublish version={happyEnd.version} busy={busy} /> : null}

      <Section title={news ? t(h.source, { language: m.languages[news.locale], date: formatDateTime(news.createdAt, locale) }) : h.detached} id="familie">
        {news ? (
          <>
            <blockquote className="border-l-4 border-stone-300 pl-4 break-words whitespace-pre-wrap text-stone-900" data-family-words>{news.body}</blockquote>
            <p className="mt-3 text-sm text-stone-700">{h.sourceHint}</p>
          </>
        ) : (
          <p>{h.sourceGone}</p>
        )}
      </Section>

      <Section title={h.formTitle} id="bearbeiten">
        {errors.length > 0 ? (
          <div ref={summary} tabIndex={-1} role="alert" className="mb-4 rounded-md border-l-4 border-red-800 bg-red-50 px-4 py-3 text-red-950" data-error-summary>
            <p className="font-semibold">{plural(locale, h.errorSummary, errors.length)}</p>
            <ul className="mt-1 list-disc pl-5">
              {errors.map((e) => (
                <li key={e.field}><a href={`#${FIELD_IDS[e.field]}`}>{FIELD_LABELS[e.field]}: {error(e.field)}</a></li>
              ))}
            </ul>
          </div>
        ) : null}
        {/* A new form after each save: the fields show what is stored. */}
        <Form method="post" noValidate className="space-y-5" key={happyEnd.version} data-happy-end-form>
          <input type="hidden" name="version" value={happyEnd.version} />
          {textField("slug", h.slug, values.slug, 80, { hint: h.slugHint })}
          <div className="grid gap-5 lg:grid-cols-2">
            {textField("titleDe", h.titleDe, values.title.de, HAPPY_END_TITLE_MAX)}
            {textField("titleEs", h.titleEs, values.title.es, HAPPY_END_TITLE_MAX)}
            {textField("textDe", h.textDe, values.text.de, HAPPY_END_TEXT_MAX, { area: true, hint: h.textHint })}
            {textField("textEs", h.textEs, values.text.es, HAPPY_END_TEXT_MAX, { area: true, hint: h.textHint })}
          </div>
          {news && news.photoIds.length > 0 ? (
            <fieldset id={FIELD_IDS.photos} tabIndex={-1} aria-describedby={error("photos") ? "he-photos-hint he-photos-error" : "he-photos-hint"}>
              <legend className={label}>{h.photosLegend}</legend>
              <p id="he-photos-hint" className="mt-1 text-sm text-stone-700">{h.photosHint}</p>
              <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
                {news.photoIds.map((photoId, i) => (
                  <li key={photoId}>
                    <label className="block cursor-pointer rounded-md border border-stone-300 p-2 has-checked:border-brand-700 has-checked:bg-brand-50">
                      <img src={adminPath("admin-happy-end-photo", { photoId })} alt={t(h.photoAlt, { n: i + 1 })} width={200} height={150} loading="lazy" className="aspect-[4/3] w-full rounded bg-stone-100 object-cover" />
                      <span className="mt-2 flex min-h-11 items-center gap-2">
                        <input type="checkbox" name="photo" value={photoId} defaultChecked={values.photoIds.includes(photoId)} className="size-5" />
                        {t(m.news.photo, { n: i + 1 })}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              {error("photos") ? <p id="he-photos-error" className="mt-1 text-sm font-semibold text-red-800">{error("photos")}</p> : null}
            </fieldset>
          ) : error("photos") ? (
            <p id={FIELD_IDS.photos} className="text-sm font-semibold text-red-800">{error("photos")}</p>
          ) : null}
          <div className="grid gap-5 lg:grid-cols-2">
            {textField("altDe", h.altDe, values.alt.de, HAPPY_END_ALT_MAX)}
            {textField("altEs", h.altEs, values.alt.es, HAPPY_END_ALT_MAX)}
          </div>
          <div>
            <label className="flex min-h-11 items-start gap-2">
              <input type="checkbox" name="redirectDog" value="yes" defaultChecked={values.redirectDog} aria-describedby="he-redirect-hint" className="mt-1 size-5" />
              <span className="font-semibold">{h.redirectDog}</span>
            </label>
            <p id="he-redirect-hint" className="ml-7 text-sm text-stone-700">{h.redirectHint}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            {published ? (
              <>
                <button type="submit" name="intent" value="save" className={button} disabled={busy}>{h.savePublished}</button>
                <button type="submit" name="intent" value="unpublish" className={secondaryButton} disabled={busy}>{h.unpublish}</button>
              </>
            ) : (
              <>
                <button type="submit" name="intent" value="publish" className={button} disabled={busy}>{h.publish}</button>
                <button type="submit" name="intent" value="save" className={secondaryButton} disabled={busy}>{h.save}</button>
              </>
            )}
          </div>
        </Form>
      </Section>

      <Section title={h.remove} id="loeschen">
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="delete" />
          <label className="flex min-h-11 items-start gap-2">
            <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-5" />
            {h.removeConfirm}
          </label>
          <button type="submit" className={dangerButton}>{h.removeSubmit}</button>
        </Form>
      </Section>
    </>
  );
}
