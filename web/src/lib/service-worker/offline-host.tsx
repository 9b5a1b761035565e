import { loadOfflineMessages } from "@kominote/core/i18n/offline-messages";
import { useEffect, useState } from "react";
import { WithMessages } from "../../i18n/with-messages";
import { PlacedBeside } from "../../ui/placed-beside";
import { OfflineNotice } from "./offline-notice";
import { registerServiceWorker } from "./register-service-worker";
import type { TakeOver, UpdateState } from "./take-over";
import { useFreshness } from "./use-freshness";

function Notice({ takeOver }: { readonly takeOver: TakeOver | null }) {
  const freshness = useFreshness();
  const [update, setUpdate] = useState<UpdateState>(() => takeOver?.state() ?? "none");
  useEffect(() => {
    if (takeOver === null) return;
    setUpdate(takeOver.state());
    return takeOver.subscribe(() => setUpdate(takeOver.state()));
  }, [takeOver]);
  return (
    <OfflineNotice
      {...freshness}
      updateWaiting={update === "waiting"}
      onApplyUpdate={() => takeOver?.applyNow()}
    />
  );
}

/**
 * Working offline on every page (decision 0034): registers the service worker once the page has
 * loaded, and shows the offline notice under the header. Mounted with the page's lazily loaded
 * background parts, so none of it is in the first page's JavaScript.
 */
export function OfflineHost() {
  const [takeOver, setTakeOver] = useState<TakeOver | null>(null);
  useEffect(() => {
    let current = true;
    const register = (): void => void registerServiceWorker().then((registered) => current && setTakeOver(registered));
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => {
      current = false;
      window.removeEventListener("load", register);
    };
  }, []);
  return (
    // Just under the header, in the page's flow.
    <PlacedBeside selector="header" side="after">
      <WithMessages load={loadOfflineMessages}>
        <Notice takeOver={takeOver} />
      </WithMessages>
    </PlacedBeside>
  );
}
