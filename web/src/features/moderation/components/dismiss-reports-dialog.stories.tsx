import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApiError } from "../../../api/api-error";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { DismissReportsDialog } from "./dismiss-reports-dialog";

const meta = {
  title: "Moderation/DismissReportsDialog",
  component: DismissReportsDialog,
  decorators: [withProviders],
  args: {
    title: "Rejte siyalman yo sou \"Vann kat SIM nan biwo a.\"?",
    onCancel: () => undefined,
    onConfirm: async () => undefined,
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof DismissReportsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};
export const English: Story = { args: { title: "Dismiss the reports on \"Vann kat SIM nan biwo a.\"?" }, decorators: [withLanguage("en")] };
/** Another moderator dealt with the item first: the server's own words show above the buttons. */
export const Refused: Story = {
  args: {
    initialError: new ApiError(404, "Not Found", {
      code: "REPORT.NONE_OPEN",
      message: "Pa gen siyalman k ap tann pou sa a ankò. Petèt yon lòt moderatè deja okipe l.",
    }),
  },
};
