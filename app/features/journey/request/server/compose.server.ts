/**
 * What a coordinator starts a reply with (docs/product/journey.md#templates): the request's
 * templates, in the request's language, with every placeholder filled that the back office knows
 * (the dog, the coordinator's first name, the association's contacts of the request's country);
 * {firstName} stays for the e-mail. For "the dog has found a family", one text per language with
 * up to three similar available dogs and the links to the watch list and the new-dog alerts.
 */
import type { Database } from "#app/platform/db/client.server.ts";
import { type Locale, localeOf } from "#app/platform/i18n/locale.ts";
import { pathFor } from "#app/platform/i18n/routes.ts";
import type { Organisation } from "#app/features/organisation/rules/defaults.ts";
import { dogName, dogSex, dogSlug, isListedDog, type Dog } from "#app/features/dogs/rules/index.ts";
import { fillTemplate, templateKeysOf, type TemplateKey } from "../rules/templates.ts";
import { similarDogs } from "../rules/similar.ts";
import { loadTemplates } from "./templates.server.ts";
import { readHeldDogIds } from "./holds.server.ts";


export interface ReplyDraft {
  key: TemplateKey;
  body: string;
}

/** Every template of the request's form, filled for it, in its language. */
export async function replyDrafts(
  db: Database,
  request: { formType: string; locale: string; dogName: string | null; dogId?: string | null },
  coordinator: string | null,
  organisation: Organisation,
  /** Our dog list: the dog's sex chooses the templates' forms ({ihm|ihr}); without it, the neutral ones. */
  dogs: readonly Dog[] = [],
): Promise<ReplyDraft[]> {
  const locale = localeOf(request.locale);
  const dog = request.dogId ? dogs.find((d) => d.id === request.dogId) : undefined;
  const sex = dog ? dogSex(dog) : null;
  const templates = await loadTemplates(db);
  const contacts = organisation[locale];
  return templateKeysOf(request.formType)
    .filter((key) => !key.endsWith(".placed_elsewhere"))
    .map((key) => ({
      key,
      body: fillTemplate(templates[locale][key].body, {
        dog: request.dogName ?? undefined,
        coordinator: coordinator ?? undefined,
        email: contacts.email,
        phone: contacts.phone,
      }, sex),
    }));
}

export interface FoundFamily {
  /** The reserved dog as our list names it. */
  dogName: string;
  /** The similar dogs offered (the same in both languages). */
  similar: { id: string; name: string }[];
  /** The message per language, every placeholder but {firstName} filled. */
  bodies: Record<Locale, string>;
}

/** The "found a family" texts for the other applicants of a request's dog, or null when the request names no listed dog. */
export async function foundFamilyTexts(
  db: Database,
  deps: { dogs: readonly Dog[]; sites: Record<Locale, string>; organisation: Organisation },
  request: { dogId: string | null; dogName: string | null },
  coordinator: string | null,
): Promise<FoundFamily | null> {
  if (!request.dogName) return null;
  const dog = request.dogId ? deps.dogs.find((d) => d.id === request.dogId) : undefined;
  // Never a dog reserved for another of our requests (the dog system may still list it as available).
  const similar = dog ? similarDogs(deps.dogs.filter(isListedDog), dog, undefined, await readHeldDogIds(db)) : [];
  const templates = await loadTemplates(db);
  const { organisation } = deps;
  const bodies = {} as Record<Locale, string>;
  for (const locale of ["de", "es"] as const) {
    const site = deps.sites[locale];
    const list = similar.map((d) => `- ${dogName(d)}: ${site}${pathFor("dogDetail", locale, { slug: dogSlug(d) })}`).join("\n");
    bodies[locale] = fillTemplate(templates[locale]["adoption.placed_elsewhere"].body, {
      dog: request.dogName,
      coordinator: coordinator ?? undefined,
      email: organisation[locale].email,
      phone: organisation[locale].phone,
      // Without a similar dog, the list of every dog that looks for a home.
      similarDogs: list || `${site}${pathFor("dogs", locale)}`,
      watchlist: `${site}${pathFor("watchlist", locale)}`,
      alerts: `${site}${pathFor("dogAlerts", locale)}`,
    }, dog ? dogSex(dog) : null);
  }
  return { dogName: request.dogName, similar: similar.map((d) => ({ id: d.id!, name: dogName(d) ?? "" })), bodies };
}
