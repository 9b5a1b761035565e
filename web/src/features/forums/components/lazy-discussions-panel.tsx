import type { PublicService } from "@kominote/core/schemas/services";
import { Suspense } from "react";
import { lazyWithMessages } from "../../../i18n/lazy-with-messages";
import { ForumsLoading } from "./forums-states";

// The forums, their forms and dialogs are fetched when the tab is first opened: a service's page
// shows its tasks without waiting for them.
const LazyDiscussionsPanel = lazyWithMessages(async () => (await import("./discussions-panel")).DiscussionsPanel);

/** The discussions tab of a service's page. */
export function DiscussionsTab({ service }: { readonly service: PublicService }) {
  return (
    <Suspense fallback={<ForumsLoading label="forums.list.loading" />}>
      <LazyDiscussionsPanel service={service} />
    </Suspense>
  );
}
