import type { MessageKey } from "../i18n/messages";

/**
 * Catalog keys ("validation" namespace) used as zod issue messages where a person can read them
 * and no rule of core/src/rules already names one. The api turns a failed parse into `fields`
 * (field path -> text in the requester's language) by looking each message up in the catalogs;
 * an issue whose message is not a catalog key reads "errors.field.required" or "errors.field.invalid".
 */
export const schemaMessages = {
  requiredField: "errors.field.required",
  urlInvalid: "validation.url.invalid",
  contributionTooShort: "validation.contribution.tooShort",
  callRequestIncomplete: "validation.callRequest.incomplete",
  locationNameRequired: "validation.location.nameRequired",
  locationPhotoType: "validation.location.photoType",
  locationOutsideHaiti: "validation.location.outsideHaiti",
  locationBoundingBox: "validation.location.boundingBox",
  locationNearPoint: "validation.location.nearPoint",
  locationCursor: "validation.location.cursor",
  forumTitleRequired: "validation.forum.titleRequired",
  postContentRequired: "validation.post.contentRequired",
  ideaEmpty: "validation.idea.empty",
  ideaServiceRequired: "validation.idea.serviceRequired",
  tokenInvalid: "validation.token.invalid",
  emailRequired: "validation.email.required",
  phoneRequired: "validation.phone.required",
  questionEmpty: "validation.question.empty",
  questionTooLong: "validation.question.tooLong",
  reasonRequired: "validation.reason.required",
  rateInvalid: "validation.rate.invalid",
  usdRateIsOne: "validation.rate.usdIsOne",
  ratingRange: "validation.rating.range",
  liveCommentEmpty: "live.comments.error.empty",
  liveCommentTooLong: "live.comments.error.tooLong",
} as const satisfies Record<string, MessageKey>;

export type SchemaMessageKey = (typeof schemaMessages)[keyof typeof schemaMessages];
