/**
 * The journey's part "happy-ends" (decision 036): the happy ends: the editors' stories made from a
 * family's news, and their public pages.
 * What other code may use of it: pure rules (no I/O, no React), safe in the browser and in other
 * features' rules/.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export { happyEndCopy, type HappyEndCopy } from "./rules/happy-end-copy.ts";
export { excerpt, HAPPY_END_ALT_MAX, HAPPY_END_TEXT_MAX, HAPPY_END_TITLE_MAX, readHappyEndForm, happyEndFormFields, withoutInvisible, type HappyEndError, type HappyEndField, type HappyEndFields, type HappyEndInput } from "./rules/happy-end.ts";
// The family stays unknown: how a public text is searched for a family's surname and address (foster news too).
export { identityWords, namedWords } from "./rules/identity.ts";
