import type { UploadKind } from "../rules/contribution-files";

export type { UploadKind };

/** A file a member uploaded, recorded so a later call can reference it by id. */
export interface UploadRecord {
  readonly id: string;
  readonly userId: number;
  readonly kind: UploadKind;
  readonly contentType: string;
  /** The FileStorage key the server made. */
  readonly storageKey: string;
  readonly byteSize: number;
  /** Shown only; never used to find or type the file. */
  readonly originalName: string;
}

export interface UploadStore {
  record(upload: UploadRecord): Promise<void>;
}
