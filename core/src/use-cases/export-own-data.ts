import { Effect } from "effect";
import { authRequired } from "../errors/accounts";
import type { DomainError } from "../errors/domain-error";
import type { Clock } from "../ports/clock";
import type { MemberDataSource, StoredMemberFile } from "../ports/member-data-source";
import type { OwnDataExport } from "../schemas/own-data";

export interface OwnDataDownload {
  readonly fileName: string;
  readonly document: OwnDataExport;
}

const withoutOwner = ({ contributionId: _owner, ...file }: StoredMemberFile): OwnDataExport["unattachedFiles"][number] => file;

/**
 * The signed-in member's data as one document to download, each contribution with its files, and
 * the file name it is saved under ("kominote-KDS-0000123-4-2026-11-25.json", the day in UTC as the
 * export's own timestamp is). A session whose member no longer exists reads as signed out.
 */
export const makeExportOwnData =
  ({ memberData, clock }: { memberData: MemberDataSource; clock: Clock }) =>
  (userId: number): Effect.Effect<OwnDataDownload, DomainError> =>
    Effect.gen(function* () {
      const stored = yield* Effect.promise(() => memberData.read(userId));
      if (stored === null) return yield* Effect.fail(authRequired());
      const exportedAt = clock.now().toISOString();
      const { files, contributions, ...rest } = stored;
      const document: OwnDataExport = {
        exportedAt,
        ...rest,
        contributions: contributions.map((contribution) => ({
          ...contribution,
          files: files.filter((file) => file.contributionId === contribution.id).map(withoutOwner),
        })),
        // A file whose contribution is gone (or never came) is still the member's: it is listed apart.
        unattachedFiles: files.filter((file) => !contributions.some((contribution) => contribution.id === file.contributionId)).map(withoutOwner),
      };
      return { fileName: `kominote-${stored.profile.memberNumber}-${exportedAt.slice(0, 10)}.json`, document };
    });

export type ExportOwnData = ReturnType<typeof makeExportOwnData>;
