import { createFileRoute } from "@tanstack/react-router";
import { LiveMeetingScreen } from "../features/live-meeting/components/live-meeting-screen";

// No loader: what a loader imports stays in every page's first JavaScript; the screen asks for the
// status itself and shows its own loading state.
export const Route = createFileRoute("/live-meeting")({ component: LiveMeetingScreen });
