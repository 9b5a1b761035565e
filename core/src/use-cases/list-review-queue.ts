import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { Language } from "../i18n/languages";
import type { Reviewables } from "../ports/moderation/review-source";
import type { ReviewItem, ReviewKind } from "../schemas/moderation";

/** A moderator works through the oldest first; more than this per kind is more than one sitting. */
export const reviewQueueLimit = 200;

/**
 * The submissions awaiting review, oldest first: of one kind, or of every kind merged. A kind
 * that cannot be reviewed yet has an empty queue rather than an error, so a client can ask for
 * any kind the contract names.
 */
export const makeListReviewQueue =
  ({ reviewables }: { reviewables: Reviewables }) =>
  ({ kind, language }: { kind?: ReviewKind; language: Language }): Effect.Effect<ReviewItem[], DomainError> =>
    Effect.promise(async () => {
      const sources = kind === undefined ? Object.values(reviewables) : [reviewables[kind]];
      const lists = await Promise.all(
        sources.map((reviewable) => reviewable?.source.listPending({ language, limit: reviewQueueLimit }) ?? []),
      );
      return lists
        .flat()
        .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt))
        .slice(0, reviewQueueLimit);
    });
