/** A dog's travel papers for tests: complete for a journey in early 2027 (chip before the vaccination, the four tests negative). */
import type { DogPapers } from "#app/features/travel/rules/papers-form.ts";
import { MEDITERRANEAN_DISEASES } from "#app/features/travel/rules/travel-date.ts";

export function readyPapers(overrides: Partial<DogPapers> = {}): DogPapers {
  return {
    chipNumber: "941000024681357",
    chipDate: "2026-10-01",
    birthDate: "2026-06-01",
    rabiesDate: "2026-10-01",
    rabiesValidUntil: "2029-10-01",
    passportNumber: "ES-28-0123456",
    tests: MEDITERRANEAN_DISEASES.map((disease) => ({ disease, date: "2026-10-15", result: "negative" as const })),
    neutered: true,
    otherVaccinations: null,
    notes: "Fährt gern Auto",
    healthPublic: false,
    ...overrides,
  };
}
