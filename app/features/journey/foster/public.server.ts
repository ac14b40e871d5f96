/**
 * The journey's part "foster" (decision 036): foster homes, the dogs' stays, the foster family's news
 * and page, families meeting a dog there (docs/product/foster.md).
 * What other code may use of it on the server.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export {
  applicationValues, createFosterHome, fosterHomeByToken, fosterHomeById, fosterHomeOfApplication, fosterPageToken, fosterPageUrl, listFosterHomes, moveFosterHome, resendFosterLink, updateFosterHome, valuesOf,
  type CreateOutcome, type FosterHomeListItem, type FosterHomeMoveOutcome, type FosterHomeRow,
} from "./server/foster-homes.server.ts";
export { arrivalChoices, currentStayOfDog, fosterRegions, moveStay, placeDog, relocateDog, stayById, staysOfHome, type PlaceInput, type PlaceOutcome, type RelocateOutcome, type StayMoveOutcome, type StayRow } from "./server/stays.server.ts";
export { cancelMeetingsOfRequest, fosterActor, meetingsOfHome, meetingsOfRequest, moveMeeting, proposeMeeting, type HomeMeeting, type MeetingMoveOutcome, type ProposeOutcome, type RequestMeeting } from "./server/meetings.server.ts";
export { addFosterNews, FOSTER_NEWS_BUCKET, fosterNewsPhoto, newsOfHome, publishableNews, publishedNewsOfDog, setNewsPublished, withdrawPublishable, type FosterNewsItem, type PublishedFosterNews, type RemovedCopy } from "./server/news.server.ts";
export { eraseFosterHomesOf, FOSTER_RETENTION_DAYS, fosterHomesOf, fosterRetentionChore, retireEndedFosterHomes, type RemovedHomes } from "./server/privacy.server.ts";
export { fosterMailSource, type FosterMailSettings } from "./server/mail-source.server.ts";
export {
  FOSTER_PAGE_HEADERS, fosterPageAction, loadFosterPage,
  type FosterActionData, type FosterDogView, type FosterNewsView, type FosterPageData, type OpenMeetingView, type PastMeetingView,
} from "./server/foster-page.server.ts";
export { fosterOnDogPage, publicFosterNews, publicFosterRegions, type DogPageFoster, type DogPageNews } from "./server/dog-page.server.ts";
export { DOG_PAGE_NEWS_MAX, publishedNewsByDog, type DogPageFosterNews } from "./server/news.server.ts";
