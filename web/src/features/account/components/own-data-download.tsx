import { useMutation } from "@tanstack/react-query";
import { isApiError } from "../../../api/api-error";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { useUnauthorizedRedirect } from "../../../lib/use-unauthorized-redirect";
import { exportOwnData, saveFile, type OwnDataFile } from "../api/export-own-data";
import { AccountCard } from "./account-card";
import * as styles from "./account.css";

export interface OwnDataDownloadProps {
  /** Fetches the file; the server's call by default. */
  readonly download?: () => Promise<OwnDataFile>;
  /** Gives the file to the browser; a download by default. */
  readonly save?: (file: OwnDataFile) => void;
}

/**
 * "Download my data": everything Kominote keeps about the member, as the privacy page promises.
 * The status line stays in the page from the start so screen readers announce what came of it.
 */
export function OwnDataDownload({ download = exportOwnData, save = saveFile }: OwnDataDownloadProps) {
  const { t } = useLanguage();
  const mutation = useMutation({ mutationFn: download, onSuccess: save });
  // The session ended while the page was open: the usual logged-out toast, then sign in again.
  useUnauthorizedRedirect(mutation.error);
  const message = mutation.isSuccess
    ? t("account.ownData.ready")
    : mutation.isError
      ? ((isApiError(mutation.error) ? mutation.error.serverMessage : undefined) ?? t("account.ownData.failed"))
      : "";
  return (
    <AccountCard id="own-data-title" title={t("account.ownData.title")} text={t("account.ownData.text")}>
      <div>
        <Button variant="secondary" isPending={mutation.isPending} onPress={() => mutation.mutate()}>
          {mutation.isPending ? t("account.ownData.preparing") : t("account.ownData.download")}
        </Button>
      </div>
      <p className={mutation.isError ? styles.error : styles.fieldValue} role="status">
        {message}
      </p>
    </AccountCard>
  );
}
