import { Suspense } from "react";
import { lazyWithMessages } from "../../../i18n/lazy-with-messages";

// Members only: visitors never download the bar, its level rule or its styles.
const PointsBar = lazyWithMessages(async () => (await import("./points-bar")).PointsBar);
const DrawerPoints = lazyWithMessages(async () => (await import("./drawer-points")).DrawerPoints);

/** The header's points bar, fetched once someone is signed in. */
export function LazyPointsBar() {
  return (
    <Suspense>
      <PointsBar />
    </Suspense>
  );
}

/** The same figures in full inside the phone drawer. */
export function LazyDrawerPoints() {
  return (
    <Suspense>
      <DrawerPoints />
    </Suspense>
  );
}
