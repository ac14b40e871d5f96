/**
 * The back office's form of a foster home's details (docs/product/foster.md#foster-homes), shared by
 * the page that makes one from an application and the home's own page: what the form sends (its
 * intent schema; what it means is `readFosterHome`'s), each problem in the volunteer's words, the
 * values the fields show (stored, prefilled from the application, or as sent), and the list's stage
 * filter and export rows. Pure.
 */
import { z } from "#app/platform/zod.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { DOG_SIZES, FOSTER_HOME_STAGES, FOSTER_LIMITS, sizesOf, type DogSize, type FosterHomeField, type FosterHomeProblem, type FosterHomeStage, type FosterHomeValues } from "#app/features/journey/foster/public.ts";
import type { FosterHomeListItem } from "#app/features/journey/foster/public.server.ts";
import type { AdminMessages } from "./messages/index.ts";
import { t } from "./messages/index.ts";

/**
 * The details' fields as posted. The lengths here only keep a hand-made post small: the form's own
 * limits (FOSTER_LIMITS) are `readFosterHome`'s, which names each problem.
 */
export const homeFields = {
  name: formField.text(2_000),
  email: formField.text(2_000),
  phone: formField.text(2_000),
  street: formField.text(2_000),
  postalCode: formField.text(200),
  city: formField.text(2_000),
  capacity: formField.text(200),
  sizes: formField.texts(50),
  hasCats: formField.text(10),
  hasChildren: formField.text(10),
  visits: formField.text(10),
  visitTimes: formField.text(5_000),
  notes: formField.text(20_000),
};
export const homeSchema = z.object(homeFields);

/** Each field's problem in the volunteer's words (the field's limit named when it is too long). */
export function problemMessages(problems: Partial<Record<FosterHomeField, FosterHomeProblem>>, m: AdminMessages["fosterHomes"]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, problem] of Object.entries(problems) as [FosterHomeField, FosterHomeProblem][]) {
    const max = (FOSTER_LIMITS as Record<string, number>)[field];
    messages[field] = problem === "tooLong" ? t(m.problems.tooLong, { max: max ?? "" }) : m.problems[problem];
  }
  return messages;
}

/** What the details' fields show. */
export interface HomeFormValues {
  name: string;
  email: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  capacity: string;
  sizes: DogSize[];
  hasCats: boolean;
  hasChildren: boolean;
  visits: boolean;
  visitTimes: string;
  notes: string;
}

/** Stored details, or the starting values from an application. */
export function formValuesOf(values: FosterHomeValues | Readonly<Record<FosterHomeField, string | boolean | string[] | number>>): HomeFormValues {
  const text = (key: FosterHomeField) => String(values[key] ?? "");
  const sizes = Array.isArray(values.sizes) ? values.sizes : [];
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    street: text("street"),
    postalCode: text("postalCode"),
    city: text("city"),
    capacity: text("capacity"),
    sizes: DOG_SIZES.filter((size) => sizes.includes(size)),
    hasCats: values.hasCats === true,
    hasChildren: values.hasChildren === true,
    visits: values.visits === true,
    visitTimes: text("visitTimes"),
    notes: text("notes"),
  };
}

/** The values of a refused post, as typed (`sizes`: every box that was ticked). */
export function formValuesSent(sent: Readonly<Record<string, string>>, sizes: readonly string[]): HomeFormValues {
  const text = (key: string) => sent[key] ?? "";
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    street: text("street"),
    postalCode: text("postalCode"),
    city: text("city"),
    capacity: text("capacity"),
    sizes: DOG_SIZES.filter((size) => sizes.includes(size)),
    hasCats: sent.hasCats === "on",
    hasChildren: sent.hasChildren === "on",
    visits: sent.visits === "on",
    visitTimes: text("visitTimes"),
    notes: text("notes"),
  };
}

/** The list's stage filter (`?stand=`): a stage, "alle", or nothing for the active and paused homes. */
export type StageFilter = FosterHomeStage | "all" | "open";

export function stageFilterOf(query: URLSearchParams): StageFilter {
  const asked = query.get("stand");
  if (asked === "alle") return "all";
  return FOSTER_HOME_STAGES.find((stage) => stage === asked) ?? "open";
}

/** The filter as the list's and the export's address carry it. */
export function stageQuery(filter: StageFilter): string {
  return filter === "open" ? "" : `?stand=${filter === "all" ? "alle" : filter}`;
}

/** The sizes a home takes, in words ("klein, mittel"). */
export function sizesInWords(stored: string, m: AdminMessages["fosterHomes"]): string {
  return sizesOf(stored).map((size) => m.sizeNames[size]).join(", ");
}

export type ExportCell = string | number | Date | null;

/** A home as the export writes it: the list's item, its dogs by name and stage. */
export type ExportHome = Omit<FosterHomeListItem, "id" | "stage" | "dogs"> & { stage: string; dogs: readonly Pick<FosterHomeListItem["dogs"][number], "dogName" | "stage">[] };

/** The export's table (one row per home), headers and values in the volunteer's language. */
export function exportTable(homes: readonly ExportHome[], m: AdminMessages["fosterHomes"]): { header: string[]; rows: ExportCell[][] } {
  const c = m.columns;
  const yesNo = (value: boolean) => (value ? m.yes : m.no);
  return {
    header: [c.stage, c.name, c.email, c.phone, c.street, c.postalCode, c.city, c.capacity, c.sizes, c.cats, c.children, c.visits, c.visitTimes, c.currentDogs, c.createdAt],
    rows: homes.map((home) => [
      m.stages[home.stage as FosterHomeStage] ?? home.stage,
      home.name,
      home.email,
      home.phone,
      home.street,
      home.postalCode,
      home.city,
      home.capacity,
      sizesInWords(home.sizes, m),
      yesNo(home.hasCats),
      yesNo(home.hasChildren),
      yesNo(home.visits),
      home.visitTimes || null,
      home.dogs.filter((dog) => dog.stage === "current").map((dog) => dog.dogName).join(", ") || null,
      home.createdAt,
    ]),
  };
}
