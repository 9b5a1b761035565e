import type { PublicService } from "@kominote/core/schemas/services";
import { lazy, Suspense } from "react";
import { IdeasLoading } from "./ideas-states";

// The tab's list, form and voting are fetched when the tab is first opened: the service page
// shows its tasks without waiting for them.
const ServiceIdeasPanel = lazy(async () => ({ default: (await import("./service-ideas-panel")).ServiceIdeasPanel }));

export function LazyServiceIdeasPanel({ service }: { readonly service: PublicService }) {
  return (
    <Suspense fallback={<IdeasLoading />}>
      <ServiceIdeasPanel service={service} />
    </Suspense>
  );
}
