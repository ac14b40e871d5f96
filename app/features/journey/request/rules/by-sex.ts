/**
 * The forms a text chooses by the dog's sex (docs/product/journey.md#templates): written as
 * alternatives in braces, {male|female} or {male|female|neutral} ("Gib {ihm|ihr} Zeit",
 * "¡{bienvenido|bienvenida} a casa!"). Small on purpose: the status page's script uses it. Pure.
 */
import type { DogSex } from "#app/features/dogs/rules/sex.ts";

/** An alternative by the dog's sex: two or three forms, no braces or line breaks inside. */
const BY_SEX = /\{([^{}|\n]*)\|([^{}|\n]*)(?:\|([^{}|\n]*))?\}/g;

/** Chooses the forms by the dog's sex; unknown (null) takes the neutral form, or both joined by a slash ("ihm/ihr", "bienvenido/bienvenida"). */
export function bySex(text: string, sex: DogSex | null): string {
  return text.replace(BY_SEX, (_, male: string, female: string, neutral: string | undefined) =>
    sex === "male" ? male : sex === "female" ? female : (neutral ?? `${male}/${female}`),
  );
}
