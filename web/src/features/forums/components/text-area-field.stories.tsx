import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { TextAreaField } from "./text-area-field";

const meta = {
  title: "Forums/TextAreaField",
  component: TextAreaField,
  decorators: [withProviders],
  args: { id: "story-reason", label: "Rezon", value: "", rows: 3, maxLength: 1000, problem: null, onChange: () => undefined },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** With a hint tied to the box for screen readers. */
export const WithHint: Story = { args: { hint: "Di moderatè yo sa ki pa bon." } };
/** A message under the box, announced, and the box marked invalid. */
export const WithProblem: Story = { args: { required: true, problem: "Kontni an obligatwa." } };
