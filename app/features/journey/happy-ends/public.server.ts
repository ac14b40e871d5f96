/**
 * The journey's part "happy-ends" (decision 036): the happy ends: the editors' stories made from a
 * family's news, and their public pages.
 * What other code may use of it on the server.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export { happyEndOfDog, happyEndsFor, publishedHappyEnds, type HappyEndCard, type HappyEndView } from "./server/happy-end-pages.server.ts";
export { createHappyEnd, editorAccounts, eraseHappyEndsOf, listHappyEnds, loadHappyEnd, releaseOrphanedHappyEnds, removeHappyEnd, removeHappyEndsWhere, saveHappyEnd, type RemovedFile, type SaveIntent } from "./server/happy-ends.server.ts";
