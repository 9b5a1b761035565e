import { useQueryClient } from "@tanstack/react-query";
import { useLanguage } from "../../../i18n/language-provider";
import type { OutboxEntry } from "../../../lib/outbox/outbox-entry";
import { useOutboxKind } from "../../../lib/outbox/use-outbox-kind";
import { useWaitingEntries } from "../../../lib/outbox/use-waiting-entries";
import { showToast } from "../../../ui/toast-queue";
import { placesQueryPrefix } from "../api/list-locations";
import { placeOutboxKind } from "../api/save-location";

/**
 * The places the member added without a connection, waiting on the device (decision 0034); once
 * one goes, every list of places is read again and a toast says it went.
 */
export const useWaitingPlaces = (): readonly OutboxEntry[] => {
  const { t } = useLanguage();
  const queryClient = useQueryClient();
  useOutboxKind(placeOutboxKind, () => {
    void queryClient.invalidateQueries({ queryKey: placesQueryPrefix });
    showToast({ title: t("offline.outbox.sent"), tone: "success" });
  });
  return useWaitingEntries(placeOutboxKind, () => true);
};
