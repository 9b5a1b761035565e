import { useId } from "react";
import { useLanguage } from "../../../../i18n/language-provider";
import { describedBy, StepField } from "../../../../ui/step-field";
import { FilePicker } from "../../../../ui/file-picker";
import { acceptOfKind, type UploadKind } from "../../lib/file-checks";
import type { UploadItem } from "../../lib/upload-list";
import { UploadList } from "../upload-list";

export interface FileStepProps {
  readonly kind: UploadKind;
  readonly items: readonly UploadItem[];
  /** The problem to show (a refused pick, a file still failing), in the interface language, or null. */
  readonly error: string | null;
  readonly onPick: (files: readonly File[]) => void;
  readonly onRemove: (key: string) => void;
  readonly onRetry: (key: string) => void;
}

/**
 * The media step (photos, videos, PDF, DOC, DOCX, several) and the PDF step (one .pdf). Files are
 * sent as soon as they are chosen; the picker is cleared so the same file can be chosen again.
 */
export function FileStep({ kind, items, error, onPick, onRemove, onRetry }: FileStepProps) {
  const { t } = useLanguage();
  const id = useId();
  const errorId = useId();
  const hintId = useId();
  const ofKind = items.filter((item) => item.kind === kind);
  return (
    <>
      <StepField
        id={id}
        hint={`${t(kind === "media" ? "wizard.media.hint" : "wizard.pdf.hint")} ${t("wizard.optional")}`}
        hintId={hintId}
        error={error}
        errorId={errorId}
      >
        <FilePicker
          id={id}
          text={t(kind === "media" ? "wizard.media.label" : "wizard.pdf.label")}
          accept={acceptOfKind[kind]}
          multiple={kind === "media"}
          invalid={error !== null}
          describedBy={describedBy(errorId, hintId)}
          onPick={onPick}
        />
      </StepField>
      <UploadList items={ofKind} onRemove={onRemove} onRetry={onRetry} />
    </>
  );
}
