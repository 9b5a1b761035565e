import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { ReasonDialog } from "./reason-dialog";

const meta = {
  title: "Moderation/ReasonDialog",
  component: ReasonDialog,
  decorators: [withProviders],
  args: {
    title: "Kache \"Moun sa yo se vòlè, pa janm ale lakay yo.\"",
    hint: "review.reports.hideHint",
    submitLabel: "review.reports.hide",
    onCancel: () => undefined,
    onSubmit: async () => undefined,
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ReasonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hide: Story = {};
export const WithReason: Story = { args: { initialReason: "Mesaj la joure moun." } };
