import type { ReportedRecord, ReviewAfterCorrection } from "../ports/reported-places";
import type { ReviewStatus } from "../schemas/contributions";
import type { VerificationStatus } from "../schemas/safe-places";
import type { Role } from "../schemas/users";
import { hasRoleAtLeast } from "./roles";
import { searchable } from "./searchable-text";

/** The signed-in member reading or correcting a reported place. */
export interface PlaceReader {
  readonly id: number;
  readonly role: Role;
}

/** A place's review as its card says it (SPEC 4): approved is verified, rejected unverified. */
const verificationOf: Readonly<Record<ReviewStatus, VerificationStatus>> = {
  approved: "verified",
  pending: "pending",
  rejected: "unverified",
};

/** Its reporter and moderators may correct a reported place; nobody else (decision 0024). */
export const mayCorrect = (reader: PlaceReader, reporterId: number): boolean =>
  reader.id === reporterId || hasRoleAtLeast(reader.role, "moderator");

/**
 * What a correction does to the review: a moderator's keeps it (they are the reviewers), as does
 * a reporter's that changes nothing a moderator checked; any other goes back to review, so what
 * others see was always seen by a moderator.
 */
export const reviewAfterCorrection = (reader: PlaceReader, reviewedFieldChanged: boolean): ReviewAfterCorrection =>
  hasRoleAtLeast(reader.role, "moderator") || !reviewedFieldChanged ? "keep" : "again";

const sameValue = (left: unknown, right: unknown): boolean =>
  Array.isArray(left) && Array.isArray(right)
    ? left.length === right.length && left.every((item, index) => item === right[index])
    : left === right;

/** Whether `changes` gives any of `fields` a value other than the place's current one. */
export const changesAny = <Fields extends object>(current: Fields, changes: Partial<Fields>, fields: readonly (keyof Fields)[]): boolean =>
  fields.some((field) => changes[field] !== undefined && !sameValue(changes[field], current[field]));

/** What every reported place is: its name, description, where it is. */
export interface PlaceBasics {
  readonly name: string;
  readonly description: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly address: string;
}

/** The basics alone, from a stored place with more. */
export const placeBasicsOf = ({ name, description, latitude, longitude, address }: PlaceBasics): PlaceBasics => ({
  name,
  description,
  latitude,
  longitude,
  address,
});

/** The fields every reported place shows its reader, from what the store keeps. */
export const reportedFieldsFor = (record: ReportedRecord, reader: PlaceReader) => ({
  id: record.id,
  verificationStatus: verificationOf[record.reviewStatus],
  reportedBy: record.reporterName,
  reportedAt: record.reportedAt,
  rejectionReason: record.rejectionReason,
  canEdit: mayCorrect(reader, record.reporterId),
});

/** Lists of reported places read by name, case and accents aside, then by id: the same order from every store. */
export const byPlaceName = (left: { readonly name: string; readonly id: number }, right: { readonly name: string; readonly id: number }): number => {
  const a = searchable(left.name);
  const b = searchable(right.name);
  return a < b ? -1 : a > b ? 1 : left.id - right.id;
};

/** The text a place's search reads: its name, address and description. */
export const placeSearchText = (place: { readonly name: string; readonly address: string; readonly description: string }): string =>
  searchable([place.name, place.address, place.description].join("\n"));
