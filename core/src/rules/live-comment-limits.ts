/** A comment under the meeting is a short line, not a forum post (forum posts allow 5,000). */
export const liveCommentMaxLength = 280;
/** Comments shown at first and per "older comments". */
export const liveCommentsPageSize = 30;
