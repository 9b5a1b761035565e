export { ideasQueryPrefix } from "./api/list-ideas";
export { applyVotedIdea, voteIdea } from "./api/vote-idea";
