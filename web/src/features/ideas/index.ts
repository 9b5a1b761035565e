/**
 * The ideas feature's public entry: the lists' cache key and the vote, which a vote saved before
 * signing in replays.
 */
export { ideasQueryPrefix } from "./api/list-ideas";
export { applyVotedIdea, voteIdea } from "./api/vote-idea";
