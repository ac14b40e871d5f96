import { data, Form, Link, redirect, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/reserve";
import { z } from "#app/platform/zod.ts";
import { requireRole } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { firstMessage, refusalOf, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { findSubmission } from "#app/admin/inbox/read.server.ts";
import { isOpen, forEmail, unfilledPlaceholders, MESSAGE_BODY_MAX } from "#app/features/journey/request/public.ts";
import { accountFirstName, otherOpenRequests, reservationHolder, reserveDog, unreserve, foundFamilyTexts } from "#app/features/journey/request/public.server.ts";
import { loadOrganisation } from "#app/features/organisation/server/effective.server.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { type Locale, localeOf } from "#app/platform/i18n/locale.ts";
import { adminMessages, t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { button, formatDateTime, input, label, Notice, PageTitle, Section, secondaryButton, useAdmin } from "../ui.tsx";

/**
 * Reserving a request's dog (docs/product/journey.md#found-a-family): the page lists every other
 * open request for the dog, the similar dogs offered and the "found a family" text per language;
 * "preview" shows each message as its reader will get it, "reserve" sends them all and closes
 * those requests in one transaction. While the dog is reserved for another request, the page names
 * that family and its stage and offers only to release its reservation first ("release", a step of
 * its own): reserving never closes the family that holds the dog.
 */
async function load(args: Route.LoaderArgs | Route.ActionArgs) {
  const { services, user, actor } = await requireRole(args, "inbox");
  const found = await findSubmission(services.db, args.params.id);
  if (!found || found.submission.spam || found.submission.formType !== "adoption") throw data(null, { status: 404 });
  const row = found.submission;
  const coordinator = await accountFirstName(services.db, user.id);
  const snapshot = await services.dogs.get();
  const sites = { de: services.env.SITE_URL_DE, es: services.env.SITE_URL_ES };
  const [others, holder, texts] = await Promise.all([
    otherOpenRequests(services.db, row),
    reservationHolder(services.db, row),
    loadOrganisation(services.db).then((organisation) => foundFamilyTexts(services.db, { dogs: snapshot.dogs, sites, organisation }, row, coordinator)),
  ]);
  return { services, actor, user, row, others, holder, texts };
}

function languagesOf(others: readonly { locale: string }[]): Locale[] {
  return (["de", "es"] as const).filter((l) => others.some((o) => localeOf(o.locale) === l));
}

export async function loader(args: Route.LoaderArgs) {
  const { row, others, holder, texts } = await load(args);
  return {
    id: row.id,
    open: isOpen(row.formType, row.status),
    reserved: row.reserved,
    holder,
    dogName: texts?.dogName ?? null,
    similar: texts?.similar ?? [],
    others: others.map((o) => ({ id: o.id, name: o.name, locale: o.locale, createdAt: o.createdAt, status: o.status, waitlist: o.waitlist })),
    languages: languagesOf(others),
    bodies: texts?.bodies ?? { de: "", es: "" },
  };
}

type Previews = { bodies: Record<Locale, string>; previews: { id: string; name: string; locale: string; text: string }[] };
type ActionData = Previews | (IntentFailure & Previews);

type Ctx = Awaited<ReturnType<typeof load>> & { texts: NonNullable<Awaited<ReturnType<typeof load>>["texts"]> };
const defineIntent = adminIntents<Ctx>();

/** The "found a family" texts as sent, one per language of the other requests; each checked as a reply is. */
const bodiesSchema = z.object({ body_de: formField.trimmed(), body_es: formField.trimmed() });

/** The texts as each reader will get them, and the first problem of a text (in the volunteer's language). */
function previewsOf({ user, others, texts }: Ctx, sent: z.output<typeof bodiesSchema>) {
  const m = adminMessages[user.locale];
  const bodies = { ...texts.bodies };
  for (const locale of languagesOf(others)) bodies[locale] = locale === "de" ? sent.body_de : sent.body_es;
  const previews = others.map((o) => ({ id: o.id, name: o.name, locale: o.locale, text: forEmail(bodies[localeOf(o.locale)], o.firstName) }));
  const problems: Record<string, string> = {};
  for (const locale of languagesOf(others)) {
    const body = bodies[locale];
    const left = unfilledPlaceholders(body);
    const problem = !body
      ? m.submission.bodyMissing
      : body.length > MESSAGE_BODY_MAX
        ? m.submission.bodyTooLong
        : left.length > 0
          ? t(m.submission.unfilled, { placeholders: left.map((p) => `{${p}}`).join(", ") })
          : null;
    if (problem) problems[`body_${locale}`] = problem;
  }
  return { bodies, previews, problems };
}

/** The page's forms: release the holder's reservation, preview the texts, reserve and send them. */
const intents = {
  release: defineIntent({
    schema: z.object({ holder: formField.text(100) }),
    handle: async (sent, { services, actor, row, holder }) => {
      // The holder the coordinator saw: if another volunteer released or changed it meanwhile, nothing happens.
      if (!holder || sent.holder !== holder.id) throw data(null, { status: 409 });
      await unreserve(services.db, actor, holder.id);
      throw redirect(`${adminPath("admin-reserve", { id: row.id })}?freigegeben=1`);
    },
  }),
  preview: defineIntent({
    schema: bodiesSchema,
    handle: (sent, ctx, form) => {
      if (ctx.holder) throw data(null, { status: 409 });
      const { bodies, previews, problems } = previewsOf(ctx, sent);
      if (Object.keys(problems).length > 0) return form.refuse(problems, { extra: { bodies, previews } });
      return data<ActionData>({ bodies, previews });
    },
  }),
  reserve: defineIntent({
    schema: bodiesSchema,
    handle: async (sent, ctx, form) => {
      const { services, actor, row, holder } = ctx;
      if (holder) throw data(null, { status: 409 });
      const { bodies, previews, problems } = previewsOf(ctx, sent);
      if (Object.keys(problems).length > 0) return form.refuse(problems, { extra: { bodies, previews } });
      const outcome = await reserveDog(services.db, actor, row.id, bodies);
      if (!outcome.ok) throw data(null, { status: outcome.reason === "unknown" ? 404 : 409 });
      throw redirect(`${adminPath("admin-submission", { id: row.id })}?reserviert=${outcome.closed}#ablauf`);
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const loaded = await load(args);
  const { texts, row, user } = loaded;
  if (!texts) throw data(null, { status: 404 });
  if (!isOpen(row.formType, row.status)) throw data(null, { status: 409 });
  return takeForm(args.request, user.locale, intents, { ...loaded, texts });
}

export default function Reserve({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const r = m.reserve;
  const result = useActionData<ActionData>();
  const refused = refusalOf(result);
  const { dogName, others, similar, languages } = loaderData;
  const bodies = (result && "bodies" in result ? result.bodies : null) ?? loaderData.bodies;
  const previews = result && !refused && "previews" in result ? result.previews : null;
  const back = adminPath("admin-submission", { id: loaderData.id });
  const languageName = (l: string) => m.languages[l as Locale] ?? l;
  // Inside a sentence ("Mensaje en español"); in brackets and headings the name as a label.
  const languageInText = (l: string) => m.languagesInText[l as Locale] ?? l;
  const statusName = (s: string) => m.statuses[s as keyof typeof m.statuses] ?? s;
  const [search] = useSearchParams();
  const { holder } = loaderData;
  return (
    <>
      <p>
        <Link to={back} className="text-brand-800 underline">
          {r.back}
        </Link>
      </p>
      <div className="mt-2">
        <PageTitle title={`${r.title} – ${m.title}`}>{r.title}</PageTitle>
      </div>
      {!dogName ? (
        <Notice tone="error">{r.noDog}</Notice>
      ) : !loaderData.open ? (
        <Notice tone="error">{r.notOpen}</Notice>
      ) : holder ? (
        <section aria-labelledby="held" className="mt-6 rounded-md border-l-4 border-amber-700 bg-amber-50 px-4 py-4 text-amber-950" data-held>
          <h2 id="held" className="text-lg font-bold">{t(r.heldTitle, { dog: dogName })}</h2>
          <p className="mt-2">
            {t(r.held, { dog: dogName, name: holder.name || "–", stage: statusName(holder.status) })}{" "}
            <Link to={adminPath("admin-submission", { id: holder.id })} className="underline">{r.openHolder}</Link>
          </p>
          <p className="mt-2">{t(r.releaseHint, { dog: dogName })}</p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="holder" value={holder.id} />
            <button type="submit" name="intent" value="release" className={secondaryButton} data-release>
              {t(r.release, { name: holder.name || "–" })}
            </button>
          </Form>
        </section>
      ) : (
        <>
          {search.get("freigegeben") ? <Notice tone="success">{t(r.released, { dog: dogName })}</Notice> : null}
          <p className="mt-4 text-lg">{t(r.intro, { dog: dogName })}</p>
          <Section title={others.length > 0 ? plural(locale, r.others, others.length, { dog: dogName }) : t(r.noOthers, { dog: dogName })} id="andere">
            {others.length > 0 ? (
              <ul className="space-y-1" data-others>
                {others.map((o) => (
                  <li key={o.id}>
                    <Link to={adminPath("admin-submission", { id: o.id })} className="text-brand-800 underline">
                      {o.name || "–"}
                    </Link>{" "}
                    · {statusName(o.status)}{o.waitlist ? ` · ${m.inbox.waitlist}` : ""} · {formatDateTime(o.createdAt, locale)} · {languageName(o.locale)}
                  </li>
                ))}
              </ul>
            ) : null}
          </Section>
          {others.length > 0 ? (
            <Section title={r.similar} id="aehnliche">
              {similar.length > 0 ? (
                <ul className="list-disc space-y-1 pl-6" data-similar>
                  {similar.map((d) => <li key={d.id}>{d.name}</li>)}
                </ul>
              ) : (
                <p>{r.noSimilar}</p>
              )}
            </Section>
          ) : null}
          <Form method="post" className="mt-8 space-y-6">
            {languages.map((l) => (
              <div key={l}>
                <label htmlFor={`body-${l}`} className={label}>{t(r.text, { language: languageInText(l) })}</label>
                <textarea id={`body-${l}`} name={`body_${l}`} required rows={14} maxLength={MESSAGE_BODY_MAX} defaultValue={bodies[l]} aria-describedby="text-hint" className={input} />
              </div>
            ))}
            {languages.length > 0 ? <p id="text-hint" className="text-sm text-stone-700">{r.textHint}</p> : null}
            {refused ? <Notice tone="error">{firstMessage(refused)}</Notice> : null}
            {previews ? (
              <section aria-labelledby="previews" className="space-y-4" data-previews>
                <h2 id="previews" className="text-xl font-bold text-stone-900">{r.preview}</h2>
                {previews.map((p) => (
                  <article key={p.id} className="rounded-md border border-stone-300 bg-stone-50 p-4">
                    <h3 className="font-semibold">{t(r.previewFor, { name: p.name || "–", language: languageName(p.locale) })}</h3>
                    <p className="mt-2 break-words whitespace-pre-wrap">{p.text}</p>
                  </article>
                ))}
              </section>
            ) : null}
            <div className="flex flex-wrap gap-3">
              {others.length > 0 ? (
                <button type="submit" name="intent" value="preview" className={secondaryButton}>
                  {r.preview}
                </button>
              ) : null}
              <button type="submit" name="intent" value="reserve" className={button} data-confirm-reserve>
                {others.length > 0 ? plural(locale, r.confirm, others.length) : r.confirmNone}
              </button>
            </div>
          </Form>
        </>
      )}
    </>
  );
}
