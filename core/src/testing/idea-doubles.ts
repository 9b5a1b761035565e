/*
 * An in-memory twin of the idea port, for use-case tests. It keeps the port's promises: hidden
 * ideas are never listed, found, counted or voted for; one vote per member and idea.
 */
import type { Language } from "../i18n/languages";
import type { IdeaPageQuery, IdeaRecord, IdeaRepository, IdeaSummary, NewIdea, VoteOutcome } from "../ports/idea-repository";
import type { KnownService } from "./service-doubles";

interface StoredIdea extends NewIdea {
  readonly id: number;
  createdAt: Date;
  hidden: boolean;
}

export class MemoryIdeas implements IdeaRepository {
  readonly ideas: StoredIdea[] = [];
  readonly votes: { ideaId: number; voterId: number; id: number }[] = [];
  private lastIdeaId = 0;
  private lastVoteId = 0;
  private minutes = 0;

  constructor(
    private readonly services: readonly KnownService[],
    private readonly authors: ReadonlyMap<number, string>,
  ) {}

  private record(idea: StoredIdea, language: Language): IdeaRecord {
    const service = this.services.find((candidate) => candidate.id === idea.serviceId);
    return {
      id: idea.id,
      content: idea.content,
      serviceId: idea.serviceId,
      serviceName: service?.names[language] ?? service?.names.ht ?? "",
      authorId: idea.authorId,
      authorName: this.authors.get(idea.authorId) ?? "",
      createdAt: idea.createdAt.toISOString(),
      voteCount: this.votes.filter((vote) => vote.ideaId === idea.id).length,
    };
  }

  private visible(): StoredIdea[] {
    return this.ideas.filter((idea) => !idea.hidden);
  }

  async listVisible({ serviceId, order, limit, offset, language }: IdeaPageQuery) {
    const newestFirst = (a: IdeaRecord, b: IdeaRecord) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
    return this.visible()
      .filter((idea) => serviceId === null || idea.serviceId === serviceId)
      .map((idea) => this.record(idea, language))
      .sort((a, b) => (order === "votes" ? b.voteCount - a.voteCount : 0) || newestFirst(a, b))
      .slice(offset, offset + limit);
  }

  async findVisible(ideaId: number, language: Language) {
    const idea = this.visible().find((candidate) => candidate.id === ideaId);
    return idea === undefined ? null : this.record(idea, language);
  }

  async votesOf(voterId: number) {
    return new Set(this.votes.filter((vote) => vote.voterId === voterId).map((vote) => vote.ideaId));
  }

  /** Each new idea a minute after the previous one, so "newest first" is well defined. */
  async create(idea: NewIdea) {
    this.lastIdeaId += 1;
    this.minutes += 1;
    this.ideas.push({ ...idea, id: this.lastIdeaId, createdAt: new Date(Date.UTC(2026, 2, 1, 10, this.minutes)), hidden: false });
    return this.lastIdeaId;
  }

  async vote(ideaId: number, voterId: number): Promise<VoteOutcome> {
    if (!this.visible().some((idea) => idea.id === ideaId)) return { outcome: "not-found" };
    if (this.votes.some((vote) => vote.ideaId === ideaId && vote.voterId === voterId)) return { outcome: "repeat" };
    this.lastVoteId += 1;
    this.votes.push({ ideaId, voterId, id: this.lastVoteId });
    return { outcome: "cast", voteId: this.lastVoteId };
  }

  async summary(): Promise<IdeaSummary> {
    const visible = this.visible();
    return {
      totalIdeas: visible.length,
      totalVotes: this.votes.filter((vote) => visible.some((idea) => idea.id === vote.ideaId)).length,
      servicesWithIdeas: new Set(visible.map((idea) => idea.serviceId)).size,
    };
  }

  hide(ideaId: number): void {
    const idea = this.ideas.find((candidate) => candidate.id === ideaId);
    if (idea !== undefined) idea.hidden = true;
  }
}
