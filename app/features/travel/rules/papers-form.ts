/**
 * The travel papers' form in the back office (docs/product/travel.md#papers): what a coordinator
 * posts, checked field by field into a dog's papers. Every field may stay empty (papers are
 * recorded as they come); what is filled must be well formed. Pure.
 */
import { parseIsoDate } from "#app/platform/forms/rules/dates.ts";
import { MEDITERRANEAN_DISEASES, type DiseaseTest, type MediterraneanDisease, type TravelPapers } from "./travel-date.ts";

export interface DogPapers extends TravelPapers {
  neutered: boolean | null;
  otherVaccinations: string | null;
  notes: string | null;
  /** The coordinator publishes the health line on the dog's page (docs/product/travel.md#health-line). */
  healthPublic: boolean;
}

export const EMPTY_PAPERS: DogPapers = {
  chipNumber: null,
  chipDate: null,
  birthDate: null,
  rabiesDate: null,
  rabiesValidUntil: null,
  passportNumber: null,
  tests: [],
  neutered: null,
  otherVaccinations: null,
  notes: null,
  healthPublic: false,
};

/** A stored row of `dog_papers` (its columns as the database gives them) as papers: a test of another shape is left out. */
export function papersFromRow(row: {
  chipNumber: string | null;
  chipDate: string | null;
  birthDate: string | null;
  rabiesDate: string | null;
  rabiesValidUntil: string | null;
  passportNumber: string | null;
  tests: readonly { disease: string; date: string; result: string }[] | null;
  neutered: boolean | null;
  otherVaccinations: string | null;
  notes: string | null;
  healthPublic: boolean;
}): DogPapers {
  const tests = (row.tests ?? []).filter(
    (t): t is DiseaseTest => (MEDITERRANEAN_DISEASES as readonly string[]).includes(t.disease) && (t.result === "negative" || t.result === "positive") && typeof t.date === "string",
  );
  return {
    chipNumber: row.chipNumber,
    chipDate: row.chipDate,
    birthDate: row.birthDate,
    rabiesDate: row.rabiesDate,
    rabiesValidUntil: row.rabiesValidUntil,
    passportNumber: row.passportNumber,
    tests,
    neutered: row.neutered,
    otherVaccinations: row.otherVaccinations,
    notes: row.notes,
    healthPublic: row.healthPublic,
  };
}

const DATE_FIELDS = ["chipDate", "birthDate", "rabiesDate", "rabiesValidUntil"] as const;

export const testDateField = (disease: MediterraneanDisease) => `test_${disease}_date`;
export const testResultField = (disease: MediterraneanDisease) => `test_${disease}_result`;

export const PAPERS_FIELDS = [
  "chipNumber",
  ...DATE_FIELDS,
  "passportNumber",
  ...MEDITERRANEAN_DISEASES.flatMap((disease) => [testDateField(disease), testResultField(disease)]),
  "neutered",
  "otherVaccinations",
  "notes",
] as const;

/**
 * What is wrong with a field:
 * - `date`: not a calendar date;
 * - `chip`: a chip number is 15 digits (ISO 11784/11785);
 * - `tooLong`: longer than the field allows;
 * - `result`: a test's date without its result, or a result without its date;
 * - `order`: the vaccination's validity ends before it was given.
 */
export type PapersProblem = "date" | "chip" | "tooLong" | "result" | "order";

export type PapersResult = { ok: true; papers: DogPapers } | { ok: false; values: Record<string, string>; errors: Record<string, PapersProblem> };

const SHORT_MAX = 40;
const TEXT_MAX = 2000;

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** The tick that publishes the health line: sent as "yes" (or already read as true by the form kit). */
export const HEALTH_PUBLIC_FIELD = "healthPublic";

/** A posted papers form, checked. */
export function parsePapers(input: Record<string, unknown>): PapersResult {
  const values = Object.fromEntries(PAPERS_FIELDS.map((field) => [field, text(input[field])])) as Record<string, string>;
  const healthPublic = input[HEALTH_PUBLIC_FIELD] === true || input[HEALTH_PUBLIC_FIELD] === "yes";
  values[HEALTH_PUBLIC_FIELD] = healthPublic ? "yes" : "";
  const errors: Record<string, PapersProblem> = {};
  const chip = values.chipNumber!.replace(/\s+/g, "");
  if (chip !== "" && !/^\d{15}$/.test(chip)) errors.chipNumber = "chip";
  for (const field of DATE_FIELDS) if (values[field] !== "" && !parseIsoDate(values[field]!)) errors[field] = "date";
  if (values.passportNumber!.length > SHORT_MAX) errors.passportNumber = "tooLong";
  for (const field of ["otherVaccinations", "notes"] as const) if (values[field]!.length > TEXT_MAX) errors[field] = "tooLong";
  if (!errors.rabiesDate && !errors.rabiesValidUntil && values.rabiesDate && values.rabiesValidUntil && values.rabiesValidUntil < values.rabiesDate) errors.rabiesValidUntil = "order";
  const tests: DiseaseTest[] = [];
  for (const disease of MEDITERRANEAN_DISEASES) {
    const date = values[testDateField(disease)]!;
    const result = values[testResultField(disease)]!;
    if (date !== "" && !parseIsoDate(date)) errors[testDateField(disease)] = "date";
    else if (date !== "" && result !== "negative" && result !== "positive") errors[testResultField(disease)] = "result";
    else if (date === "" && result !== "") errors[testDateField(disease)] = "result";
    else if (date !== "") tests.push({ disease, date, result: result as DiseaseTest["result"] });
  }
  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  const orNull = (value: string) => (value === "" ? null : value);
  return {
    ok: true,
    papers: {
      chipNumber: orNull(chip),
      chipDate: orNull(values.chipDate!),
      birthDate: orNull(values.birthDate!),
      rabiesDate: orNull(values.rabiesDate!),
      rabiesValidUntil: orNull(values.rabiesValidUntil!),
      passportNumber: orNull(values.passportNumber!),
      tests,
      neutered: values.neutered === "yes" ? true : values.neutered === "no" ? false : null,
      otherVaccinations: orNull(values.otherVaccinations!),
      notes: orNull(values.notes!),
      healthPublic,
    },
  };
}

/** Saved papers as the form shows them. */
export function papersFormValues(papers: DogPapers): Record<string, string> {
  const values: Record<string, string> = {
    chipNumber: papers.chipNumber ?? "",
    chipDate: papers.chipDate ?? "",
    birthDate: papers.birthDate ?? "",
    rabiesDate: papers.rabiesDate ?? "",
    rabiesValidUntil: papers.rabiesValidUntil ?? "",
    passportNumber: papers.passportNumber ?? "",
    neutered: papers.neutered === null ? "" : papers.neutered ? "yes" : "no",
    otherVaccinations: papers.otherVaccinations ?? "",
    notes: papers.notes ?? "",
    [HEALTH_PUBLIC_FIELD]: papers.healthPublic ? "yes" : "",
  };
  for (const disease of MEDITERRANEAN_DISEASES) {
    const test = papers.tests.find((t) => t.disease === disease);
    values[testDateField(disease)] = test?.date ?? "";
    values[testResultField(disease)] = test?.result ?? "";
  }
  return values;
}
