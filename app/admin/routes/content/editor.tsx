import { data, redirect } from "react-router";
import type { Route } from "./+types/editor";
import { requireRole, adminQuery, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { firstMessage, refusalOf } from "#app/platform/forms/rules/intents.ts";
import { articleFormFields, parseArticleForm, type FieldErrors } from "#app/features/articles/rules/editing.ts";
import type { ArticleKind } from "#app/features/articles/rules/format.ts";
import { loadArticle, saveArticle, takenSlugs, type Uploads } from "#app/features/articles/server/editing.server.ts";
import { snapshotOfRow } from "#app/features/articles/server/store.server.ts";
import { readUploads } from "#app/platform/images/server/uploads.server.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { contentPath, kindOfRequest } from "../../content/paths.ts";
import { emptyValues, valuesOfInput, valuesOfSnapshot, type EditorValues } from "../../content/values.ts";
import { EditorForm } from "../../content/editor-form.tsx";
import { Notice } from "../../ui.tsx";

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "content");
  const kind = kindOfRequest(args.request);
  const id = args.params.id ?? null;
  const item = id ? await loadArticle(services.db, kind, id) : null;
  if (id && !item) throw data(null, { status: 404 });
  const taken = await takenSlugs(services.db, kind, id);
  const { env } = services;
  const query = adminQuery(args.request);
  const values = item ? valuesOfSnapshot(snapshotOfRow(item), item.row.version) : emptyValues();
  const publicUrls =
    item && item.row.status === "published"
      ? {
          de: env.SITE_URL_DE + pathFor(kind === "blog" ? "blogPost" : "guideDetail", "de", { slug: item.row.slugDe }),
          es: env.SITE_URL_ES + pathFor(kind === "blog" ? "blogPost" : "guideDetail", "es", { slug: item.row.slugEs }),
        }
      : null;
  const flash = query.get("created") ? { created: true as const } : query.get("restored") ? { restored: Number(query.get("restored")) } : query.get("saved") ? { saved: Number(query.get("saved")) } : null;
  return {
    kind,
    id,
    values,
    taken: { de: [...taken.de], es: [...taken.es] },
    storageBase: env.STORAGE_PUBLIC_URL ?? "/storage",
    publicUrls,
    flash,
  };
}

export type EditorActionData = {
  values: EditorValues;
  errors: FieldErrors;
  conflict?: number;
  formError?: "featured";
};

type Ctx = Authorised & { kind: ArticleKind; id: string | null; currentValues: EditorValues };
const defineIntent = adminIntents<Ctx>();

/** A picture chosen in a field, read by the one upload reader; nothing when none was chosen. */
async function readPicture(file: File | undefined) {
  return file ? readUploads([file], 1) : null;
}

/** The editor's one form: the texts (`parseArticleForm`), the main picture and a new gallery picture with what it shows. */
const intents = {
  save: defineIntent({
    schema: articleFormFields.extend({ image: formField.file(), gallery_new: formField.file(), gallery_new_de: formField.text(), gallery_new_es: formField.text() }),
    handle: async ({ image, gallery_new, gallery_new_de, gallery_new_es, ...fields }, { services, actor, kind, id, currentValues }) => {
      const { db } = services;
      const taken = await takenSlugs(db, kind, id);
      // Publishing with a main picture (the stored one kept, or a new one) needs what it shows in both languages.
      const parsed = parseArticleForm(kind, fields, taken, new Date(), (removeImage) => image !== undefined || (!!currentValues.imageUrl && !removeImage));
      const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
      // Pictures: checked by their content; none is stored unless the whole save succeeds.
      const uploads: Uploads = {};
      let status = 400;
      const main = await readPicture(image);
      if (main && !main.ok) [errors.image, status] = [main.problem, Math.max(status, main.status)];
      else if (main?.ok) uploads.main = main.uploads[0];
      const gallery = await readPicture(gallery_new);
      if (gallery && !gallery.ok) [errors.gallery_new, status] = [gallery.problem, Math.max(status, gallery.status)];
      else if (gallery?.ok) {
        const de = gallery_new_de.trim();
        const es = gallery_new_es.trim();
        if (kind === "guide") {
          if (!de) errors.gallery_new_de = "altRequired";
          if (!es) errors.gallery_new_es = "altRequired";
        }
        uploads.gallery = { image: gallery.uploads[0]!, de: de.slice(0, 500), es: es.slice(0, 500) };
      }
      const values = valuesOfInput(parsed.input, currentValues.imageUrl);
      if (Object.keys(errors).length > 0) return data<EditorActionData>({ values, errors }, { status });
      const saved = await saveArticle(db, actor, kind, id, parsed.input, uploads);
      if (saved.ok) {
        const flash = id ? `saved=${saved.version}` : "created=1";
        throw redirect(`${contentPath(kind, "edit", saved.id)}?${flash}`);
      }
      if (saved.reason === "notFound") throw data(null, { status: 404 });
      if (saved.reason === "conflict") return data<EditorActionData>({ values, errors: {}, conflict: saved.storedVersion }, { status: 409 });
      if (saved.reason === "featured") return data<EditorActionData>({ values, errors: { featured: "featured" }, formError: "featured" }, { status: 400 });
      return data<EditorActionData>({ values, errors: { [saved.field]: "taken" } }, { status: 400 });
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "content");
  const kind = kindOfRequest(args.request);
  const id = args.params.id ?? null;
  const current = id ? await loadArticle(authorised.services.db, kind, id) : null;
  if (id && !current) throw data(null, { status: 404 });
  const currentValues = current ? valuesOfSnapshot(snapshotOfRow(current), current.row.version) : emptyValues();
  // A body over MAX_EDITOR_BODY_BYTES never gets here: the server answers 413 before any handler (server/request-bodies.ts).
  return takeForm(args.request, authorised.user.locale, intents, { ...authorised, kind, id, currentValues });
}

export default function Editor({ loaderData, actionData }: Route.ComponentProps) {
  // A post the form's schema refused (a hand-made one) has no values of the editor's: its message above the form.
  const refused = refusalOf(actionData);
  return (
    <>
      {refused ? <Notice tone="error">{firstMessage(refused)}</Notice> : null}
      {/* A new version (saved, restored) starts a fresh form: no file stays selected for a second upload. */}
      <EditorForm key={`${loaderData.id}-${loaderData.values.version}`} {...loaderData} result={refused ? undefined : (actionData as EditorActionData | undefined)} />
    </>
  );
}
