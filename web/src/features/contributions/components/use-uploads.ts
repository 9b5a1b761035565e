import type { MessageKey } from "@kominote/core/i18n/messages";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { isApiError } from "../../../api/api-error";
import { isNetworkFailure } from "../../../lib/submit-failure";
import type { UploadFile } from "../api/upload-file";
import { storedFileOf } from "../lib/contribution-draft";
import { checkContributionFile, maxMediaFiles, purposeOfKind, type UploadKind } from "../lib/file-checks";
import { uploadListReducer, type UploadItem } from "../lib/upload-list";

export interface FileRejection {
  readonly kind: UploadKind;
  readonly messageKey: MessageKey;
}

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === "AbortError";

/** What a failed upload says: the server's size and type refusals in our words, its own message otherwise. */
const uploadProblem = (error: unknown, t: (key: MessageKey) => string): string => {
  if (!isApiError(error)) return t("wizard.upload.failed");
  if (error.status === 413) return t("wizard.upload.tooBig");
  return error.serverMessage ?? t("wizard.upload.failed");
};

export interface KeptFile {
  readonly kind: UploadKind;
  readonly file: File;
}

let nextKey = 0;

/**
 * The media and PDF files of the wizard. Each chosen file is checked, then sent at once on its
 * own request with its progress; a failed one can be sent again (its File is kept while the
 * wizard is open), one that found no connection waits to go with the contribution, and removing
 * one still on its way cancels it.
 */
export const useUploads = (upload: UploadFile, initial: readonly UploadItem[], t: (key: MessageKey) => string, isOnline: () => boolean = () => navigator.onLine) => {
  const [items, dispatch] = useReducer(uploadListReducer, initial, (start) => [...start]);
  const [rejection, setRejection] = useState<FileRejection | null>(null);
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());

  const send = useCallback(
    (key: string, file: File, kind: UploadKind): void => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      dispatch({ type: "started", key, kind, name: file.name, size: file.size });
      upload(file, purposeOfKind[kind], {
        signal: controller.signal,
        onProgress: (progress) => dispatch({ type: "progressed", key, progress }),
      })
        .then((stored) => {
          files.current.delete(key);
          dispatch({ type: "stored", key, file: storedFileOf(file, stored) });
        })
        .catch((error: unknown) => {
          if (isAbort(error)) return;
          // No connection: the file waits on the device and goes with the contribution (decision 0034).
          if (isNetworkFailure(error, isOnline())) dispatch({ type: "kept", key });
          else dispatch({ type: "failed", key, problem: uploadProblem(error, t) });
        })
        .finally(() => controllers.current.delete(key));
    },
    [upload, t, isOnline],
  );

  const add = (chosen: readonly File[], kind: UploadKind): void => {
    setRejection(null);
    const room = kind === "pdf" ? 1 : maxMediaFiles - items.filter((item) => item.kind === "media").length;
    if (chosen.length > room) {
      setRejection({ kind, messageKey: "wizard.media.tooMany" });
      return;
    }
    for (const file of chosen) {
      const problem = checkContributionFile(file, kind);
      if (problem !== null) {
        setRejection({ kind, messageKey: problem });
        continue;
      }
      if (kind === "pdf") for (const item of items) if (item.kind === "pdf") controllers.current.get(item.key)?.abort();
      const key = `file-${++nextKey}`;
      files.current.set(key, file);
      send(key, file, kind);
    }
  };

  const retry = (key: string): void => {
    const file = files.current.get(key);
    const item = items.find((candidate) => candidate.key === key);
    if (file !== undefined && item !== undefined) send(key, file, item.kind);
  };

  const remove = (key: string): void => {
    controllers.current.get(key)?.abort();
    files.current.delete(key);
    dispatch({ type: "removed", key });
  };

  // Closing the wizard cancels what is still on its way; the stored files stay referenced by the draft.
  useEffect(() => {
    const pending = controllers.current;
    return () => {
      for (const controller of pending.values()) controller.abort();
    };
  }, []);

  /** The files kept on the device for want of a connection, to go with the contribution. */
  const keptFiles = (): KeptFile[] =>
    items.flatMap((item) => {
      const file = item.status === "kept" ? files.current.get(item.key) : undefined;
      return file === undefined ? [] : [{ kind: item.kind, file }];
    });

  return { items, rejection, add, retry, remove, keptFiles };
};
