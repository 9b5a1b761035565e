import { createFileRoute } from "@tanstack/react-router";
import { ModerationScreen } from "../../features/moderation/components/moderation-screen";
import { moderationTabs } from "../../features/moderation/lib/moderation-tabs";
import { tabSearch } from "../../lib/search-params";

export const Route = createFileRoute("/_auth/moderation")({
  validateSearch: tabSearch("tab", moderationTabs),
  component: ModerationScreen,
});
