import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/dogs";
import { z } from "#app/platform/zod.ts";
import { requireRole, adminQuery, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { firstMessage, refusalOf } from "#app/platform/forms/rules/intents.ts";
import { readAllOwnTexts } from "#app/features/dogs/server/own-texts.server.ts";
import { readSyncState } from "#app/features/dogs/server/store.server.ts";
import { readSyncStatus, upstreamLabel } from "#app/features/dogs/server/sync-status.server.ts";
import { classifyDog, dogLocation, dogName, dogSlug, dogStatus, hasOwnTexts, isListedDog, locationLabel } from "#app/features/dogs/rules/index.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { allows } from "#app/admin/auth/roles.ts";
import { adminMessages, t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { button, formatDateTime, input, label, Notice, PageTitle, secondaryButton, Section, useAdmin } from "../ui.tsx";

/** At most this many dogs in the table; the search narrows the list. */
const SHOWN = 100;
/** The list's filter "without a Spanish text" (a checkbox of the search form). */
const WITHOUT_SPANISH = "ohne-es";

/** Whether the Spanish site shows a Spanish description of the dog (ours or the upstream's), not the German one. */
function hasSpanishDescription(dog: { publicDescription_es?: string | null }): boolean {
  return !!dog.publicDescription_es?.trim();
}

export async function loader(args: Route.LoaderArgs) {
  const { services, user } = await requireRole(args, "content");
  const params = adminQuery(args.request);
  const query = (params.get("q") ?? "").trim().slice(0, 100);
  /** Only the dogs the Spanish site still shows with the German description. */
  const withoutSpanish = params.has(WITHOUT_SPANISH);
  const [snapshot, state, status, texts] = await Promise.all([
    services.dogs.get(),
    readSyncState(services.db),
    readSyncStatus(services.db),
    readAllOwnTexts(services.db),
  ]);
  const listed = snapshot.dogs.filter(isListedDog);
  const lacking = listed.filter((dog) => !hasSpanishDescription(dog));
  const needle = query.toLocaleLowerCase();
  const matches = (withoutSpanish ? lacking : listed).filter(
    (dog) => !needle || dogName(dog)!.toLocaleLowerCase().includes(needle) || dog.id!.toLocaleLowerCase().includes(needle),
  );
  const owner = allows("settings", user.role);
  const { SITE_URL_DE, SITE_URL_ES, DOGS_API_URL } = services.env;
  return {
    query,
    withoutSpanish,
    lackingSpanish: lacking.length,
    connected: !!DOGS_API_URL,
    /** The technical details (the upstream's address, the variable to set) only for owners, who run the server. */
    technical: owner ? { upstream: DOGS_API_URL ? upstreamLabel(DOGS_API_URL) : null } : null,
    sync: {
      syncedAt: state?.syncedAt.toISOString() ?? null,
      count: listed.length,
      attemptedAt: status?.attemptedAt.toISOString() ?? null,
      ok: status?.ok ?? null,
      errorKind: status?.errorKind ?? null,
      errorStatus: status?.errorStatus ?? null,
      failingSince: status?.failingSince?.toISOString() ?? null,
    },
    total: listed.length,
    dogs: matches.slice(0, SHOWN).map((dog) => {
      const slug = dogSlug(dog);
      return {
        id: dog.id!,
        name: dogName(dog)!,
        slug,
        types: classifyDog(dog),
        status: dogStatus(dog),
        location: locationLabel(dogLocation(dog), user.locale),
        ownTexts: hasOwnTexts(texts.get(dog.id!)),
        spanish: hasSpanishDescription(dog),
        pages: {
          de: SITE_URL_DE + pathFor("dogDetail", "de", { slug }),
          es: SITE_URL_ES + pathFor("dogDetail", "es", { slug }),
        },
      };
    }),
    matching: matches.length,
  };
}

type SyncResult = { tone: "success" | "error"; text: string };

type Ctx = Authorised;
const defineIntent = adminIntents<Ctx>();

/** The page's one form: sync the dog list now (for everyone together at most so often). */
const intents = {
  sync: defineIntent({
    schema: z.object({}),
    handle: async (_sent, { services, user }) => {
      const m = adminMessages[user.locale].dogs;
      if (!services.dogSync) return data<SyncResult>({ tone: "error", text: m.noUpstream }, { status: 409 });
      const limit = await services.rateLimits.take("dogSyncNow", "everyone");
      if (!limit.ok) {
        return data<SyncResult>(
          { tone: "error", text: t(m.syncLimited, { seconds: limit.retryAfterSeconds }) },
          { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
        );
      }
      const result = await services.dogSync.runNow();
      if (result.ok) return data<SyncResult>({ tone: "success", text: t(m.synced, { count: result.stored }) });
      const reason = errorText(m, result.reason, /(\d{3})/.exec(result.message)?.[1] ?? null);
      return data<SyncResult>({ tone: "error", text: t(m.syncFailed, { reason }) }, { status: 502 });
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "content");
  return takeForm(args.request, authorised.user.locale, intents, authorised);
}

type DogsMessages = (typeof adminMessages)["de"]["dogs"];

function errorText(m: DogsMessages, kind: string | null, status: string | number | null): string {
  const known = kind && kind in m.errors ? m.errors[kind as keyof DogsMessages["errors"]] : m.errors.other;
  return t(known, { status: status ?? "?" });
}

export default function Dogs({ loaderData }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const d = m.dogs;
  const answer = useActionData<typeof action>();
  const refused = refusalOf(answer);
  const result = refused ? { tone: "error" as const, text: firstMessage(refused) } : answer && "tone" in answer ? answer : null;
  const navigation = useNavigation();
  const { sync, connected, technical, dogs, query, total, matching, withoutSpanish, lackingSpanish } = loaderData;
  return (
    <>
      <PageTitle title={`${d.title} – ${m.title}`}>{d.title}</PageTitle>
      <p className="mt-2 max-w-3xl">{d.intro}</p>

      <Section title={d.sync} id="dog-sync">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]" data-sync-state>
          <dt className="font-semibold">{d.upstream}</dt>
          <dd>{connected ? d.upstreamWords : d.demo}</dd>
          {technical ? (
            <>
              <dt className="font-semibold">{d.technical}</dt>
              <dd className="break-all" data-technical>{technical.upstream ? t(d.technicalUpstream, { url: technical.upstream }) : d.technicalDemo}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{d.lastSync}</dt>
          <dd>{sync.syncedAt ? formatDateTime(sync.syncedAt, locale) : d.never}</dd>
          <dt className="font-semibold">{d.count}</dt>
          <dd data-dog-count>{sync.count}</dd>
          {sync.attemptedAt ? (
            <>
              <dt className="font-semibold">{d.lastAttempt}</dt>
              <dd>{formatDateTime(sync.attemptedAt, locale)}</dd>
              <dt className="font-semibold">{d.lastError}</dt>
              <dd data-sync-error>
                {sync.ok ? (
                  d.noError
                ) : (
                  <>
                    {errorText(d, sync.errorKind, sync.errorStatus)}
                    {sync.failingSince ? <> {t(d.failingSince, { date: formatDateTime(sync.failingSince, locale) })}</> : null}
                  </>
                )}
              </dd>
            </>
          ) : null}
        </dl>
        {connected ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="sync" />
            <button type="submit" className={button} disabled={navigation.state === "submitting"}>
              {d.syncNow}
            </button>
          </Form>
        ) : null}
        {result ? <Notice tone={result.tone}>{result.text}</Notice> : null}
      </Section>

      <Section title={d.list} id="dog-list">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
          <div className="grow sm:max-w-sm">
            <label htmlFor="dog-search" className={label}>{d.search}</label>
            <input id="dog-search" name="q" type="search" defaultValue={query} className={input} />
          </div>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name={WITHOUT_SPANISH} value="1" defaultChecked={withoutSpanish} className="size-5" />
            {d.onlyWithoutSpanish}
          </label>
          <button type="submit" className={secondaryButton}>{d.searchSubmit}</button>
        </Form>
        {lackingSpanish > 0 ? <p className="mt-4" data-lacking-spanish>{plural(locale, d.withoutSpanishCount, lackingSpanish)}</p> : null}
        <p className="mt-4" role="status">{t(d.shown, { shown: dogs.length, count: query || withoutSpanish ? matching : total })}</p>
        <div className="mt-2 overflow-x-auto">
          {/* A table on wide screens; on a phone each dog is a block of labelled lines (no sideways scrolling). */}
          <table className="w-full border-collapse text-left text-sm max-sm:block" data-admin-dogs>
            <thead className="max-sm:sr-only">
              <tr className="border-b-2 border-stone-400">
                <th scope="col" className="py-2 pr-3">{d.columns.name}</th>
                <th scope="col" className="py-2 pr-3">{d.columns.type}</th>
                <th scope="col" className="py-2 pr-3">{d.columns.status}</th>
                <th scope="col" className="py-2 pr-3">{d.columns.location}</th>
                <th scope="col" className="py-2 pr-3">{d.columns.slug}</th>
                <th scope="col" className="py-2 pr-3">{d.columns.spanish}</th>
                <th scope="col" className="py-2 pr-3">{d.columns.texts}</th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {dogs.map((dog) => (
                <tr key={dog.id} className="border-b border-stone-200 align-top max-sm:block max-sm:py-3" data-dog-id={dog.id}>
                  <td className="py-2 pr-3 max-sm:block max-sm:py-0.5">
                    <Link to={adminPath("admin-dog", { dogId: dog.id })} className="font-semibold text-brand-800 underline">
                      {dog.name}
                    </Link>
                    <span className="block text-stone-600">{dog.id}</span>
                  </td>
                  <td className="py-2 pr-3 max-sm:block max-sm:py-0.5">
                    <span className="font-semibold sm:hidden">{d.columns.type}: </span>
                    {(["adoption", "sponsorship", "hospice"] as const).filter((type) => dog.types[type]).map((type) => d.types[type]).join(", ")}
                  </td>
                  <td className="py-2 pr-3 max-sm:block max-sm:py-0.5">
                    <span className="font-semibold sm:hidden">{d.columns.status}: </span>
                    {d.statuses[dog.status]}
                  </td>
                  <td className="py-2 pr-3 max-sm:block max-sm:py-0.5">
                    <span className="font-semibold sm:hidden">{d.columns.location}: </span>
                    {dog.location}
                  </td>
                  <td className="py-2 pr-3 max-sm:block max-sm:py-0.5">
                    <span className="font-semibold sm:hidden">{d.columns.slug}: </span>
                    <span className="break-all sm:block">{dog.slug}</span>{" "}
                    <a href={dog.pages.de} className="inline-block min-h-6 min-w-6 py-0.5 text-brand-800 underline">
                      <span className="sr-only">{d.publicPage} </span>DE
                    </a>{" "}
                    <a href={dog.pages.es} className="ml-2 inline-block min-h-6 min-w-6 py-0.5 text-brand-800 underline">
                      <span className="sr-only">{d.publicPage} </span>ES
                    </a>
                  </td>
                  <td className="py-2 pr-3 max-sm:block max-sm:py-0.5">
                    <span className="font-semibold sm:hidden">{d.columns.spanish}: </span>
                    {dog.spanish ? (
                      d.spanishPresent
                    ) : (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-950" data-spanish-missing>{d.spanishMissing}</span>
                    )}
                  </td>
                  <td className="py-2 pr-3 max-sm:block max-sm:py-0.5">
                    <span className="font-semibold sm:hidden">{d.columns.texts}: </span>
                    {dog.ownTexts ? d.hasTexts : d.noTexts}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
    </>
  );
}
