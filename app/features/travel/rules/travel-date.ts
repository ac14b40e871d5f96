/**
 * When a dog may travel from Spain to a family in Germany (docs/product/travel.md), from its papers.
 * The rules of the EU for moving a dog to a new owner in another member state:
 * - identified by a microchip implanted before, or on the day of, the rabies vaccination
 *   (Regulation (EU) No 576/2013, Annex III, point 2: a vaccination given before the chip does not count);
 * - vaccinated against rabies at an age of at least 12 weeks (Annex III, point 1(b));
 * - the primary vaccination valid from 21 days after it was given (Annex III, point 2(e)); a booster
 *   given while the earlier vaccination was still valid is valid at once (point 2(f)), so the site
 *   counts from the first vaccination of an unbroken chain the coordinator records as such;
 * - an EU pet passport, and for a change of owner the animal health certificate through TRACES
 *   (Delegated Regulation (EU) 2020/688, Articles 71–72), which belongs to a transport, not to the dog.
 * The association's own rule on top: the Mediterranean diseases tested before departure.
 * Dates are calendar dates written `YYYY-MM-DD`. Pure: no I/O, no React. The association, not the
 * site, answers for the legal papers: these rules say what is missing, a veterinarian signs.
 */
import { addDays, addMonths } from "#app/platform/forms/rules/dates.ts";

/** The diseases the association tests for before departure (and advises the family to test again after). */
export const MEDITERRANEAN_DISEASES = ["leishmaniosis", "ehrlichiosis", "anaplasmosis", "heartworm"] as const;
export type MediterraneanDisease = (typeof MEDITERRANEAN_DISEASES)[number];

export type TestResult = "negative" | "positive";

export interface DiseaseTest {
  disease: MediterraneanDisease;
  /** YYYY-MM-DD */
  date: string;
  result: TestResult;
}

/** A dog's travel papers as the coordinators record them (every date YYYY-MM-DD, or null when not known). */
export interface TravelPapers {
  chipNumber: string | null;
  chipDate: string | null;
  birthDate: string | null;
  /** The rabies vaccination that opens travel: the first of an unbroken chain of boosters. */
  rabiesDate: string | null;
  /** The vaccination's validity ends (the vaccine's duration of immunity, as the passport states it). */
  rabiesValidUntil: string | null;
  passportNumber: string | null;
  tests: readonly DiseaseTest[];
}

/** Days after the primary rabies vaccination before a dog may cross a border. */
export const RABIES_WAIT_DAYS = 21;
/** The youngest a dog may be vaccinated against rabies, in days (12 weeks). */
export const MIN_VACCINATION_AGE_DAYS = 12 * 7;
/** The association's tests count when done at most this many days before departure. */
export const TEST_VALID_DAYS = 180;

/**
 * What stands between a dog and a journey:
 * - `chip`: no chip number or no chip date;
 * - `chipAfterVaccination`: the chip came after the rabies vaccination, which therefore does not count (vaccinate again);
 * - `rabies`: no rabies vaccination recorded;
 * - `birthDate`: no birth date, so the age at vaccination cannot be checked;
 * - `tooYoungAtVaccination`: vaccinated before 12 weeks of age (vaccinate again);
 * - `rabiesWait`: on the day of travel the vaccination is not yet 21 days old;
 * - `rabiesExpired`: on the day of travel the vaccination is no longer valid;
 * - `passport`: no passport number;
 * - `test`: a Mediterranean disease not tested within TEST_VALID_DAYS before travel (one problem per disease);
 * - `positive`: a test came back positive (a veterinarian decides; the site does not let it pass unseen).
 */
export type TravelProblem =
  | { code: "chip" | "chipAfterVaccination" | "rabies" | "birthDate" | "tooYoungAtVaccination" | "passport" | "rabiesExpired" }
  | { code: "rabiesWait"; until: string }
  | { code: "test" | "positive"; disease: MediterraneanDisease };

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The problems that do not depend on the day of travel. */
function standingProblems(papers: TravelPapers): TravelProblem[] {
  const problems: TravelProblem[] = [];
  const chipped = isDate(papers.chipDate) && (papers.chipNumber ?? "").trim() !== "";
  if (!chipped) problems.push({ code: "chip" });
  if (!isDate(papers.rabiesDate)) problems.push({ code: "rabies" });
  else {
    if (chipped && papers.chipDate! > papers.rabiesDate) problems.push({ code: "chipAfterVaccination" });
    if (!isDate(papers.birthDate)) problems.push({ code: "birthDate" });
    else if (addDays(papers.birthDate, MIN_VACCINATION_AGE_DAYS) > papers.rabiesDate) problems.push({ code: "tooYoungAtVaccination" });
  }
  if ((papers.passportNumber ?? "").trim() === "") problems.push({ code: "passport" });
  return problems;
}

/** Whether a problem can be mended by waiting (the vaccination's 21 days) rather than by a veterinarian or a paper. */
function fixedByWaiting(problem: TravelProblem): boolean {
  return problem.code === "rabiesWait";
}

/** Everything missing for a journey on `travelDate`; empty when the dog may travel that day. */
export function missingForTravel(papers: TravelPapers, travelDate: string): TravelProblem[] {
  const problems = standingProblems(papers);
  if (isDate(papers.rabiesDate)) {
    const from = addDays(papers.rabiesDate, RABIES_WAIT_DAYS);
    if (travelDate < from) problems.push({ code: "rabiesWait", until: from });
    if (isDate(papers.rabiesValidUntil) && travelDate > papers.rabiesValidUntil) problems.push({ code: "rabiesExpired" });
  }
  for (const disease of MEDITERRANEAN_DISEASES) {
    const latest = papers.tests
      .filter((test) => test.disease === disease && isDate(test.date) && test.date <= travelDate && addDays(test.date, TEST_VALID_DAYS) >= travelDate)
      .sort((a, b) => b.date.localeCompare(a.date))[0];
    if (!latest) problems.push({ code: "test", disease });
    else if (latest.result === "positive") problems.push({ code: "positive", disease });
  }
  return problems;
}

/**
 * The earliest day from `today` on which the dog may travel as far as its papers go, or null when
 * something is missing that no waiting mends (a chip, a vaccination, a passport, a test, a veterinarian's word).
 */
export function earliestTravelDate(papers: TravelPapers, today: string): string | null {
  const candidate = isDate(papers.rabiesDate) && addDays(papers.rabiesDate, RABIES_WAIT_DAYS) > today ? addDays(papers.rabiesDate, RABIES_WAIT_DAYS) : today;
  const problems = missingForTravel(papers, candidate);
  return problems.every(fixedByWaiting) ? candidate : null;
}

/** The retest the family is advised to do after arrival, for the diseases tested before departure (default six months on). */
export function retestDate(arrival: string, months = 6): string {
  return addMonths(arrival, months);
}
