import { createFileRoute } from "@tanstack/react-router";
import { AssistantScreen } from "../../features/assistant/components/assistant-screen";

/** The assistant (members only): its code and texts load only when the screen is opened. */
export const Route = createFileRoute("/_auth/ai-assistant")({
  component: AssistantScreen,
});
