import { formatInstant } from "@kominote/core/rules/date-format";
import type { Coordinates } from "@kominote/core/rules/geo";
import { openStreetMapLink } from "@kominote/core/rules/map-tiles";
import type { ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { showToast } from "../../../ui/toast-queue";
import type { Place } from "../api/list-locations";
import { coordinatesText, distanceLabel } from "../lib/distance-label";
import * as styles from "./places.css";
import { ReviewBadge } from "./review-badge";

export interface PlaceDetailProps {
  readonly place: Place;
  /** The reader's position, for the distance; null when unknown. */
  readonly position?: Coordinates | null;
  /** The name as a heading (a card's); left out where the dialog's title already names the place. */
  readonly withName?: boolean;
  /** For tests and stories: the clipboard to write to. */
  readonly clipboard?: Pick<Clipboard, "writeText"> | undefined;
}

function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  const { t } = useLanguage();
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{t("common.fact", { label })}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

/**
 * A place's details (SPEC 2): its photo, coordinates to 6 decimals, status, date added, the
 * distance from the reader, a button copying the coordinates and a link to OpenStreetMap. The
 * author also reads why a moderator refused it.
 */
export function PlaceDetail({ place, position = null, withName = true, clipboard = globalThis.navigator?.clipboard }: PlaceDetailProps) {
  const { t, language } = useLanguage();
  const text = coordinatesText(place);
  const distance = distanceLabel(position, place);
  const regionKey = place.region === null ? null : (`places.region.${place.region}` as const);

  const copy = async (): Promise<void> => {
    try {
      if (clipboard === undefined) throw new Error("no clipboard");
      await clipboard.writeText(text);
      showToast({ title: t("places.detail.copied"), tone: "success" });
    } catch {
      showToast({ title: t("places.detail.copyFailed"), tone: "danger" });
    }
  };

  return (
    <div className={styles.form}>
      {withName ? <h2 className={styles.sectionTitle}>{place.name}</h2> : null}
      {place.photoUrl === null ? null : <img className={styles.photo} src={place.photoUrl} alt={t("places.detail.photo", { name: place.name })} loading="lazy" />}
      {place.description === null ? null : <p className={styles.intro}>{place.description}</p>}
      <dl className={styles.coordinates}>
        <Fact label={t("places.detail.coordinates")}>{text}</Fact>
        <Fact label={t("places.detail.status")}>
          <ReviewBadge status={place.status} />
        </Fact>
        <Fact label={t("places.detail.added")}>
          <time dateTime={place.createdAt}>{formatInstant(language, place.createdAt)}</time>
        </Fact>
        {regionKey === null ? null : <Fact label={t("places.detail.region")}>{t(regionKey)}</Fact>}
        {distance === null ? null : <Fact label={t("places.sort.distance")}>{t("places.distance", { distance })}</Fact>}
      </dl>
      {place.status === "rejected" && place.rejectionReason !== null ? (
        <p className={styles.problem}>{t("places.detail.rejected", { reason: place.rejectionReason })}</p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => void copy()}>
          {t("places.detail.copy")}
        </Button>
        <a className={styles.outsideLink} href={openStreetMapLink(place.latitude, place.longitude)} target="_blank" rel="noopener noreferrer">
          {t("places.detail.openMap")} <span className={styles.note}>{t("places.detail.newTab")}</span>
        </a>
      </div>
    </div>
  );
}
