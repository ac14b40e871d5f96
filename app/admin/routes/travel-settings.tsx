import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/travel-settings";
import { z } from "#app/platform/zod.ts";
import { requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { firstMessage, refusalOf, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { loadTravelSettings, saveTravelSettings } from "#app/features/travel/server/settings.server.ts";
import {
  parseTravelSettings, TRAVEL_SETTINGS_FIELDS, travelSettingsFormValues, type TravelSettingsField, type TravelSettingsProblem,
} from "#app/features/travel/rules/settings.ts";
import { adminPath } from "../route-table.ts";
import { FieldProblem, input, label, Notice, PageTitle, SaveRow, Section, useAdmin } from "../ui.tsx";

/**
 * The travel settings (docs/product/travel.md#settings), owners only: the notice to the veterinary
 * authority before a transport's arrival and the retest reminder after a dog's arrival. The rules
 * are `parseTravelSettings`'s; a save is audited as `settings.travel` with old and new values.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "settings");
  const settings = await loadTravelSettings(services.db);
  return { values: travelSettingsFormValues(settings), workingDays: settings.authorityNotice.workingDays, retentionDays: services.env.SUBMISSION_RETENTION_DAYS };
}

type ActionData =
  | { ok: true; changed: number }
  // The rules' problem codes, worded below ("problems", not the kit's "errors": the kit's refusal is a notice of its own).
  | { ok: false; values: Record<TravelSettingsField, string>; problems: Partial<Record<TravelSettingsField, TravelSettingsProblem>> }
  | IntentFailure;

const defineIntent = adminIntents<Authorised>();

/** The page's one form. */
const intents = {
  save: defineIntent({
    schema: () => z.object(Object.fromEntries(TRAVEL_SETTINGS_FIELDS.map((name) => [name, formField.text(300)]))),
    handle: async (posted, { services, actor }) => {
      const result = parseTravelSettings(posted);
      if (!result.ok) return data<ActionData>({ ok: false, values: result.values, problems: result.errors }, { status: 400 });
      const changed = await saveTravelSettings(services.db, actor, result.settings);
      return data<ActionData>({ ok: true, changed: changed.length });
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "settings");
  return takeForm(args.request, authorised.user.locale, intents, authorised, { fallback: "save" });
}

export default function TravelSettingsPage({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const s = m.travelSettings;
  const result = useActionData<ActionData>();
  const busy = useNavigation().state !== "idle";
  const refused = refusalOf(result);
  const failed = result && "problems" in result ? result : null;
  const values: Record<string, string> = failed?.values ?? refused?.values ?? loaderData.values;
  const errors: Partial<Record<string, TravelSettingsProblem>> = failed?.problems ?? {};
  const field = (name: TravelSettingsField, text: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div>
      <label htmlFor={name} className={label}>{text}</label>
      <input
        id={name}
        name={name}
        defaultValue={values[name]}
        className={input}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
        {...props}
      />
      <FieldProblem id={`${name}-error`} field={name} problem={errors[name] ? s.problems[errors[name]] : null} />
    </div>
  );
  return (
    <>
      <PageTitle title={`${s.title} – ${m.title}`}>{s.title}</PageTitle>
      <p className="max-w-3xl text-stone-700">{s.intro}</p>
      {refused ? <Notice tone="error">{firstMessage(refused)}</Notice> : null}
      <Form method="post" noValidate className="grid gap-6" key={result && "ok" in result && result.ok ? "saved" : "form"}>
        <Section title={s.authority}>
          <p className="max-w-3xl text-stone-700" data-authority-intro>{plural(locale, s.authorityIntro, loaderData.workingDays)}</p>
          <div className="mt-4 grid max-w-xl gap-4">
            <label className="flex min-h-11 items-start gap-3">
              <input type="checkbox" id="noticeEnabled" name="noticeEnabled" value="yes" defaultChecked={values.noticeEnabled === "yes"} className="mt-1 size-5 shrink-0" />
              <span className="font-semibold">{s.noticeEnabled}</span>
            </label>
            {field("noticeEmail", s.noticeEmail, { type: "email", autoComplete: "off", spellCheck: false, maxLength: 254 })}
            {field("noticeWorkingDays", s.noticeWorkingDays, { inputMode: "numeric" })}
          </div>
        </Section>
        <Section title={s.retest}>
          <p className="max-w-3xl text-stone-700">{s.retestIntro}</p>
          <div className="mt-4 grid max-w-xl gap-4">
            {field("retestMonths", s.retestMonths, { inputMode: "numeric" })}
          </div>
          <p className="mt-4 max-w-3xl text-sm text-stone-700" data-retention>{plural(locale, s.retention, loaderData.retentionDays)}</p>
          <p className="mt-2">
            <Link to={adminPath("admin-templates")} className="font-semibold text-brand-800 underline">{s.templatesLink}</Link>
          </p>
        </Section>
        <SaveRow text={s.save} busy={busy} done={result && "ok" in result && result.ok ? (result.changed > 0 ? s.saved : s.unchanged) : undefined} />
      </Form>
    </>
  );
}
