/**
 * The journey's part "foster" (decision 036): foster homes, the dogs' stays in them, the foster
 * family's news and page, families meeting a dog there (docs/product/foster.md).
 * What other code may use of it: pure rules (no I/O, no React), safe in the browser and in other
 * features' rules/.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export {
  ARRIVALS, checkFosterHomeMove, checkMeetingMove, checkStayMove, FOSTER_HOME_EVENTS, FOSTER_HOME_STAGES, FOSTER_HOME_TABLE, isOneOf, isOpenMeeting, MEETING_EVENTS, MEETING_OUTCOMES,
  MEETING_STAGES, MEETING_TABLE, STAY_END_REASONS, STAY_EVENTS, STAY_STAGES, STAY_TABLE,
  type Arrival, type FosterHomeEvent, type FosterHomeStage, type FosterMover, type MeetingEvent, type MeetingOutcome, type MeetingStage, type StayEndReason, type StayEvent, type StayStage,
} from "./rules/foster-workflow.ts";
export { DOG_SIZES, FOSTER_LIMITS, fromApplication, readFosterHome, regionLine, regionOf, sizesOf, type DogSize, type FosterHomeField, type FosterHomeProblem, type FosterHomeValues, type FosterRegion } from "./rules/foster-home.ts";
export { applicantForFoster, canProposeMeeting, MEETING_NOTE_MAX, MEETING_REPORT_MAX, MEETING_STAGES_OF_REQUEST, readMeetingReport, readMeetingTime, type ApplicantForFoster } from "./rules/meeting.ts";
export { fosterMailCopy, fosterMessagePrefix } from "./rules/foster-mail.ts";
export { fosterPageCopy, type FosterPageCopy } from "./rules/foster-page-copy.ts";
export { newsParagraphs } from "./rules/news-view.ts";
export { meetingStatus, meetingStatusCopy, meetingTimeText, type MeetingStatus } from "./rules/meeting-status.ts";
