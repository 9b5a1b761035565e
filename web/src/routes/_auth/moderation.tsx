import { createFileRoute } from "@tanstack/react-router";
import { ModerationScreen } from "../../features/moderation/components/moderation-screen";

export const Route = createFileRoute("/_auth/moderation")({
  component: ModerationScreen,
});
