import { createFileRoute } from "@tanstack/react-router";
import { ModerationScreen, moderationTabs } from "../../features/moderation/components/moderation-screen";
import { tabSearch } from "../../lib/search-params";

export const Route = createFileRoute("/_auth/moderation")({
  validateSearch: tabSearch("tab", moderationTabs),
  component: ModerationScreen,
});
