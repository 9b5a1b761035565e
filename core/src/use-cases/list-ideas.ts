import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { serviceNotFound } from "../errors/services";
import type { Language } from "../i18n/languages";
import type { IdeaRecord, IdeaRepository } from "../ports/idea-repository";
import type { ServiceRepository } from "../ports/service-repository";
import { ideaAsSeenBy, ideaOrderOf, visitor, type IdeaReader } from "../rules/idea-view";
import type { Idea, IdeaListQuery } from "../schemas/ideas";

export interface ListIdeasInput {
  /** One service's ideas, or every service's when null. */
  readonly serviceId: number | null;
  readonly query: IdeaListQuery;
  /** The signed-in member reading, or null for a visitor. */
  readonly viewerId: number | null;
  readonly language: Language;
}

/** How a reader sees ideas: a member with the ideas they voted for, anyone else as a visitor. */
export const ideaReader = async (ideas: IdeaRepository, viewerId: number | null): Promise<IdeaReader> =>
  viewerId === null ? visitor : { kind: "member", id: viewerId, votes: await ideas.votesOf(viewerId) };

/**
 * One page of visible ideas, as the reader may see them (authors named to members only). An
 * unknown service is an error rather than an empty list, so a client can tell the two apart; the
 * catalogue is asked only when the page is empty, so a service's ideas tab costs no catalogue read.
 */
export const makeListIdeas = ({ ideas, services }: { ideas: IdeaRepository; services: ServiceRepository }) => {
  // A reader's copy of a page depends on the page and, for a member, on the ideas they voted for.
  // A storage that hands back the same page and the same votes while they are unchanged (the memory
  // cache does) gets the same copy back, so the copy's JSON text and ETag are made once per page
  // for all visitors, and once per page and member, not once per request.
  // Two members may share one votes object (none yet): the copy is kept per votes and per member.
  const copies = new WeakMap<readonly IdeaRecord[], WeakMap<object, Map<number, Idea[]>>>();
  const visitors = {};
  const copyFor = (reader: IdeaReader, records: readonly IdeaRecord[]): Idea[] => {
    const key = reader.kind === "member" ? reader.votes : visitors;
    const readerId = reader.kind === "member" ? reader.id : 0;
    const byVotes = copies.get(records) ?? new WeakMap<object, Map<number, Idea[]>>();
    copies.set(records, byVotes);
    const byReader = byVotes.get(key) ?? new Map<number, Idea[]>();
    byVotes.set(key, byReader);
    const known = byReader.get(readerId);
    if (known !== undefined) return known;
    const copy = records.map((record) => ideaAsSeenBy(reader, record));
    byReader.set(readerId, copy);
    return copy;
  };

  return ({ serviceId, query, viewerId, language }: ListIdeasInput): Effect.Effect<Idea[], DomainError> =>
    Effect.gen(function* () {
      const [records, reader] = yield* Effect.promise(() =>
        Promise.all([
          ideas.listVisible({
            serviceId,
            order: ideaOrderOf(query.sort),
            limit: query.limit,
            offset: (query.page - 1) * query.limit,
            language,
          }),
          ideaReader(ideas, viewerId),
        ]),
      );
      // An idea's service exists (a foreign key says so): only an empty page asks whether it does.
      if (serviceId !== null && records.length === 0) {
        const service = yield* Effect.promise(() => services.findById(serviceId, language));
        if (service === null) return yield* Effect.fail(serviceNotFound());
      }
      return copyFor(reader, records);
    });
};

export type ListIdeas = ReturnType<typeof makeListIdeas>;
