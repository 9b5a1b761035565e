import type { Meta } from "@storybook/react-vite";
import { screenAt, viewedBy } from "../../../testing/screen-stories";

/** The assistant at /ai-assistant: members only, so a visitor is sent to sign in. */
export default { title: "Screens/AI assistant" } satisfies Meta;

export const Member = screenAt("/ai-assistant");
export const Moderator = screenAt("/ai-assistant", viewedBy.moderator);
export const Visitor = screenAt("/ai-assistant", viewedBy.visitor);
