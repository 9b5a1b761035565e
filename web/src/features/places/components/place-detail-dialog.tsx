import { isApiError } from "../../../api/client";
import { useLanguage } from "../../../i18n/language-provider";
import { Dialog } from "../../../ui/dialog";
import { useLocation } from "../api/get-location";
import type { Place } from "../api/list-locations";
import { PlaceDetail } from "./place-detail";
import { PlacesError, PlacesLoading } from "./places-states";

export interface PlaceDetailDialogProps {
  /** The place to show, from the address (`/map?place=12`); the dialog is closed without one. */
  readonly placeId: number | undefined;
  readonly onClose: () => void;
  /** A place the screen already holds, shown at once while the server is asked again. */
  readonly known?: Place | undefined;
}

/** 'Gade': a place's photo, coordinates to 6 decimals, date added and a link to OpenStreetMap. */
export function PlaceDetailDialog({ placeId, onClose, known }: PlaceDetailDialogProps) {
  const { t } = useLanguage();
  const one = useLocation(placeId);
  const place = one.data ?? known;
  return (
    <Dialog
      title={place?.name ?? t("places.detail.title")}
      isOpen={placeId !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {place !== undefined ? (
        <PlaceDetail place={place} withName={false} />
      ) : one.isError ? (
        <PlacesError message={isApiError(one.error) && one.error.status === 404 ? t("places.map.notFound") : undefined} onRetry={() => void one.refetch()} />
      ) : (
        <PlacesLoading />
      )}
    </Dialog>
  );
}
