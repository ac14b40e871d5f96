import { Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/templates";
import { z } from "#app/platform/zod.ts";
import { requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { firstMessage, refusalOf } from "#app/platform/forms/rules/intents.ts";
import { locales } from "#app/platform/i18n/locale.ts";
import { EDITABLE_TEMPLATE_KEYS, isEditableTemplateKey, PLACEHOLDERS, type EditableTemplateKey, MESSAGE_BODY_MAX } from "#app/features/journey/request/public.ts";
import { loadTemplates, resetTemplate, saveTemplate } from "#app/features/journey/request/public.server.ts";
import { adminMessages, t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { button, formatDateTime, input, label, Notice, PageTitle, secondaryButton, useAdmin } from "../ui.tsx";

/** The reply templates per stage and language (docs/product/journey.md#templates), and the follow-up e-mails' texts after the handover, edited by owners. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "settings");
  const templates = await loadTemplates(services.db);
  return {
    templates: EDITABLE_TEMPLATE_KEYS.map((key) => ({
      key,
      texts: (["de", "es"] as const).map((locale) => {
        const tpl = templates[locale][key];
        return { locale, body: tpl.body, edited: tpl.edited, updatedAt: tpl.updatedAt, updatedBy: tpl.updatedBy };
      }),
    })),
  };
}

type Ctx = Authorised;
const defineIntent = adminIntents<Ctx>();

/** Which text a form edits: a template's key and a language, both as the page offers them. */
const which = { key: z.string().refine(isEditableTemplateKey), locale: z.enum(locales) };

/** A template's two forms: save its text, or go back to the default. */
const intents = {
  save: defineIntent({
    schema: (m) => z.object({ ...which, body: formField.required(m.templates.empty, MESSAGE_BODY_MAX, m.templates.tooLong) }),
    handle: async ({ key, locale, body }, { services, actor, user }) => {
      await saveTemplate(services.db, actor, key as EditableTemplateKey, locale, body);
      return { key, locale, ok: true as const, text: adminMessages[user.locale].templates.saved };
    },
  }),
  reset: defineIntent({
    schema: z.object(which),
    handle: async ({ key, locale }, { services, actor, user }) => {
      await resetTemplate(services.db, actor, key as EditableTemplateKey, locale);
      return { key, locale, ok: true as const, text: adminMessages[user.locale].templates.resetDone };
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "settings");
  return takeForm(args.request, authorised.user.locale, intents, authorised, { fallback: "save" });
}

export default function Templates({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const tm = m.templates;
  const answer = useActionData<typeof action>();
  const refused = refusalOf(answer);
  // The text a post was about: saved or reset, or refused with the text as it was sent.
  const result = refused
    ? { key: refused.values.key, locale: refused.values.locale, ok: false as const, error: firstMessage(refused), body: refused.values.body ?? "" }
    : answer && "text" in answer ? answer : null;
  const groups = (["adoption", "foster", "simple", "followup"] as const).map((workflow) => ({
    workflow,
    templates: loaderData.templates.filter((tpl) => tpl.key.startsWith(`${workflow}.`)),
  }));
  const nameOf = (key: string) => {
    const stage = key.slice(key.indexOf(".") + 1);
    if (key.startsWith("followup.")) return tm.followups[stage as keyof typeof tm.followups];
    return stage === "placed_elsewhere" ? tm.placedElsewhere : (m.statuses[stage as keyof typeof m.statuses] ?? stage);
  };
  return (
    <>
      <PageTitle title={`${tm.title} – ${m.title}`}>{tm.title}</PageTitle>
      {refused && !isEditableTemplateKey(refused.values.key) ? <Notice tone="error">{firstMessage(refused)}</Notice> : null}
      <p className="mt-4">{tm.intro}</p>
      <p className="mt-2"><Link to={adminPath("admin-contract-templates")} className="font-semibold text-brand-800 underline">{m.contract.templatesLink}</Link></p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {PLACEHOLDERS.map((p) => (
          <li key={p}>
            <code className="font-mono text-sm">{`{${p}}`}</code>: {tm.placeholders[p]}
          </li>
        ))}
        <li data-by-sex>{tm.bySex}</li>
      </ul>
      {groups.map((group) => (
        <section key={group.workflow} aria-labelledby={`group-${group.workflow}`} className="mt-8">
          <h2 id={`group-${group.workflow}`} className="text-xl font-bold text-stone-900">{tm.workflows[group.workflow]}</h2>
          {group.workflow === "followup" ? <p className="mt-2">{tm.followupsIntro}</p> : null}
          <div className="mt-3 space-y-3">
            {group.templates.map((tpl) => {
              const mine = result && result.key === tpl.key ? result : null;
              return (
                <details key={tpl.key} open={mine ? true : undefined} className="rounded-lg border border-stone-300 bg-white p-4" data-template={tpl.key}>
                  <summary className="min-h-11 cursor-pointer py-2 font-semibold">{nameOf(tpl.key)}</summary>
                  <div className="mt-3 grid gap-6 lg:grid-cols-2">
                    {tpl.texts.map((text) => {
                      const here = mine && mine.locale === text.locale ? mine : null;
                      const id = `${tpl.key}-${text.locale}`.replace(/\W/g, "-");
                      return (
                        <Form method="post" key={`${text.locale}-${text.updatedAt ? String(text.updatedAt) : "default"}`} className="space-y-2">
                          <input type="hidden" name="key" value={tpl.key} />
                          <input type="hidden" name="locale" value={text.locale} />
                          <label htmlFor={id} className={label}>{t(tm.language, { language: m.languages[text.locale] })}</label>
                          <textarea
                            id={id}
                            name="body"
                            required
                            rows={12}
                            maxLength={MESSAGE_BODY_MAX}
                            defaultValue={here && !here.ok ? here.body : text.body}
                            aria-describedby={`${id}-state`}
                            className={input}
                          />
                          <p id={`${id}-state`} className="text-sm text-stone-700">
                            {text.edited ? t(tm.edited, { who: text.updatedBy ?? "–", date: formatDateTime(text.updatedAt, locale) }) : tm.isDefault}
                          </p>
                          {here ? <Notice tone={here.ok ? "success" : "error"}>{here.ok ? here.text : here.error}</Notice> : null}
                          <div className="flex flex-wrap gap-3">
                            <button type="submit" name="intent" value="save" className={button}>{tm.save}</button>
                            {text.edited ? (
                              <button type="submit" name="intent" value="reset" formNoValidate className={secondaryButton}>{tm.reset}</button>
                            ) : null}
                          </div>
                        </Form>
                      );
                    })}
                  </div>
                </details>
              );
            })}
          </div>
        </section>
      ))}
    </>
  );
}
