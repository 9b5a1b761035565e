/*
 * In-memory twins of the reported places' stores (safe places, connection points), for use-case
 * tests and the ports' contract suite. One class keeps the promises both kinds share: the reader
 * sees approved places and their own, searched and filtered as the database does, by name.
 */
import type { ConnectionPointFields, ConnectionPointFigures, ConnectionPointStore } from "../ports/connection-points";
import type { ReportedPlaceQuery, ReportedPlaces, ReportedRecord, ReviewAfterCorrection } from "../ports/reported-places";
import type { SafePlaceFields, SafePlaceStore } from "../ports/safe-places";
import { byPlaceName, placeSearchText } from "../rules/reported-place-view";
import type { ConnectionType } from "../schemas/connection-points";
import type { ReviewStatus } from "../schemas/contributions";
import type { SafePlaceCategory } from "../schemas/safe-places";

interface PlaceText {
  readonly name: string;
  readonly address: string;
  readonly description: string;
}

type Stored<Fields> = Fields & Omit<ReportedRecord, "reporterName">;

/** A copy whose lists (tags) are the copy's own, so a caller changing what it got changes nothing stored. */
const copy = <Value extends object>(value: Value): Value =>
  Object.fromEntries(Object.entries(value).map(([key, field]) => [key, Array.isArray(field) ? [...(field as unknown[])] : field])) as Value;

export class MemoryReportedPlaces<Fields extends PlaceText, Kind> implements ReportedPlaces<Fields, Kind> {
  readonly places: Stored<Fields>[] = [];
  private lastId = 0;

  /** `kindOf` reads the value the list filters on; `members` names the reporters by id, as the users table would. */
  constructor(
    private readonly kindOf: (place: Fields) => Kind,
    private readonly members: ReadonlyMap<number, string> = new Map(),
  ) {}

  protected view(place: Stored<Fields>): Fields & ReportedRecord {
    return copy({ ...place, reporterName: this.members.get(place.reporterId) ?? "" });
  }

  protected approved(): Stored<Fields>[] {
    return this.places.filter((place) => place.reviewStatus === "approved");
  }

  async list({ readerId, kind, words }: ReportedPlaceQuery<Kind>): Promise<readonly (Fields & ReportedRecord)[]> {
    return this.places
      .filter(
        (place) =>
          (place.reviewStatus === "approved" || place.reporterId === readerId) &&
          (kind === undefined || this.kindOf(place) === kind) &&
          words.every((word) => placeSearchText(place).includes(word)),
      )
      .map((place) => this.view(place))
      .sort(byPlaceName);
  }

  async find(id: number): Promise<(Fields & ReportedRecord) | undefined> {
    const place = this.places.find((candidate) => candidate.id === id);
    return place === undefined ? undefined : this.view(place);
  }

  async add(fields: Fields, reporterId: number, at: Date): Promise<Fields & ReportedRecord> {
    const place: Stored<Fields> = {
      ...copy(fields),
      id: ++this.lastId,
      reporterId,
      reviewStatus: "pending",
      rejectionReason: null,
      reportedAt: at.toISOString(),
      updatedAt: at.toISOString(),
    };
    this.places.push(place);
    return this.view(place);
  }

  async correct(id: number, changes: Partial<Fields>, review: ReviewAfterCorrection, at: Date): Promise<(Fields & ReportedRecord) | undefined> {
    const index = this.places.findIndex((candidate) => candidate.id === id);
    const place = this.places[index];
    if (place === undefined) return undefined;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<Fields>;
    const corrected: Stored<Fields> = {
      ...place,
      ...copy(defined),
      ...(review === "again" ? { reviewStatus: "pending" as const, rejectionReason: null } : {}),
      updatedAt: at.toISOString(),
    };
    this.places[index] = corrected;
    return this.view(corrected);
  }

  /** What a moderator's verdict leaves behind. */
  setReview(id: number, status: ReviewStatus, reason: string | null = null): void {
    const index = this.places.findIndex((candidate) => candidate.id === id);
    const place = this.places[index];
    if (place === undefined) throw new Error(`No place ${id}`);
    this.places[index] = { ...place, reviewStatus: status, rejectionReason: status === "rejected" ? reason : null };
  }
}

/** The safe places' twin. */
export const memorySafePlaces = (members?: ReadonlyMap<number, string>): MemoryReportedPlaces<SafePlaceFields, SafePlaceCategory> & SafePlaceStore =>
  new MemoryReportedPlaces<SafePlaceFields, SafePlaceCategory>((place) => place.category, members);

/** The connection points' twin, with the figures of its approved points. */
export class MemoryConnectionPoints extends MemoryReportedPlaces<ConnectionPointFields, ConnectionType> implements ConnectionPointStore {
  constructor(members?: ReadonlyMap<number, string>) {
    super((point) => point.connectionType, members);
  }

  async figures(): Promise<ConnectionPointFigures> {
    const approved = this.approved();
    return {
      total: approved.length,
      active: approved.filter((point) => point.status === "active").length,
      free: approved.filter((point) => point.isFree).length,
      meanSpeed: approved.length === 0 ? null : approved.reduce((sum, point) => sum + point.speed, 0) / approved.length,
    };
  }
}

/** A safe place's fields as tests start from them. */
export const givenSafePlace: SafePlaceFields = {
  name: "Lopital Sen Mikèl",
  description: "Ijans ouvè 24/24.",
  latitude: 18.65,
  longitude: -74.11,
  address: "Jérémie",
  category: "hospital",
  safetyRating: 4,
  tags: ["ijans"],
};

/** A connection point's fields as tests start from them. */
export const givenConnectionPoint: ConnectionPointFields = {
  name: "Wifi Plas Dam",
  description: "Wifi lib sou plas la.",
  latitude: 18.5425,
  longitude: -72.3386,
  address: "Plas Dam, Pòtoprens",
  connectionType: "wifi",
  speed: 20,
  reliability: 3,
  isPublic: true,
  isFree: true,
  requirements: null,
  status: "active",
  lastTested: "2026-03-01T10:00:00.000Z",
};
