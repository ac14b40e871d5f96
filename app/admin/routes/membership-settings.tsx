import { data, Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/membership-settings";
import { z } from "#app/platform/zod.ts";
import { requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { firstMessage, refusalOf, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { MEMBERSHIP_TYPES, PAYMENT_INTERVALS } from "#app/platform/forms/rules/constants.ts";
import { getMessages } from "#app/platform/forms/rules/messages.ts";
import { loadMembershipSettings, saveMembershipSettings } from "#app/features/membership/server/settings.server.ts";
import {
  CANCELLATION_TERMS, feeField, MEMBERSHIP_SETTINGS_FIELDS, parseMembershipSettings, settingsFormValues, type MembershipSettingsProblem,
} from "#app/features/membership/rules/settings.ts";
import { FieldProblem, input, label, Notice, PageTitle, SaveRow, Section, useAdmin } from "../ui.tsx";

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "settings");
  return { values: settingsFormValues(await loadMembershipSettings(services.db)) };
}

type ActionData =
  | { ok: true; changed: number }
  | { ok: false; values: Record<string, string>; errors: Record<string, MembershipSettingsProblem> }
  | IntentFailure;

const defineIntent = adminIntents<Authorised>();

/** The page's one form: the membership's settings (docs/product/membership.md#settings); the rules are `parseMembershipSettings`'s. */
const intents = {
  save: defineIntent({
    schema: () => z.object(Object.fromEntries(MEMBERSHIP_SETTINGS_FIELDS.map((name) => [name, formField.text(name === "purposes" ? 1000 : 200)]))),
    handle: async (posted, { services, actor }) => {
      const result = parseMembershipSettings(posted);
      if (!result.ok) return data<ActionData>({ ok: false, values: result.values, errors: result.errors }, { status: 400 });
      const changed = await saveMembershipSettings(services.db, actor, result.settings);
      return data<ActionData>({ ok: true, changed: changed.length });
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "settings");
  return takeForm(args.request, authorised.user.locale, intents, authorised, { fallback: "save" });
}

export default function MembershipSettingsPage({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const s = m.members;
  const options = getMessages(locale).options;
  const result = useActionData<ActionData>();
  const busy = useNavigation().state !== "idle";
  const refused = refusalOf(result);
  const failed = result && "ok" in result && !result.ok && "values" in result ? result : null;
  const values = failed?.values ?? loaderData.values;
  const errors = (failed?.errors ?? {}) as Record<string, MembershipSettingsProblem>;
  const field = (name: string, text: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
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
      <PageTitle title={`${s.settingsTitle} – ${m.title}`}>{s.settingsTitle}</PageTitle>
      <p className="max-w-3xl text-stone-700">{s.settingsIntro}</p>
      {refused ? <Notice tone="error">{firstMessage(refused)}</Notice> : null}
      <Form method="post" className="grid gap-6" key={result && "ok" in result && result.ok ? "saved" : "form"}>
        <Section title={s.minimumFees}>
          <div className="grid gap-6 sm:grid-cols-2">
            {MEMBERSHIP_TYPES.map((type) => (
              <fieldset key={type} className="grid gap-3">
                <legend className="mb-2 font-bold text-stone-900">{options.membershipTypes[type]}</legend>
                {PAYMENT_INTERVALS.map((interval) => (
                  <div key={interval}>{field(feeField(type, interval), `${options.paymentIntervals[interval]} (€)`, { inputMode: "decimal" })}</div>
                ))}
              </fieldset>
            ))}
          </div>
        </Section>
        <Section title={s.cancellationTerm}>
          <div className="grid max-w-xl gap-4">
            {field("noticeMonths", s.noticeMonths, { inputMode: "numeric" })}
            <div>
              <label htmlFor="cancellationTerm" className={label}>{s.cancellationTerm}</label>
              <select id="cancellationTerm" name="cancellationTerm" defaultValue={values.cancellationTerm} className={input}>
                {CANCELLATION_TERMS.map((term) => <option key={term} value={term}>{s.terms[term]}</option>)}
              </select>
            </div>
            {field("prenotificationDays", s.prenotificationDays, { inputMode: "numeric" })}
          </div>
        </Section>
        <Section title={s.creditorId}>
          <div className="grid max-w-xl gap-4">
            {field("creditorId", s.creditorId, { autoComplete: "off", spellCheck: false })}
            {field("creditorName", s.creditorName, { maxLength: 70 })}
          </div>
        </Section>
        <Section title={s.taxData}>
          <p className="max-w-3xl text-stone-700">{s.taxIntro}</p>
          <div className="mt-4 grid max-w-xl gap-4">
            {field("taxOffice", s.taxOffice, { maxLength: 70 })}
            {field("taxNumber", s.taxNumber, { maxLength: 70, autoComplete: "off", spellCheck: false })}
            {field("exemptionNoticeDate", s.exemptionNoticeDate, { type: "date" })}
            {field("assessmentPeriod", s.assessmentPeriod, { maxLength: 70 })}
            <div>
              <label htmlFor="purposes" className={label}>{s.purposes}</label>
              <textarea
                id="purposes"
                name="purposes"
                rows={3}
                defaultValue={values.purposes}
                className={input}
                aria-invalid={errors.purposes ? true : undefined}
                aria-describedby={errors.purposes ? "purposes-error" : undefined}
              />
              <FieldProblem id="purposes-error" field="purposes" problem={errors.purposes ? s.problems[errors.purposes] : null} />
            </div>
          </div>
        </Section>
        <SaveRow text={s.save} busy={busy} done={result && "ok" in result && result.ok ? (result.changed > 0 ? s.saved : s.unchanged) : undefined} />
      </Form>
    </>
  );
}
