import type { StoredFile } from "./contribution-draft";
import type { UploadKind } from "./file-checks";

/**
 * One file of the media or PDF step as the screen shows it. Stored files come from the draft;
 * the others live only while the wizard is open (a File cannot be saved on the device).
 */
export type UploadItem =
  | { readonly key: string; readonly kind: UploadKind; readonly name: string; readonly size: number; readonly status: "uploading"; readonly progress: number }
  | { readonly key: string; readonly kind: UploadKind; readonly name: string; readonly size: number; readonly status: "failed"; readonly problem: string }
  | { readonly key: string; readonly kind: UploadKind; readonly name: string; readonly size: number; readonly status: "stored"; readonly file: StoredFile }
  /** No connection to upload it: the file waits on the device and goes with the contribution (decision 0034). */
  | { readonly key: string; readonly kind: UploadKind; readonly name: string; readonly size: number; readonly status: "kept" };

export type UploadAction =
  | { readonly type: "started"; readonly key: string; readonly kind: UploadKind; readonly name: string; readonly size: number }
  | { readonly type: "progressed"; readonly key: string; readonly progress: number }
  | { readonly type: "stored"; readonly key: string; readonly file: StoredFile }
  | { readonly type: "failed"; readonly key: string; readonly problem: string }
  | { readonly type: "kept"; readonly key: string }
  | { readonly type: "removed"; readonly key: string };

/** The files of a saved draft, shown as stored. */
export const uploadItemsOf = (media: readonly StoredFile[], pdf: StoredFile | null): UploadItem[] => [
  ...media.map((file): UploadItem => ({ key: file.id, kind: "media", name: file.name, size: file.size, status: "stored", file })),
  ...(pdf === null ? [] : [{ key: pdf.id, kind: "pdf", name: pdf.name, size: pdf.size, status: "stored", file: pdf } as const]),
];

const replace = (items: readonly UploadItem[], key: string, next: (item: UploadItem) => UploadItem): UploadItem[] =>
  items.map((item) => (item.key === key ? next(item) : item));

interface FileIdentity {
  readonly key: string;
  readonly kind: UploadKind;
  readonly name: string;
  readonly size: number;
}

const base = ({ key, kind, name, size }: FileIdentity): FileIdentity => ({ key, kind, name, size });

export const uploadListReducer = (items: readonly UploadItem[], action: UploadAction): UploadItem[] => {
  switch (action.type) {
    case "started": {
      const started: UploadItem = { ...base(action), status: "uploading", progress: 0 };
      // A retry starts again in place; the PDF step holds one file, so a new one replaces the old.
      if (items.some((item) => item.key === action.key)) return replace(items, action.key, () => started);
      return [...items.filter((item) => action.kind !== "pdf" || item.kind !== "pdf"), started];
    }
    case "progressed":
      return replace(items, action.key, (item) =>
        item.status === "uploading" ? { ...item, progress: Math.min(1, Math.max(0, action.progress)) } : item,
      );
    case "stored":
      return replace(items, action.key, (item) => ({ ...base(item), status: "stored", file: action.file }));
    case "failed":
      return replace(items, action.key, (item) => ({ ...base(item), status: "failed", problem: action.problem }));
    case "kept":
      return replace(items, action.key, (item) => ({ ...base(item), status: "kept" }));
    case "removed":
      return items.filter((item) => item.key !== action.key);
  }
};

export const storedFilesOf = (items: readonly UploadItem[], kind: UploadKind): StoredFile[] =>
  items.flatMap((item) => (item.kind === kind && item.status === "stored" ? [item.file] : []));

/** Why a file step cannot be left yet: a file still on its way, or one that failed and was neither retried nor removed. */
export const uploadsProblem = (items: readonly UploadItem[], kind: UploadKind): "wizard.upload.waiting" | "wizard.upload.unresolved" | null => {
  const ofKind = items.filter((item) => item.kind === kind);
  if (ofKind.some((item) => item.status === "uploading")) return "wizard.upload.waiting";
  if (ofKind.some((item) => item.status === "failed")) return "wizard.upload.unresolved";
  return null;
};
