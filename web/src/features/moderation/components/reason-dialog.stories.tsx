import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApiError } from "../../../api/api-error";
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
/** The server refused the decision: its own words show above the buttons, the reason stays. */
export const Refused: Story = {
  args: {
    initialReason: "Mesaj la joure moun.",
    initialError: new ApiError(409, "Conflict", { code: "CONTENT.ALREADY_HIDDEN", message: "Kontni sa a deja kache." }),
  },
};
