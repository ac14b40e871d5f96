import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/dog";
import { z } from "#app/platform/zod.ts";
import { requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { refusalOf, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { cleanOwnTexts, readOwnSources, saveOwnTexts, type OwnTextsField, type OwnTextsProblem } from "#app/features/dogs/server/own-texts.server.ts";
import { readUpstreamDog } from "#app/features/dogs/server/store.server.ts";
import { dogName, dogSlug } from "#app/features/dogs/rules/index.ts";
import { OWN_DESCRIPTION_MAX, OWN_HEADLINE_MAX, type OwnDogTexts } from "#app/features/dogs/rules/own-texts.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { adminMessages, t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { input, label, FieldProblem, PageTitle, SaveRow, Section, useAdmin } from "../ui.tsx";
import { MarkdownField } from "../content/markdown-field.tsx";

function notFound(): never {
  throw data(null, { status: 404 });
}

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "content");
  const id = args.params.dogId ?? "";
  const [dog, own] = await Promise.all([readUpstreamDog(services.db, id), readOwnSources(services.db, id)]);
  if (!dog || !dogName(dog)) notFound();
  const slug = dogSlug(dog);
  return {
    id,
    name: dogName(dog)!,
    pages: {
      de: services.env.SITE_URL_DE + pathFor("dogDetail", "de", { slug }),
      es: services.env.SITE_URL_ES + pathFor("dogDetail", "es", { slug }),
    },
    upstream: {
      headlineDe: dog.publicHeadline ?? null,
      descriptionDe: dog.publicDescription ?? dog.description ?? null,
      headlineEs: dog.publicHeadline_es ?? null,
      descriptionEs: dog.publicDescription_es ?? null,
    } satisfies OwnDogTexts,
    own: own ?? { headlineDe: null, descriptionDe: null, headlineEs: null, descriptionEs: null },
  };
}

type TextsResult = { ok: true; changed: number } | IntentFailure;

type Ctx = Authorised & { id: string };
const defineIntent = adminIntents<Ctx>();

const FIELDS: OwnTextsField[] = ["headlineEs", "descriptionEs", "headlineDe", "descriptionDe"];

/** The page's one form: our own headline and description per language; their rules are `cleanOwnTexts`'s, worded here. */
const intents = {
  save: defineIntent({
    schema: z.object(Object.fromEntries(FIELDS.map((name) => [name, formField.text(1_000_000)])) as Record<OwnTextsField, ReturnType<typeof formField.text>>),
    handle: async (sent, { services, actor, user, id }, form) => {
      const cleaned = cleanOwnTexts(sent, services.siteOrigins);
      if (!cleaned.ok) {
        const d = adminMessages[user.locale].dogs;
        const worded = (problem: OwnTextsProblem) => (problem === "headlineTooLong" ? t(d.headlineTooLong, { max: OWN_HEADLINE_MAX }) : t(d.descriptionTooLong, { max: OWN_DESCRIPTION_MAX }));
        return form.refuse(Object.fromEntries(Object.entries(cleaned.errors).map(([name, problem]) => [name, worded(problem)])));
      }
      const changed = await saveOwnTexts(services.db, actor, id, cleaned);
      return data<TextsResult>({ ok: true, changed: changed.length });
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "content");
  const id = args.params.dogId ?? "";
  if (!(await readUpstreamDog(authorised.services.db, id))) notFound();
  return takeForm(args.request, authorised.user.locale, intents, { ...authorised, id }, { fallback: "save" });
}

export default function DogTexts({ loaderData }: Route.ComponentProps) {
  const { m } = useAdmin();
  const d = m.dogs;
  const result = useActionData<typeof action>() as TextsResult | undefined;
  const navigation = useNavigation();
  const { name, upstream, own, pages } = loaderData;
  const failed = refusalOf(result);
  const value = (text: OwnTextsField) => failed?.values[text] ?? own[text] ?? "";
  const problem = (text: OwnTextsField) => failed?.errors[text] ?? null;
  return (
    <>
      <p>
        <Link to={adminPath("admin-dogs")} className="text-brand-800 underline">
          {d.back}
        </Link>
      </p>
      <PageTitle title={`${t(d.textsTitle, { name })} – ${m.title}`}>{t(d.textsTitle, { name })}</PageTitle>
      <p className="mt-2 flex flex-wrap gap-4">
        <a href={pages.de} className="text-brand-800 underline">{d.publicPage} (DE)</a>
        <a href={pages.es} className="text-brand-800 underline">{d.publicPage} (ES)</a>
      </p>
      <p className="mt-4 max-w-3xl">{d.textsIntro}</p>

      <Form method="post" noValidate>
        {(["es", "de"] as const).map((lang) => {
          const headline = lang === "es" ? "headlineEs" : "headlineDe";
          const description = lang === "es" ? "descriptionEs" : "descriptionDe";
          return (
            <Section key={lang} title={lang === "es" ? m.languages.es : m.languages.de} id={`texts-${lang}`}>
              <TextField
                field={headline}
                label={d[headline]}
                value={value(headline)}
                upstream={upstream[headline]}
                upstreamLabel={d.upstreamText}
                empty={d.empty}
                error={problem(headline)}
                lang={lang}
              />
              <MarkdownField
                kind="dog"
                lang={lang}
                name={description}
                label={d[description]}
                hint={d.descriptionHint}
                previewLabel={t(m.editor.livePreview, { language: m.languages[lang] })}
                loadingText={m.editor.previewLoading}
                defaultValue={value(description)}
                error={problem(description) ?? undefined}
                rows={10}
              />
              <Upstream id={`text-${description}-upstream`} text={upstream[description]} label={d.upstreamText} empty={d.empty} lang={lang} html />
            </Section>
          );
        })}
        <SaveRow text={d.saveTexts} busy={navigation.state === "submitting"} done={result?.ok ? (result.changed > 0 ? d.textsSaved : d.textsUnchanged) : null} />
      </Form>
    </>
  );
}

function TextField({
  field, label: text, value, upstream, upstreamLabel, empty, error, lang,
}: {
  field: OwnTextsField;
  label: string;
  value: string;
  upstream: string | null;
  upstreamLabel: string;
  empty: string;
  error: string | null;
  lang: "de" | "es";
}) {
  const id = `text-${field}`;
  const described = [`${id}-upstream`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="mt-4 first:mt-0">
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <input
        id={id}
        name={field}
        type="text"
        defaultValue={value}
        lang={lang}
        maxLength={OWN_HEADLINE_MAX + 50}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={`${input} ${error ? "border-red-800" : ""}`}
      />
      <FieldProblem id={`${id}-error`} field={field} problem={error} />
      <Upstream id={`${id}-upstream`} text={upstream} label={upstreamLabel} empty={empty} lang={lang} />
    </div>
  );
}

/** The dog database's own text, shown under our field for comparison. */
function Upstream({ id, text, label: heading, empty, lang, html = false }: { id: string; text: string | null; label: string; empty: string; lang: "de" | "es"; html?: boolean }) {
  return (
    <div id={id} className="mt-2 rounded-md border border-stone-300 bg-stone-50 p-3 text-sm">
      <p className="font-semibold">{heading}:</p>
      {text ? (
        html ? (
          // Sanitised when it was synced (docs/product/content.md#sanitised-html), as on the public page.
          <div lang={lang} className="mt-1 space-y-2 [&_li]:ml-6 [&_ul]:list-disc" dangerouslySetInnerHTML={{ __html: text }} />
        ) : (
          <p lang={lang} className="mt-1">{text}</p>
        )
      ) : (
        <p className="mt-1 text-stone-700">{empty}</p>
      )}
    </div>
  );
}
