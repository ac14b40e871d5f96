/**
 * The one set of limits of pictures people upload (docs/product/content.md#pictures): the
 * editor's main and gallery pictures, a pre-check's photos and a family's news photos. What the
 * server reads of them (`readUploads`, images/server/uploads.server.ts), the largest bodies their
 * forms may send (server/request-bodies.ts) and the messages that name a limit all come from here.
 */

/** One picture may be this large (megabytes, as the messages say it). */
export const MAX_IMAGE_MB = 12;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
/** The long side of a stored picture at most. */
export const MAX_IMAGE_SIDE = 2400;
/** Photos one form takes at most (a pre-check, a family's news); the editor takes one per field. */
export const MAX_PHOTOS_PER_FORM = 5;
/** A whole editor form with its pictures (a main picture and a gallery picture, and the texts). */
export const MAX_EDITOR_BODY_BYTES = 2 * MAX_IMAGE_BYTES + 1024 * 1024;
/** A form with its phone photos and its texts (a pre-check's checklist, a family's news). */
export const MAX_PHOTO_FORM_BYTES = 40 * 1024 * 1024;

/** What can be wrong with uploaded pictures: too many, one too large, one no picture we read, one an iPhone's HEIC. */
export const UPLOAD_PROBLEMS = ["tooMany", "tooLarge", "notImage", "heic"] as const;
export type UploadProblem = (typeof UPLOAD_PROBLEMS)[number];

/** The answer's status: 413 for a picture over the limit, 400 for anything else. */
export function uploadStatus(problem: UploadProblem): 400 | 413 {
  return problem === "tooLarge" ? 413 : 400;
}

/** A problem's message from a catalogue, with the limits it names (`{mb}`, `{max}`) filled in. */
export function uploadMessage(messages: Readonly<Record<UploadProblem, string>>, problem: UploadProblem): string {
  return messages[problem].replaceAll("{mb}", String(MAX_IMAGE_MB)).replaceAll("{max}", String(MAX_PHOTOS_PER_FORM));
}
