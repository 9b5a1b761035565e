import type { IdeaRecord } from "../ports/idea-repository";
import type { Idea, IdeaSort } from "../schemas/ideas";
import { pointsTable } from "./points-table";

/** What an idea's author earned from its votes (DECISIONS 4: a fixed amount per vote received, no cap). */
export const ideaPointsEarned = (voteCount: number): number => voteCount * pointsTable.voteReceived.points;

/** Points earned grow with votes alone, so sorting by points is sorting by votes. */
export const ideaOrderOf = (sort: IdeaSort): "recent" | "votes" => (sort === "recent" ? "recent" : "votes");

/** Who reads a list: a visitor, or a member with the ideas they voted for. */
export type IdeaReader =
  | { readonly kind: "visitor" }
  | { readonly kind: "member"; readonly id: number; readonly votes: ReadonlySet<number> };

export const visitor: IdeaReader = { kind: "visitor" };

/**
 * An idea as one reader sees it. Only members read who wrote it (SPEC: visitors see 'Konekte pou
 * wè otè a'), so a visitor's copy never carries the name, and a visitor has voted for nothing
 * and owns nothing.
 */
export const ideaAsSeenBy = (reader: IdeaReader, record: IdeaRecord): Idea => ({
  id: record.id,
  content: record.content,
  serviceId: record.serviceId,
  serviceName: record.serviceName,
  authorName: reader.kind === "member" ? record.authorName : null,
  createdAt: record.createdAt,
  voteCount: record.voteCount,
  pointsEarned: ideaPointsEarned(record.voteCount),
  hasVoted: reader.kind === "member" && reader.votes.has(record.id),
  // The server refuses a vote for one's own idea; saying so lets the page not offer it.
  isOwn: reader.kind === "member" && reader.id === record.authorId,
});
