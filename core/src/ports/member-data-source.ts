import type { OwnDataExport } from "../schemas/own-data";

type ExportedContribution = OwnDataExport["contributions"][number];

/** One uploaded file of the member, with the contribution it belongs to (null while unattached). */
export type StoredMemberFile = OwnDataExport["unattachedFiles"][number] & { readonly contributionId: number | null };

/** The member's rows as stored: the export before its files are placed under their contributions. */
export interface StoredMemberData extends Omit<OwnDataExport, "exportedAt" | "contributions" | "unattachedFiles"> {
  readonly contributions: readonly Omit<ExportedContribution, "files">[];
  readonly files: readonly StoredMemberFile[];
}

/**
 * Reads everything kept about one member, each table filtered by that member's id, without
 * secrets (password hash, token hashes). Null when the member does not exist.
 */
export interface MemberDataSource {
  read(userId: number): Promise<StoredMemberData | null>;
}
