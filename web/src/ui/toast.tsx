import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from "react-aria-components";
import { useLanguage } from "../i18n/language-provider";
import { Button } from "./button";
import { CloseIcon } from "./close-icon";
import * as styles from "./toast.css";
import { toastQueue, type AppToastQueue } from "./toast-queue";

export { createToastQueue, defaultToastTimeout, showToast, toastQueue, type ToastContent } from "./toast-queue";

export interface ToastRegionProps {
  readonly queue?: AppToastQueue;
}

/**
 * Where toasts appear: a landmark screen readers announce, reachable with F6; each toast has a
 * close button and pauses its timer while hovered or focused.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const { t } = useLanguage();
  return (
    <AriaToastRegion queue={queue} aria-label={t("shell.toast.region")} className={styles.region}>
      {({ toast }) => (
        <AriaToast toast={toast} className={styles.toastTone[toast.content.tone ?? "info"]}>
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description === undefined ? null : (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            )}
          </AriaToastContent>
          <Button slot="close" variant="ghost" size="sm" className={styles.close} aria-label={t("shell.toast.close")}>
            <CloseIcon />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
