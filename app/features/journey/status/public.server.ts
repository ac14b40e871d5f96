/**
 * The journey's part "status" (decision 036): the applicant's pages under the status link's token: the
 * status page (and its contract PDF), the family's news page, the link asked for again.
 * What other code may use of it on the server.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export { loadNewsPage, newsPageAction, type NewsActionData, type NewsPageData } from "./server/news-page.server.ts";
export { statusLinkAction } from "./server/status-link.server.ts";
export { loadStatusPage, STATUS_PAGE_HEADERS, statusContractPdf, statusPageAction, type StatusActionData, type StatusContract, type StatusPageData, type TravellerPart } from "./server/status-page.server.ts";
