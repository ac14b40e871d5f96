/** How long the conversation's texts may be (docs/product/journey.md#conversation). */

/** An applicant's answer on the status page. */
export const ANSWER_MIN = 2;
export const ANSWER_MAX = 5000;
/** A coordinator's reply, and a template. */
export const MESSAGE_BODY_MAX = 10_000;
/** The reason a coordinator gives for correcting a request's stage (kept as a note). */
export const CORRECTION_REASON_MAX = 1000;
