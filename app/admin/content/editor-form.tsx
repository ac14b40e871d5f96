/**
 * The editor of a post or guide: German and Spanish side by side, slugs
 * suggested and checked as you type, a Markdown editor with live preview
 * (a plain textarea without JavaScript), publishing, pictures and gallery.
 * A plain multipart POST to the route's action; better with JavaScript.
 */
import { useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ARTICLE_BUCKETS, type ArticleKind } from "#app/features/articles/rules/format.ts";
import type { FieldErrors } from "#app/features/articles/rules/editing.ts";
import { LANGS, slugProblem, suggestSlug, type Lang } from "#app/features/articles/rules/slug.ts";
import { t } from "../messages/index.ts";
import { button, dangerButton, input, label, Notice, PageTitle, Section, secondaryButton, useAdmin } from "../ui.tsx";
import { adminPath } from "../route-table.ts";
import { contentPath } from "./paths.ts";
import type { EditorValues } from "./values.ts";
import { MarkdownField } from "./markdown-field.tsx";
import { UPLOAD_PROBLEMS, uploadMessage, type UploadProblem } from "#app/platform/images/rules/uploads.ts";

export interface EditorFormProps {
  kind: ArticleKind;
  id: string | null;
  values: EditorValues;
  taken: Record<Lang, string[]>;
  storageBase: string;
  publicUrls: Record<Lang, string> | null;
  flash: { created: true } | { restored: number } | { saved: number } | null;
  result?: { values: EditorValues; errors: FieldErrors; conflict?: number; formError?: "featured" };
}


export function imageSrc(storageBase: string, kind: ArticleKind, value: string): string {
  return /^https?:\/\//.test(value) ? value : `${storageBase}/${ARTICLE_BUCKETS[kind]}/${value.split("/").map(encodeURIComponent).join("/")}`;
}

function useErrorText() {
  const { m } = useAdmin();
  return (key: string | undefined) => {
    if (!key) return undefined;
    // A picture's problem is worded by the uploads' messages, with the limits they name.
    if ((UPLOAD_PROBLEMS as readonly string[]).includes(key)) return uploadMessage(m.uploads, key as UploadProblem);
    return (m.editor.errors as Record<string, string>)[key] ?? m.editor.errors.invalid;
  };
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {text}
    </p>
  );
}

function Field({
  name,
  text,
  error,
  hint,
  children,
}: {
  name: string;
  text: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const describedBy = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="mt-4">
      <label htmlFor={name} className={label}>
        {text}
      </label>
      {hint ? (
        <p id={`${name}-hint`} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      {children({ id: name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      <FieldError id={`${name}-error`} text={error} />
    </div>
  );
}

/** Title and slug of one language: the slug follows the title until it is edited, and is checked against the others as you type. */
function TitleAndSlug({ lang, values, taken, errors }: { lang: Lang; values: EditorValues; taken: string[]; errors: FieldErrors }) {
  const { m } = useAdmin();
  const errorText = useErrorText();
  const language = m.languages[lang];
  const [title, setTitle] = useState(values.title[lang]);
  const [slug, setSlug] = useState(values.slug[lang]);
  // A slug follows the title only while it is empty: a published address never changes by editing a title.
  const [follows, setFollows] = useState(values.slug[lang] === "");
  const [typed, setTyped] = useState(false);
  const problem = typed ? slugProblem(slug, taken) : null;
  const slugError = typed ? errorText(problem ?? undefined) : errorText(errors[`slug_${lang}`]);
  return (
    <>
      <Field name={`title_${lang}`} text={t(m.editor.title, { language })} error={errorText(errors[`title_${lang}`])}>
        {(props) => (
          <input
            {...props}
            name={`title_${lang}`}
            value={title}
            maxLength={200}
            required
            className={input}
            onChange={(event) => {
              setTitle(event.target.value);
              if (follows) {
                setSlug(suggestSlug(event.target.value));
                setTyped(true);
              }
            }}
          />
        )}
      </Field>
      <Field name={`slug_${lang}`} text={t(m.editor.slug, { language })} hint={m.editor.slugHint} error={slugError}>
        {(props) => (
          <input
            {...props}
            name={`slug_${lang}`}
            value={slug}
            maxLength={80}
            required
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            autoCapitalize="none"
            spellCheck={false}
            className={`${input} font-mono`}
            onChange={(event) => {
              setSlug(event.target.value);
              setFollows(false);
              setTyped(true);
            }}
          />
        )}
      </Field>
      <p aria-live="polite" className="mt-1 text-sm text-green-800" data-slug-status={lang}>
        {typed && !problem && slug ? m.editor.slugFree : ""}
      </p>
    </>
  );
}

function LanguageColumn({ lang, props }: { lang: Lang; props: EditorFormProps & { values: EditorValues; errors: FieldErrors } }) {
  const { m } = useAdmin();
  const errorText = useErrorText();
  const { kind, values, errors } = props;
  const language = m.languages[lang];
  return (
    <fieldset className="min-w-0 rounded-lg border border-stone-300 p-4" lang={lang}>
      <legend className="px-1 text-lg font-bold">{language}</legend>
      <TitleAndSlug lang={lang} values={values} taken={props.taken[lang]} errors={errors} />
      <Field name={`excerpt_${lang}`} text={t(m.editor.excerpt, { language })} error={errorText(errors[`excerpt_${lang}`])}>
        {(p) => <textarea {...p} name={`excerpt_${lang}`} defaultValue={values.excerpt[lang]} rows={3} maxLength={1000} className={input} />}
      </Field>
      <Field name={`category_${lang}`} text={t(m.editor.category, { language })} error={errorText(errors[`category_${lang}`])}>
        {(p) => <input {...p} name={`category_${lang}`} defaultValue={values.category[lang]} maxLength={100} className={input} />}
      </Field>
      {kind === "guide" ? (
        <Field
          name={`meta_description_${lang}`}
          text={t(m.editor.metaDescription, { language })}
          hint={m.editor.metaDescriptionHint}
          error={errorText(errors[`meta_description_${lang}`])}
        >
          {(p) => <textarea {...p} name={`meta_description_${lang}`} defaultValue={values.metaDescription[lang]} rows={2} maxLength={300} className={input} />}
        </Field>
      ) : null}
      <MarkdownField
        kind={kind}
        lang={lang}
        name={`body_${lang}`}
        label={t(m.editor.body, { language })}
        hint={m.editor.bodyHint}
        previewLabel={t(m.editor.livePreview, { language })}
        loadingText={m.editor.previewLoading}
        defaultValue={values.body[lang]}
        error={errorText(errors[`body_${lang}`])}
      />
    </fieldset>
  );
}

function Gallery({ kind, values, errors, storageBase }: { kind: ArticleKind; values: EditorValues; errors: FieldErrors; storageBase: string }) {
  const { m } = useAdmin();
  const errorText = useErrorText();
  const [de, es] = kind === "guide" ? [m.editor.altDe, m.editor.altEs] : [m.editor.captionDe, m.editor.captionEs];
  return (
    <>
      <h3 className="mt-8 text-lg font-bold">{m.editor.gallery}</h3>
      {kind === "guide" ? <p className="mt-1 text-sm text-stone-700">{m.editor.altHint}</p> : null}
      {values.gallery.length === 0 ? <p className="mt-2">{m.editor.galleryEmpty}</p> : null}
      <ol className="mt-4 space-y-4" data-gallery>
        {values.gallery.map((item, index) => {
          const number = index + 1;
          const name = t(m.editor.galleryPicture, { number });
          return (
            <li key={item.url} className="rounded-lg border border-stone-300 p-4">
              <fieldset className="grid gap-4 sm:grid-cols-[8rem_1fr]">
                <legend className="font-semibold">{name}</legend>
                <img src={imageSrc(storageBase, kind, item.url)} alt="" width={128} height={96} className="h-24 w-32 rounded-md bg-stone-100 object-cover" />
                <div className="min-w-0">
                  <input type="hidden" name="gallery_url" value={item.url} />
                  <div className="grid gap-x-4 sm:grid-cols-[6rem_1fr_1fr]">
                    <Field name={`gallery_position_${index}`} text={m.editor.position}>
                      {(p) => <input {...p} name="gallery_position" type="number" min={1} defaultValue={number} inputMode="numeric" className={input} />}
                    </Field>
                    <Field name={`gallery_de_${index}`} text={de} error={errorText(errors[`gallery_de_${index}`])}>
                      {(p) => <input {...p} name="gallery_de" defaultValue={item.de} maxLength={500} lang="de" className={input} />}
                    </Field>
                    <Field name={`gallery_es_${index}`} text={es} error={errorText(errors[`gallery_es_${index}`])}>
                      {(p) => <input {...p} name="gallery_es" defaultValue={item.es} maxLength={500} lang="es" className={input} />}
                    </Field>
                  </div>
                  <label className="mt-3 flex min-h-11 items-center gap-2">
                    <input type="checkbox" name="gallery_remove" value={item.url} className="size-5" />
                    {m.editor.removeFromGallery} ({name})
                  </label>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <fieldset className="mt-6 rounded-lg border border-dashed border-stone-400 p-4">
        <legend className="px-1 font-semibold">{m.editor.addToGallery}</legend>
        <Field name="gallery_new" text={m.editor.addToGallery} error={errorText(errors.gallery_new)}>
          {(p) => <input {...p} type="file" name="gallery_new" accept="image/jpeg,image/png,image/webp,image/heic,.heic" className="mt-1 block w-full" />}
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field name="gallery_new_de" text={de} error={errorText(errors.gallery_new_de)}>
            {(p) => <input {...p} name="gallery_new_de" maxLength={500} lang="de" className={input} />}
          </Field>
          <Field name="gallery_new_es" text={es} error={errorText(errors.gallery_new_es)}>
            {(p) => <input {...p} name="gallery_new_es" maxLength={500} lang="es" className={input} />}
          </Field>
        </div>
      </fieldset>
    </>
  );
}

export function EditorForm(props: EditorFormProps) {
  const { m, locale } = useAdmin();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const { kind, id, result, flash, storageBase } = props;
  const values = result?.values ?? props.values;
  const errors = result?.errors ?? {};
  const heading = id ? (kind === "blog" ? m.editor.editPost : m.editor.editGuide) : kind === "blog" ? m.editor.newPost : m.editor.newGuide;
  const name = values.title[locale] || values.title.de;
  const fieldErrors = Object.keys(errors).length > 0;
  const full = { ...props, values, errors };
  return (
    <>
      <p>
        <Link to={adminPath("admin-content")} className="text-brand-800 underline">
          {m.editor.back}
        </Link>
      </p>
      <div className="mt-2">
        <PageTitle title={`${heading}${name ? `: ${name}` : ""} – ${m.title}`}>{heading}</PageTitle>
      </div>
      {id ? <p className="mt-1 text-stone-700" data-version={values.version}>{t(m.editor.version, { version: props.values.version })}</p> : null}
      {flash && "created" in flash ? <Notice tone="success">{m.editor.created}</Notice> : null}
      {flash && "saved" in flash ? <Notice tone="success">{t(m.editor.saved, { version: flash.saved })}</Notice> : null}
      {flash && "restored" in flash ? <Notice tone="success">{t(m.editor.restored, { version: flash.restored })}</Notice> : null}
      {result?.conflict !== undefined ? (
        <Notice tone="error">
          <span data-conflict>{t(m.editor.errors.conflict, { version: result.conflict })}</span>
        </Notice>
      ) : null}
      {fieldErrors ? <Notice tone="error">{m.editor.errors.summary}</Notice> : null}
      {id ? (
        <nav aria-label={heading} className="mt-4 flex flex-wrap gap-3">
          <Link to={contentPath(kind, "preview", id)} className={secondaryButton}>
            {m.editor.preview}
          </Link>
          <Link to={contentPath(kind, "revisions", id)} className={secondaryButton}>
            {m.editor.revisions}
          </Link>
          {props.publicUrls
            ? LANGS.map((l) => (
                <a key={l} href={props.publicUrls![l]} className={secondaryButton} data-public={l}>
                  {t(m.editor.publicPage, { language: m.languages[l] })}
                </a>
              ))
            : null}
          <Link to={contentPath(kind, "delete", id)} className={dangerButton}>
            {m.editor.delete}
          </Link>
        </nav>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="mt-2" data-editor>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={values.version} />
        <Section title={m.editor.texts} id="texts">
          <div className="grid gap-6 lg:grid-cols-2">
            {LANGS.map((lang) => (
              <LanguageColumn key={lang} lang={lang} props={full} />
            ))}
          </div>
        </Section>
        <Section title={m.editor.publishing} id="publishing">
          <fieldset>
            <legend className={label}>{m.editor.status}</legend>
            {(["draft", "published"] as const).map((status) => (
              <label key={status} className="mt-2 flex min-h-11 items-center gap-2">
                <input type="radio" name="status" value={status} defaultChecked={values.status === status} className="size-5" />
                {m.editor.statuses[status]}
              </label>
            ))}
          </fieldset>
          {kind === "blog" ? (
            <Field name="published_date" text={m.editor.publishedDate} error={errorText(errors.published_date)}>
              {(p) => <input {...p} type="date" name="published_date" defaultValue={values.publishedDate} className={`${input} max-w-xs`} />}
            </Field>
          ) : (
            <>
              <div className="mt-4">
                <label className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    name="featured"
                    defaultChecked={values.featured}
                    className="size-5"
                    aria-invalid={errors.featured ? true : undefined}
                    aria-describedby={errors.featured ? "featured-error" : undefined}
                  />
                  {m.editor.featured}
                </label>
                <FieldError id="featured-error" text={errorText(errors.featured)} />
              </div>
              <Field name="display_order" text={m.editor.displayOrder} error={errorText(errors.display_order)}>
                {(p) => <input {...p} type="number" name="display_order" defaultValue={values.displayOrder} inputMode="numeric" className={`${input} max-w-xs`} />}
              </Field>
            </>
          )}
        </Section>
        <Section title={m.editor.images} id="images">
          <p className="text-sm text-stone-700">{m.editor.imageRules}</p>
          <h3 className="mt-6 text-lg font-bold">{m.editor.image}</h3>
          {values.imageUrl ? (
            <figure className="mt-2">
              <img src={imageSrc(storageBase, kind, values.imageUrl)} alt="" width={320} height={168} className="h-40 w-auto rounded-md bg-stone-100 object-cover" data-main-image />
              <figcaption className="text-sm text-stone-700">{m.editor.currentImage}</figcaption>
            </figure>
          ) : (
            <p className="mt-2">{m.editor.noImage}</p>
          )}
          <Field name="image" text={m.editor.replaceImage} error={errorText(errors.image)}>
            {(p) => <input {...p} type="file" name="image" accept="image/jpeg,image/png,image/webp,image/heic,.heic" className="mt-1 block w-full" />}
          </Field>
          {values.imageUrl ? (
            <label className="mt-2 flex min-h-11 items-center gap-2">
              <input type="checkbox" name="image_remove" className="size-5" />
              {m.editor.removeImage}
            </label>
          ) : null}
          <p id="image_alt-hint" className="mt-4 text-sm text-stone-700">{m.editor.imageAltHint}</p>
          {LANGS.map((l) => (
            <Field key={l} name={`image_alt_${l}`} text={l === "de" ? m.editor.imageAltDe : m.editor.imageAltEs} error={errorText(errors[`image_alt_${l}`])}>
              {(p) => (
                <input
                  {...p}
                  aria-describedby={["image_alt-hint", p["aria-describedby"]].filter(Boolean).join(" ")}
                  name={`image_alt_${l}`}
                  defaultValue={values.imageAlt[l]}
                  maxLength={300}
                  lang={l}
                  className={input}
                />
              )}
            </Field>
          ))}
          <Gallery kind={kind} values={values} errors={errors} storageBase={storageBase} />
        </Section>
        <div className="sticky bottom-0 mt-6 flex gap-3 border-t border-stone-300 bg-stone-100 py-3">
          <button type="submit" className={button} disabled={navigation.state === "submitting"}>
            {m.editor.save}
          </button>
        </div>
      </Form>
    </>
  );
}
