import { truncate } from "#app/platform/html/text.ts";

/** The flyer's description is at most this many characters (docs/product/dogs.md#flyer), so the flyer stays one A4 page. */
export const FLYER_DESCRIPTION_MAX = 550;

/**
 * The description for the printed flyer (docs/product/dogs.md#flyer): plain text,
 * whitespace collapsed. Text that fits stays whole. Longer text ends after
 * the last whole sentence that fits, when that keeps at least half of the room;
 * otherwise it is cut at a word with an ellipsis (as the page head's
 * description). Pure.
 */
export function flyerDescription(text: string, max: number = FLYER_DESCRIPTION_MAX): string {
  const normalised = text.replace(/\s+/g, " ").trim();
  if (normalised.length <= max) return normalised;
  // Sentence ends that fit: . ! ? … (with closing quotes or brackets) followed by a space.
  const room = normalised.slice(0, max + 1);
  let end = -1;
  for (const match of room.matchAll(/[.!?…]["'»«“”’)\]]*(?= )/gu)) end = match.index + match[0].length;
  if (end >= max / 2 && end <= max) return normalised.slice(0, end);
  return truncate(normalised, max);
}
