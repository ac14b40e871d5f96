import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/foster-home-new";
import { requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { FORM_ERROR_KEY, refusalOf, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { readFosterHome } from "#app/features/journey/foster/public.ts";
import { applicationValues, createFosterHome, fosterHomeOfApplication } from "#app/features/journey/foster/public.server.ts";
import { adminMessages, t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { formValuesOf, formValuesSent, homeSchema, problemMessages } from "../foster-home-form.ts";
import { FosterHomeFields } from "../foster-home-fields.tsx";
import { button, Notice, PageTitle, Section, useAdmin } from "../ui.tsx";

/**
 * A foster home made from an accepted foster application (docs/product/foster.md#foster-homes): the
 * form starts with what the application said; the coordinator checks and completes it and saves,
 * which makes the home and sends the family the link to its page. Any other request is 404; an
 * application that already became a home leads to it.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "inbox");
  const id = args.params.id ?? "";
  const existing = await fosterHomeOfApplication(services.db, id);
  if (existing) throw redirect(adminPath("admin-foster-home", { id: existing.id }));
  const values = await applicationValues(services.db, id);
  if (!values) throw data(null, { status: 404 });
  return { id, applicant: String(values.name), values: formValuesOf(values) };
}

type ActionData = (IntentFailure & { sizes?: string[] });

type Ctx = Authorised & { id: string };
const defineIntent = adminIntents<Ctx>();

const intents = {
  create: defineIntent({
    schema: homeSchema,
    handle: async (sent, { services, actor, user, id }, form) => {
      const p = adminMessages[user.locale].fosterHomes;
      const read = readFosterHome(sent);
      if (!read.ok) return form.refuse(problemMessages(read.problems, p), { extra: { sizes: sent.sizes } });
      const created = await createFosterHome(services.db, actor, services.forms.secret, id, read.values);
      if (created.ok) return redirect(`${adminPath("admin-foster-home", { id: created.id })}?neu=1`);
      if (created.reason === "exists") {
        const home = await fosterHomeOfApplication(services.db, id);
        if (home) return redirect(adminPath("admin-foster-home", { id: home.id }));
      }
      if (created.reason === "unknown") throw data(null, { status: 404 });
      return form.refuse({ [FORM_ERROR_KEY]: p.createRefused.not_accepted }, { status: 409, extra: { sizes: sent.sizes } });
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "inbox");
  return takeForm(args.request, authorised.user.locale, intents, { ...authorised, id: args.params.id ?? "" }, { fallback: "create" });
}

export default function FosterHomeNew({ loaderData }: Route.ComponentProps) {
  const { m } = useAdmin();
  const p = m.fosterHomes;
  const result = useActionData<ActionData>();
  const refused = refusalOf(result);
  const busy = useNavigation().state !== "idle";
  const values = refused ? formValuesSent(refused.values, (result as ActionData).sizes ?? []) : loaderData.values;
  const errors = refused?.errors ?? {};
  const general = errors[FORM_ERROR_KEY];
  return (
    <>
      <p>
        <Link to={adminPath("admin-submission", { id: loaderData.id })} className="inline-flex min-h-11 items-center text-brand-800 underline">{p.backToApplication}</Link>
      </p>
      <PageTitle title={`${p.newTitle} – ${m.title}`}>{p.newTitle}</PageTitle>
      <p className="mt-2 max-w-3xl text-stone-800">{t(p.newIntro, { name: loaderData.applicant })}</p>
      {general ? <Notice tone="error">{general}</Notice> : refused ? <Notice tone="error">{p.fixBelow}</Notice> : null}
      <Section title={p.details} id="angaben">
        <Form method="post" className="max-w-3xl" data-foster-home-form noValidate>
          <input type="hidden" name="intent" value="create" />
          <FosterHomeFields values={values} errors={errors} />
          <div className="mt-6">
            <button type="submit" className={button} disabled={busy}>{p.create}</button>
          </div>
        </Form>
      </Section>
    </>
  );
}
