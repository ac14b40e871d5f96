/**
 * The journey's part "happy-ends" (decision 036): the happy ends: the editors' stories made from a
 * family's news, and their public pages.
 * The components other code may use of the happy ends: the editors' stories made from a family's news,
 * and their public pages.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export { HappyEndTeaser } from "./ui/happy-end-teaser.tsx";
