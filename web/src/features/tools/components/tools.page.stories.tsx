import type { Meta } from "@storybook/react-vite";
import { screenAt, viewedBy } from "../../../testing/screen-stories";

/** The tools index at /tools: a member opens every tool; a visitor sees which ones ask to sign in. */
export default { title: "Screens/Tools" } satisfies Meta;

export const Member = screenAt("/tools");
export const Visitor = screenAt("/tools", viewedBy.visitor);
