/**
 * A foster home's details as a coordinator keeps them (docs/product/foster.md#foster-homes): read
 * from the back office's form, prefilled from the foster application, and the region the dog page
 * names (postcode area and city, never the street). Pure.
 */
import { EMAIL_PATTERN, isChecked } from "#app/platform/forms/rules/fields.ts";

export const DOG_SIZES = ["small", "medium", "large"] as const;
export type DogSize = (typeof DOG_SIZES)[number];

export interface FosterHomeValues {
  name: string;
  email: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  capacity: number;
  sizes: DogSize[];
  hasCats: boolean;
  hasChildren: boolean;
  visits: boolean;
  visitTimes: string;
  notes: string;
}

export type FosterHomeField = keyof FosterHomeValues;
/** What can be wrong with a field: the pages' copy names each. */
export type FosterHomeProblem = "required" | "tooLong" | "email" | "postalCode" | "capacity" | "sizes";

export const FOSTER_LIMITS = { name: 100, email: 254, phone: 40, street: 200, city: 80, visitTimes: 300, notes: 2000, capacity: 20 } as const;

/** A postcode: four or five digits (Germany, Austria, Spain), as the dog page's region needs its first two. */
const POSTAL_CODE = /^\d{4,5}$/;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Reads the back office's form: the values, or each field's problem. */
export function readFosterHome(input: Readonly<Record<string, unknown>>): { ok: true; values: FosterHomeValues } | { ok: false; problems: Partial<Record<FosterHomeField, FosterHomeProblem>> } {
  const problems: Partial<Record<FosterHomeField, FosterHomeProblem>> = {};
  const required = (field: "name" | "phone" | "street" | "city", max: number) => {
    const value = text(input[field]);
    if (!value) problems[field] = "required";
    else if (value.length > max) problems[field] = "tooLong";
    return value;
  };
  const name = required("name", FOSTER_LIMITS.name);
  const email = text(input.email);
  if (!email) problems.email = "required";
  else if (email.length > FOSTER_LIMITS.email || !EMAIL_PATTERN.test(email)) problems.email = "email";
  const phone = required("phone", FOSTER_LIMITS.phone);
  const street = required("street", FOSTER_LIMITS.street);
  const postalCode = text(input.postalCode).replace(/\s/g, "");
  if (!POSTAL_CODE.test(postalCode)) problems.postalCode = "postalCode";
  const city = required("city", FOSTER_LIMITS.city);
  const capacityText = text(input.capacity);
  const capacity = /^\d{1,2}$/.test(capacityText) ? Number(capacityText) : Number.NaN;
  if (!(capacity >= 1 && capacity <= FOSTER_LIMITS.capacity)) problems.capacity = "capacity";
  const sent = Array.isArray(input.sizes) ? input.sizes : input.sizes === undefined ? [] : [input.sizes];
  const sizes = DOG_SIZES.filter((size) => sent.includes(size));
  if (sizes.length === 0) problems.sizes = "sizes";
  const visitTimes = text(input.visitTimes);
  if (visitTimes.length > FOSTER_LIMITS.visitTimes) problems.visitTimes = "tooLong";
  const notes = text(input.notes);
  if (notes.length > FOSTER_LIMITS.notes) problems.notes = "tooLong";
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    values: { name, email, phone, street, postalCode, city, capacity, sizes, hasCats: isChecked(input.hasCats), hasChildren: isChecked(input.hasChildren), visits: isChecked(input.visits), visitTimes, notes },
  };
}

/**
 * A new foster home's starting values from its application (forms.md#foster-home: `name`, `email`,
 * `phone`, `address`, `zipCode`): the street and city split off the address when it ends in
 * "12345 City" or the city follows a comma; what cannot be read stays for the coordinator to fill in.
 */
export function fromApplication(data: Readonly<Record<string, unknown>>): Record<FosterHomeField, string | boolean | string[] | number> {
  const address = text(data.address);
  const postalCode = text(data.zipCode).replace(/\s/g, "");
  let street = address;
  let city = "";
  const withCode = /^(.*?)[,\s]+(\d{4,5})\s+(.+)$/.exec(address);
  const afterComma = /^(.*?),\s*([^,\d][^,]*)$/.exec(address);
  if (withCode) {
    street = withCode[1]!.trim();
    city = withCode[3]!.trim();
  } else if (afterComma) {
    street = afterComma[1]!.trim();
    city = afterComma[2]!.trim();
  }
  return {
    name: text(data.name),
    email: text(data.email),
    phone: text(data.phone),
    street,
    postalCode,
    city,
    capacity: 1,
    sizes: [...DOG_SIZES],
    hasCats: false,
    hasChildren: false,
    visits: true,
    visitTimes: "",
    notes: "",
  };
}

/** The sizes as stored (a comma list) and back. */
export function sizesToText(sizes: readonly DogSize[]): string {
  return DOG_SIZES.filter((s) => sizes.includes(s)).join(",");
}
export function sizesOf(stored: string): DogSize[] {
  const parts = stored.split(",");
  return DOG_SIZES.filter((s) => parts.includes(s));
}

/** Where a dog waits, as a public page may say it: the postcode's first two digits and the city; never the street or the whole code. */
export interface FosterRegion {
  area: string;
  city: string;
}

export function regionOf(home: { postalCode: string; city: string }): FosterRegion | null {
  const area = home.postalCode.replace(/\s/g, "").slice(0, 2);
  const city = home.city.trim();
  if (!/^\d{2}$/.test(area) || !city) return null;
  return { area, city };
}

/** The dog page's line, in the page's language: "Wartet in einer Pflegestelle in 50… Köln." */
export function regionLine(locale: "de" | "es", region: FosterRegion): string {
  return locale === "de"
    ? `Wartet in einer Pflegestelle in ${region.city} (PLZ-Gebiet ${region.area}).`
    : `Espera en una casa de acogida en ${region.city} (zona postal ${region.area}).`;
}
