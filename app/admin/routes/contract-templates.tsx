import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/contract-templates";
import { z } from "#app/platform/zod.ts";
import { requireRole, adminQuery, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { firstMessage, refusalOf } from "#app/platform/forms/rules/intents.ts";
import { CONTRACT_PLACEHOLDERS, CONTRACT_TEMPLATE_MAX, unknownPlaceholders } from "#app/features/journey/contract/public.ts";
import { activeTemplate, saveTemplate, templateVersions } from "#app/features/journey/contract/public.server.ts";
import { localeOf } from "#app/platform/i18n/locale.ts";
import { t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { button, formatDateTime, input, label, Notice, PageTitle, Section, useAdmin } from "../ui.tsx";

/**
 * The protection contract's texts (docs/product/journey.md#protection-contract), edited by owners:
 * one per language (`?sprache=es`), every save a new version, the older ones listed.
 */

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "settings");
  const locale = localeOf(adminQuery(args.request).get("sprache"));
  const [current, versions] = await Promise.all([activeTemplate(services.db, locale), templateVersions(services.db, locale)]);
  return {
    locale,
    current: { version: current.version, body: current.body },
    versions: versions.map((v) => ({ id: v.id, version: v.version, createdAt: v.createdAt.toISOString(), author: v.author || v.authorEmail || "–" })),
  };
}

type Ctx = Authorised;
const defineIntent = adminIntents<Ctx>();

/** The page's one form: a language's contract text, saved as a new version when it changed. */
const intents = {
  save: defineIntent({
    schema: (m) =>
      z.object({
        locale: formField.locale(),
        body: formField.required(m.contract.empty, CONTRACT_TEMPLATE_MAX, m.contract.tooLong).superRefine((body, check) => {
          const unknown = unknownPlaceholders(body);
          if (unknown.length > 0) check.addIssue({ code: "custom", message: t(m.contract.unknownPlaceholders, { list: unknown.map((p) => `{${p}}`).join(", ") }) });
        }),
      }),
    handle: async ({ locale, body }, { services, actor }) => ({ ok: true as const, version: await saveTemplate(services.db, actor, locale, body) }),
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "settings");
  return takeForm(args.request, authorised.user.locale, intents, authorised, { fallback: "save" });
}

export default function ContractTemplates({ loaderData }: Route.ComponentProps) {
  const { m, locale: uiLocale } = useAdmin();
  const c = m.contract;
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { locale, current, versions } = loaderData;
  const failed = refusalOf(answer);
  const result = answer && "version" in answer ? answer : null;
  const language = m.languages[locale];
  return (
    <>
      <PageTitle title={`${c.templatesTitle} – ${m.title}`}>{c.templatesTitle}</PageTitle>
      <p className="mt-2 max-w-3xl">{c.templatesIntro}</p>
      <p className="mt-2 max-w-3xl text-sm text-stone-700">{t(c.placeholders, { list: CONTRACT_PLACEHOLDERS.map((p) => `{${p}}`).join(", ") })}</p>
      <nav aria-label={c.language} className="mt-4 flex gap-3">
        {(["de", "es"] as const).map((l) => (
          <Link key={l} to={`${adminPath("admin-contract-templates")}?sprache=${l}`} aria-current={l === locale ? "page" : undefined} className={`inline-flex min-h-11 items-center rounded-md px-3 font-semibold ${l === locale ? "bg-brand-800 text-white" : "text-brand-800 underline"}`}>
            {m.languages[l]}
          </Link>
        ))}
      </nav>
      <Form method="post" className="mt-6" key={`${locale}-${current.version}`} data-contract-template-form>
        <input type="hidden" name="locale" value={locale} />
        <p className="font-semibold">{current.version === 0 ? c.defaultVersion : t(c.current, { version: current.version })}</p>
        <label htmlFor="contract-body" className={`${label} mt-3`}>{t(c.body, { language })}</label>
        <textarea id="contract-body" name="body" lang={locale} required rows={24} maxLength={CONTRACT_TEMPLATE_MAX} defaultValue={failed?.values.body ?? current.body} className={`${input} font-mono text-sm`} aria-invalid={failed ? true : undefined} aria-describedby={failed ? "contract-body-error" : undefined} />
        {failed ? <p id="contract-body-error" role="alert" className="mt-1 font-semibold text-red-800">{firstMessage(failed)}</p> : null}
        <div className="mt-4">
          <button type="submit" className={button} disabled={navigation.state === "submitting"}>{c.save}</button>
          {result?.ok ? <Notice tone="success">{result.version === null ? c.unchanged : t(c.saved, { version: result.version })}</Notice> : null}
        </div>
      </Form>
      <Section title={c.versions}>
        <ul className="space-y-1" data-contract-versions>
          {versions.map((v) => (
            <li key={v.id}>{t(c.versionLine, { version: v.version, date: formatDateTime(v.createdAt, uiLocale), author: v.author })}</li>
          ))}
          <li>{c.defaultVersion}</li>
        </ul>
      </Section>
    </>
  );
}
