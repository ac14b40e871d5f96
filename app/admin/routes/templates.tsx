import { data, Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/templates";
import { requireRole, adminForm } from "#app/admin/auth/require.server.ts";
import { isLocale, type Locale } from "#app/platform/i18n/locale.ts";
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

type ActionData = { key: EditableTemplateKey; locale: Locale; ok: true; text: string } | { key: EditableTemplateKey; locale: Locale; ok: false; error: string; body: string };

export async function action(args: Route.ActionArgs) {
  const { services, actor, user } = await requireRole(args, "settings");
  const m = adminMessages[user.locale].templates;
  const form = await adminForm(args.request);
  const key = form.get("key");
  const locale = form.get("locale");
  if (!isEditableTemplateKey(key) || !isLocale(locale)) throw data(null, { status: 400 });
  if (form.get("intent") === "reset") {
    await resetTemplate(services.db, actor, key, locale);
    return data<ActionData>({ key, locale, ok: true, text: m.resetDone });
  }
  const body = String(form.get("body") ?? "").replace(/\r\n/g, "\n").trim();
  if (!body) return data<ActionData>({ key, locale, ok: false, error: m.empty, body }, { status: 400 });
  if (body.length > MESSAGE_BODY_MAX) return data<ActionData>({ key, locale, ok: false, error: m.tooLong, body: body.slice(0, MESSAGE_BODY_MAX) }, { status: 400 });
  await saveTemplate(services.db, actor, key, locale, body);
  return data<ActionData>({ key, locale, ok: true, text: m.saved });
}

export default function Templates({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const tm = m.templates;
  const result = useActionData<ActionData>();
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
