/**
 * Foster homes for the tests of the foster families' news (docs/product/foster.md): an application
 * stored as the form stores it (or sent through the JSON form API by the browser tests), accepted
 * through the request's one writer, made a foster home from its prefilled values, and a dog placed
 * there by hand today. A real JPEG for the photos the image pipeline encodes.
 */
import sharp from "sharp";
import { eq } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";
import { dogs } from "#app/platform/db/schema.ts";
import type { Actor } from "#app/platform/audit/log.server.ts";
import { submit, type SubmissionSettings } from "#app/features/submissions/server/submit.server.ts";
import { issueFormToken } from "#app/platform/forms/server/token.server.ts";
import { applyEvent } from "#app/features/journey/request/public.server.ts";
import { applicationValues, createFosterHome, placeDog } from "#app/features/journey/foster/public.server.ts";
import { readFosterHome } from "#app/features/journey/foster/public.ts";
import { calendarToday, siteTimeZone } from "#app/platform/i18n/dates.ts";
import { validFields } from "./form-fixtures.ts";

/** A foster application's fields with the address as families write it ("street, postcode city"). */
export function fosterApplicationFields(tag: string, address = { street: "Lindenstraße 12", postalCode: "50667", city: "Köln" }): Record<string, string> {
  return { ...validFields("foster_home", tag), address: `${address.street}, ${address.postalCode} ${address.city}`, zipCode: address.postalCode };
}

/** A foster application stored as the form stores it, in the language's host; its id. */
export async function storeFosterApplication(db: Database, options: { secret: string; tag: string; locale?: "de" | "es"; address?: { street: string; postalCode: string; city: string } }): Promise<string> {
  const now = new Date();
  const host = options.locale === "es" ? "es.localhost:3000" : "localhost:3000";
  const settings: SubmissionSettings = { db, secret: options.secret, minFillMs: 0, maxTokenAgeMs: 8 * 3_600_000, confirmationsPerAddressPerDay: 100, now };
  const key = `foster-${options.tag}-${now.getTime()}`;
  const outcome = await submit(
    {
      kind: "foster_home",
      locale: options.locale ?? "de",
      host,
      fields: fosterApplicationFields(options.tag, options.address),
      token: issueFormToken(options.secret, host, new Date(now.getTime() - 20_000), key),
      idempotencyKey: key,
    },
    settings,
  );
  if (outcome.status !== "accepted") throw new Error(`not accepted: ${JSON.stringify(outcome)}`);
  return outcome.id;
}

/**
 * An application made a foster home: accepted through the request's writer ("accept", then
 * "accept_home"), its prefilled values read by the back office's rules (taking three dogs); the home's id.
 */
export async function fosterHomeOf(db: Database, actor: Actor, secret: string, submissionId: string): Promise<string> {
  for (const event of ["accept", "accept_home"]) {
    const moved = await applyEvent(db, actor, submissionId, event, null);
    if (!moved.ok) throw new Error(`application not moved by ${event}: ${JSON.stringify(moved)}`);
  }
  const prefilled = await applicationValues(db, submissionId);
  if (!prefilled) throw new Error("the application cannot become a foster home");
  const read = readFosterHome({ ...prefilled, capacity: "3" });
  if (!read.ok) throw new Error(`the prefilled values are refused: ${JSON.stringify(read.problems)}`);
  const created = await createFosterHome(db, actor, secret, submissionId, read.values);
  if (!created.ok) throw new Error(`no foster home: ${created.reason}`);
  return created.id;
}

/** A dog of our list (as the sync stores it), when the test has none of the demo dogs. */
export async function storeDog(db: Database, id: string, name: string): Promise<void> {
  const [known] = await db.select({ id: dogs.id }).from(dogs).where(eq(dogs.id, id));
  if (!known) await db.insert(dogs).values({ id, data: { id, name } });
}

/** A dog placed in a foster home by hand today (it lives there at once); the stay's id. */
export async function placeToday(db: Database, actor: Actor, homeId: string, dogId: string): Promise<string> {
  const placed = await placeDog(db, actor, homeId, { dogId, arrival: "hand", startsOn: calendarToday(siteTimeZone.de) });
  if (!placed.ok) throw new Error(`dog not placed: ${placed.reason}`);
  return placed.id;
}

/** A real photo as the upload helper leaves it: a JPEG, upright, without metadata. */
export async function fosterPhoto(colour: { r: number; g: number; b: number }, width = 1200, height = 900): Promise<{ contentType: string; bytes: Uint8Array; width: number; height: number }> {
  const stripes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(${colour.r},${colour.g},${colour.b})"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff" opacity="0.6"/></svg>`,
  );
  const bytes = await sharp(stripes).jpeg({ quality: 80 }).toBuffer();
  return { contentType: "image/jpeg", bytes: new Uint8Array(bytes), width, height };
}
