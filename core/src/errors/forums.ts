import { domainError, type DomainError } from "./domain-error";

/** Errors about a service's forums and their posts. */

export const forumNotFound = (): DomainError => domainError("FORUM.NOT_FOUND", "community.error.forumNotFound");
export const forumPostNotFound = (): DomainError => domainError("FORUM_POST.NOT_FOUND", "community.error.postNotFound");
export const ownForumPost = (): DomainError => domainError("FORUM_POST.OWN_POST", "community.error.ownPost");
