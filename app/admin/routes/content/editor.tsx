import { data, redirect } from "react-router";
import type { Route } from "./+types/editor";
import { requireRole, adminForm, adminQuery } from "#app/admin/auth/require.server.ts";
import { parseArticleForm, type FieldErrors } from "#app/features/articles/rules/editing.ts";
import { loadArticle, saveArticle, takenSlugs, type Uploads } from "#app/features/articles/server/editing.server.ts";
import { snapshotOfRow } from "#app/features/articles/server/store.server.ts";
import { normaliseImage, type ImageProblem } from "#app/platform/images/server/uploads.server.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { contentPath, kindOfRequest } from "../../content/paths.ts";
import { emptyValues, valuesOfInput, valuesOfSnapshot, type EditorValues } from "../../content/values.ts";
import { EditorForm } from "../../content/editor-form.tsx";

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

const FILE_FIELDS = ["image", "gallery_new"] as const;

/** The bytes of a chosen file; null when the field was left empty. */
async function readUpload(value: FormDataEntryValue | null): Promise<Uint8Array | null> {
  if (value === null || typeof value === "string" || (value.size === 0 && !value.name)) return null;
  return new Uint8Array(await value.arrayBuffer());
}

export async function action(args: Route.ActionArgs) {
  const { services, actor } = await requireRole(args, "content");
  const kind = kindOfRequest(args.request);
  const id = args.params.id ?? null;
  const { db } = services;
  const current = id ? await loadArticle(db, kind, id) : null;
  if (id && !current) throw data(null, { status: 404 });
  const currentValues = current ? valuesOfSnapshot(snapshotOfRow(current), current.row.version) : emptyValues();
  // A body over MAX_EDITOR_BODY_BYTES never gets here: the server answers 413 before any handler (server/request-bodies.ts).
  let form: FormData;
  try {
    form = await adminForm(args.request);
  } catch {
    throw data(null, { status: 400 });
  }
  if (form.get("intent") !== "save") throw data(null, { status: 400 });
  const taken = await takenSlugs(db, kind, id);
  // Publishing with a main picture (the stored one kept, or a new one) needs what it shows in both languages.
  const chosen = form.get("image");
  const newImage = chosen !== null && typeof chosen !== "string" && chosen.size > 0;
  const parsed = parseArticleForm(kind, form, taken, new Date(), (removeImage) => newImage || (!!currentValues.imageUrl && !removeImage));
  const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
  // Pictures: checked by their content; none is stored unless the whole save succeeds.
  const uploads: Uploads = {};
  let tooLarge = false;
  for (const field of FILE_FIELDS) {
    const bytes = await readUpload(form.get(field));
    if (!bytes) continue;
    const result = await normaliseImage(bytes);
    if (!result.ok) {
      errors[field] = result.problem satisfies ImageProblem;
      if (result.problem === "tooLarge") tooLarge = true;
      continue;
    }
    if (field === "image") uploads.main = result.image;
    else {
      const de = String(form.get("gallery_new_de") ?? "").trim();
      const es = String(form.get("gallery_new_es") ?? "").trim();
      if (kind === "guide") {
        if (!de) errors.gallery_new_de = "altRequired";
        if (!es) errors.gallery_new_es = "altRequired";
      }
      uploads.gallery = { image: result.image, de: de.slice(0, 500), es: es.slice(0, 500) };
    }
  }
  const values = valuesOfInput(parsed.input, currentValues.imageUrl);
  if (Object.keys(errors).length > 0) {
    return data<EditorActionData>({ values, errors }, { status: tooLarge ? 413 : 400 });
  }
  const saved = await saveArticle(db, actor, kind, id, parsed.input, uploads);
  if (saved.ok) {
    const flash = id ? `saved=${saved.version}` : "created=1";
    throw redirect(`${contentPath(kind, "edit", saved.id)}?${flash}`);
  }
  if (saved.reason === "notFound") throw data(null, { status: 404 });
  if (saved.reason === "conflict") return data<EditorActionData>({ values, errors: {}, conflict: saved.storedVersion }, { status: 409 });
  if (saved.reason === "featured") return data<EditorActionData>({ values, errors: { featured: "featured" }, formError: "featured" }, { status: 400 });
  return data<EditorActionData>({ values, errors: { [saved.field]: "taken" } }, { status: 400 });
}

export default function Editor({ loaderData, actionData }: Route.ComponentProps) {
  // A new version (saved, restored) starts a fresh form: no file stays selected for a second upload.
  return <EditorForm key={`${loaderData.id}-${loaderData.values.version}`} {...loaderData} result={actionData} />;
}
