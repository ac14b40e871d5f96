import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { useEffect, useRef } from "react";
import type { Route } from "./+types/settings";
import { z } from "#app/platform/zod.ts";
import { requireRole, adminQuery, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { firstMessage, refusalOf, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { localeOf, locales, type Locale } from "#app/platform/i18n/locale.ts";
import { defaultSettings, loadOrganisation, saveOrganisationSettings, settingsStamp } from "#app/features/organisation/server/effective.server.ts";
import { parseOrganisationSettings, settingsOf } from "#app/features/organisation/rules/settings.ts";
import {
  SETTINGS_FIELDS, SETTINGS_GROUPS, type OrganisationSettings, type SettingsField, type SettingsProblem,
} from "#app/features/organisation/rules/fields.ts";
import { t } from "../messages/index.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { adminPath } from "../route-table.ts";
import { formatDateTime, input, label, Notice, FieldProblem, PageTitle, SaveRow, useAdmin } from "../ui.tsx";


export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "settings");
  // The country whose association is edited: `?land=es`, the German one otherwise.
  const country = localeOf(adminQuery(args.request).get("land"));
  const [organisation, stamp] = await Promise.all([loadOrganisation(services.db), settingsStamp(services.db, country)]);
  return {
    country,
    values: settingsOf(organisation[country]),
    defaults: defaultSettings(country),
    savedAt: stamp?.updatedAt.toISOString() ?? null,
  };
}

type ActionResult =
  | { ok: true; country: Locale; changed: number }
  | { ok: false; country: Locale; values: OrganisationSettings; errors: Partial<Record<SettingsField, SettingsProblem>> }
  | IntentFailure;

type Ctx = Authorised;
const defineIntent = adminIntents<Ctx>();

/** The page's one form: one country's settings, every field a text; what each must be is `parseOrganisationSettings`'s. */
const intents = {
  save: defineIntent({
    schema: (m) =>
      z.object({
        country: z.enum(locales, { error: m.settings.invalidCountry }),
        ...(Object.fromEntries(SETTINGS_FIELDS.map((name) => [name, formField.text(10_000)])) as Record<SettingsField, ReturnType<typeof formField.text>>),
      }),
    handle: async ({ country, ...posted }, { services, actor, user }) => {
      const result = parseOrganisationSettings(posted);
      if (!result.ok) return data<ActionResult>({ ok: false, country, values: result.values, errors: result.errors }, { status: 400 });
      const changed = await saveOrganisationSettings(services.db, actor, country, result.values);
      services.logger.info({ country, changed: changed.length, account: user.id }, "organisation settings saved");
      return data<ActionResult>({ ok: true, country, changed: changed.length });
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "settings");
  return takeForm(args.request, authorised.user.locale, intents, authorised, { fallback: "save" });
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const s = m.settings;
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const { country, defaults, savedAt } = loaderData;
  // After a refused post the form shows what was typed; otherwise the stored values.
  const refused = refusalOf(result);
  const failed = result && !result.ok && "country" in result && result.country === country ? result : null;
  const values = failed?.values ?? loaderData.values;
  const errors = failed?.errors ?? {};
  const errorCount = Object.keys(errors).length;
  const summary = useRef<HTMLDivElement>(null);
  // A refused post moves focus to the summary of what to fix (without JavaScript the page simply shows it).
  useEffect(() => {
    if (failed && Object.keys(failed.errors).length > 0) summary.current?.focus();
  }, [failed]);

  return (
    <>
      <PageTitle title={`${s.title} – ${m.title}`}>{s.title}</PageTitle>
      <p className="mt-2 max-w-3xl">{s.intro}</p>

      <nav aria-label={s.country} className="mt-6 flex flex-wrap gap-2">
        {locales.map((l) => (
          <Link
            key={l}
            to={`${adminPath("admin-settings")}?land=${l}`}
            aria-current={l === country ? "page" : undefined}
            className="rounded-md border border-stone-400 bg-white px-4 py-2 font-semibold text-stone-900 no-underline hover:bg-stone-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
          >
            {s.countries[l]}
          </Link>
        ))}
      </nav>
      <p className="mt-3 text-sm text-stone-700" data-settings-stamp>
        {savedAt ? t(s.lastSaved, { date: formatDateTime(savedAt, locale) }) : s.neverSaved}
      </p>

      {refused ? <Notice tone="error">{firstMessage(refused)}</Notice> : null}
      {errorCount > 0 ? (
        <div ref={summary} tabIndex={-1} role="alert" className="mt-4 rounded-md border-l-4 border-red-800 bg-red-50 px-4 py-3 text-red-950" data-error-summary>
          <p className="font-semibold">{t(s.errorSummary, { count: errorCount })}</p>
          <ul className="mt-2 list-disc pl-5">
            {SETTINGS_FIELDS.filter((f) => errors[f]).map((f) => (
              <li key={f}>
                <a href={`#setting-${f}`} className="text-red-950 underline">
                  {s.fields[f]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <Form method="post" action={`${adminPath("admin-settings")}?land=${country}`} noValidate className="mt-6" key={`${country}|${savedAt}`}>
        <input type="hidden" name="country" value={country} />
        {(Object.keys(SETTINGS_GROUPS) as (keyof typeof SETTINGS_GROUPS)[]).map((group) => (
          <fieldset key={group} className="mt-6 rounded-lg border border-stone-300 bg-white p-4 sm:p-6">
            {/* A floated legend is laid out inside the card like a heading: a long group name wraps there on a phone instead of running over the border. */}
            <legend className="float-left w-full text-xl font-bold text-stone-900">{s.groups[group]}</legend>
            <div className="clear-both grid gap-5 pt-4 md:grid-cols-2">
              {SETTINGS_GROUPS[group].map((field) => (
                <SettingField
                  key={field}
                  field={field}
                  label={s.fields[field]}
                  value={values[field]}
                  defaultHint={defaults[field] !== values[field] ? t(s.defaultValue, { value: defaults[field] }) : null}
                  error={errors[field] ? s.problems[errors[field]] : null}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <SaveRow
          text={s.save}
          busy={navigation.state === "submitting"}
          done={result?.ok && result.country === country ? (result.changed > 0 ? plural(locale, s.saved, result.changed) : s.unchanged) : null}
        />
      </Form>
    </>
  );
}

const INPUT_TYPES: Partial<Record<SettingsField, { type: string; autoComplete?: string; inputMode?: "tel" | "numeric" }>> = {
  email: { type: "email" },
  donationEmail: { type: "email" },
  paypalEmail: { type: "email" },
  phone: { type: "tel" },
  whatsapp: { type: "text", inputMode: "tel" },
  paypalMe: { type: "url" },
  protectionFee: { type: "text", inputMode: "numeric" },
  paypalGeneral: { type: "url" },
  paypalHospice: { type: "url" },
  teamingGeneral: { type: "url" },
  teamingSponsorDogs: { type: "url" },
  teamingResidencia: { type: "url" },
  facebook: { type: "url" },
  instagram: { type: "url" },
};

function SettingField({
  field, label: text, value, defaultHint, error,
}: { field: SettingsField; label: string; value: string; defaultHint: string | null; error: string | null }) {
  const id = `setting-${field}`;
  const described = [error ? `${id}-error` : null, defaultHint ? `${id}-default` : null].filter(Boolean).join(" ");
  const kind = INPUT_TYPES[field] ?? { type: "text" };
  const wide = field === "responsibleForContent";
  return (
    <div className={wide ? "md:col-span-2" : undefined}>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <input
        id={id}
        name={field}
        type={kind.type}
        inputMode={kind.inputMode}
        defaultValue={value}
        required
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`${input} ${error ? "border-red-800" : ""}`}
      />
      <FieldProblem id={`${id}-error`} field={field} problem={error} />
      {defaultHint ? (
        <p id={`${id}-default`} className="mt-1 break-all text-sm text-stone-700">
          {defaultHint}
        </p>
      ) : null}
    </div>
  );
}

