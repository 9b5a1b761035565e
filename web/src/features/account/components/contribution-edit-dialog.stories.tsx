import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApiError } from "../../../api/api-error";
import { withProviders } from "../../../testing/story-providers";
import { marieContributions } from "../testing/contributions";
import { ContributionEditDialog } from "./contribution-edit-dialog";

const meta = {
  title: "Account/ContributionEditDialog",
  component: ContributionEditDialog,
  decorators: [withProviders],
  args: { contribution: marieContributions[0] ?? null, onClose: () => undefined, save: async () => undefined },
} satisfies Meta<typeof ContributionEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
/** The server refused the notes: its words show on the field. */
export const NotesRefused: Story = {
  args: {
    initialError: new ApiError(400, "Bad Request", { code: "VALIDATION", message: "Done yo pa valab.", fields: { notes: "Nòt yo twò long." } }),
  },
};
/** Nothing answered: the notes stay, with the form's own words above the buttons. */
export const Offline: Story = { args: { initialError: new TypeError("Failed to fetch") } };
