import type { ReportedPlaceQuery, ReportedPlaces, ReportedRecord, ReviewAfterCorrection } from "@kominote/core/ports/reported-places";
import { byPlaceName, placeSearchText } from "@kominote/core/rules/reported-place-view";
import type { ReviewStatus } from "@kominote/core/schemas/contributions";
import type { ReviewKind } from "@kominote/core/schemas/moderation";
import type { Knex } from "knex";

/** The text every reported place has, which its search reads. */
interface PlaceText {
  readonly name: string;
  readonly address: string;
  readonly description: string;
}

/** The columns of what every reported place is (migration 0020 names them alike in both tables). */
export const placeBasicsColumns = {
  name: "name",
  description: "description",
  latitude: "latitude",
  longitude: "longitude",
  address: "address",
} as const;

/** A row of a reported place's table, its reporter's name joined. */
export type ReportedRow = Record<string, unknown> & {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  status: ReviewStatus;
  rejection_reason: string | null;
  reported_by: number;
  reporter_name: string;
  created_at: Date | string;
  updated_at: Date | string;
};

/**
 * One kind of reported place as stored: its table, the column its list filters on, how its own
 * fields map to columns, and the lines a moderator reads about it in the review queue. The rest
 * (review, reporter, search, times) is the same for every kind, in the columns of migration 0020.
 */
export interface ReportedPlaceTable<Fields> {
  readonly table: string;
  readonly reviewKind: ReviewKind;
  readonly kindColumn: string;
  /** The column of each of the kind's fields. */
  readonly columns: { readonly [Field in keyof Fields]-?: string };
  /** How a field is written, where its column holds it otherwise than its value (a JSON list). */
  readonly encode?: { readonly [Field in keyof Fields]?: (value: Fields[Field]) => unknown };
  /** How a field is read, where the driver hands it otherwise than its value (an instant, JSON as text). */
  readonly decode?: { readonly [Field in keyof Fields]?: (value: unknown) => Fields[Field] };
  /** What a moderator reads about the place in the review queue, beside its name; nulls left out. */
  reviewNotes(fields: Fields): readonly (string | null)[];
}

/** The kind's fields of a row. */
export const fieldsOf = <Fields>(spec: ReportedPlaceTable<Fields>, row: ReportedRow): Fields =>
  Object.fromEntries(
    (Object.entries(spec.columns) as [keyof Fields & string, string][]).map(([field, column]) => {
      const decode = spec.decode?.[field];
      return [field, decode === undefined ? row[column] : decode(row[column])];
    }),
  ) as Fields;

/** The columns of the given fields, those left undefined left out. */
const columnsOf = <Fields>(spec: ReportedPlaceTable<Fields>, fields: Partial<Fields>): Record<string, unknown> =>
  Object.fromEntries(
    (Object.entries(fields) as [keyof Fields & string, Fields[keyof Fields] | undefined][]).flatMap(([field, value]) => {
      if (value === undefined) return [];
      const encode = spec.encode?.[field] as ((value: Fields[keyof Fields]) => unknown) | undefined;
      return [[spec.columns[field], encode === undefined ? value : encode(value)]];
    }),
  );

export const instant = (value: Date | string): string => new Date(value).toISOString();

/** A JSON list column, which both drivers hand back parsed, read the same from text. */
export const jsonList = (value: unknown): string[] => (typeof value === "string" ? (JSON.parse(value) as string[]) : (value as string[]));

/** `%` and `_` typed in a search are letters, not wildcards. */
const likeEscaped = (word: string): string => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The table's rows with their reporter's name. */
export const selectReported = (db: Knex, table: string) =>
  db(`${table} as p`).join("users as u", "u.id", "p.reported_by").select("p.*", "u.full_name as reporter_name");

/**
 * A kind of reported place in Postgres. The list reads the (status, kind) and (reported_by, kind)
 * indexes and matches each searched word in the stored searchable text; it is sorted here by the
 * shared rule, so both backends agree whatever their collation.
 */
export class KnexReportedPlaces<Fields extends PlaceText, Kind> implements ReportedPlaces<Fields, Kind> {
  constructor(
    protected readonly db: Knex,
    protected readonly spec: ReportedPlaceTable<Fields>,
  ) {}

  protected toRecord(row: ReportedRow): Fields & ReportedRecord {
    return {
      ...fieldsOf(this.spec, row),
      id: row.id,
      reporterId: row.reported_by,
      reporterName: row.reporter_name,
      reviewStatus: row.status,
      rejectionReason: row.rejection_reason,
      reportedAt: instant(row.created_at),
      updatedAt: instant(row.updated_at),
    };
  }

  async list({ readerId, kind, words }: ReportedPlaceQuery<Kind>): Promise<readonly (Fields & ReportedRecord)[]> {
    const query = selectReported(this.db, this.spec.table).where((visible) =>
      visible.where("p.status", "approved").orWhere("p.reported_by", readerId),
    );
    if (kind !== undefined) query.where(`p.${this.spec.kindColumn}`, kind);
    for (const word of words) query.whereRaw("p.search_text like ? escape '\\'", [`%${likeEscaped(word)}%`]);
    const rows: ReportedRow[] = await query;
    return rows.map((row) => this.toRecord(row)).sort(byPlaceName);
  }

  async find(id: number): Promise<(Fields & ReportedRecord) | undefined> {
    const row: ReportedRow | undefined = await selectReported(this.db, this.spec.table).where("p.id", id).first();
    return row === undefined ? undefined : this.toRecord(row);
  }

  async add(fields: Fields, reporterId: number, at: Date): Promise<Fields & ReportedRecord> {
    const [inserted] = (await this.db(this.spec.table)
      .insert({
        ...columnsOf(this.spec, fields),
        search_text: placeSearchText(fields),
        reported_by: reporterId,
        status: "pending",
        created_at: at,
        updated_at: at,
      })
      .returning("id")) as { id: number }[];
    const place = inserted === undefined ? undefined : await this.find(inserted.id);
    if (place === undefined) throw new Error(`A new ${this.spec.reviewKind} vanished after its insert`);
    return place;
  }

  async correct(id: number, changes: Partial<Fields>, review: ReviewAfterCorrection, at: Date): Promise<(Fields & ReportedRecord) | undefined> {
    const current = await this.find(id);
    if (current === undefined) return undefined;
    const text = {
      name: changes.name ?? current.name,
      address: changes.address ?? current.address,
      description: changes.description ?? current.description,
    };
    await this.db(this.spec.table)
      .where({ id })
      .update({
        ...columnsOf(this.spec, changes),
        search_text: placeSearchText(text),
        updated_at: at,
        ...(review === "again" ? { status: "pending", rejection_reason: null, reviewed_by: null, reviewed_at: null } : {}),
      });
    return this.find(id);
  }
}
