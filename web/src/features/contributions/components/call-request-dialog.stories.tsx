import type { CallRequestReceipt, ContactableContributor } from "@kominote/core/schemas/contributions";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApiError } from "../../../api/api-error";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { contactableContributors, never } from "../testing/doubles";
import { CallRequestDialog } from "./call-request-dialog";

const listing = (contributors: ContactableContributor[]) => ({
  listContributors: () => Promise.resolve(contributors),
  requestCall: () => never<CallRequestReceipt>(),
});

const meta = {
  title: "Contributions/Call request",
  component: CallRequestDialog,
  decorators: [withProviders],
  args: { taskId: 3, onClose: () => undefined, services: listing(contactableContributors) },
} satisfies Meta<typeof CallRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Contributors: Story = {};
export const ContributorsEnglish: Story = { decorators: [withLanguage("en")] };
export const Loading: Story = {
  args: { services: { listContributors: () => never<ContactableContributor[]>(), requestCall: () => never<CallRequestReceipt>() } },
};
export const NoContributors: Story = { args: { services: listing([]) } };
export const LoadFailed: Story = {
  args: {
    services: { listContributors: () => Promise.reject(new TypeError("offline")), requestCall: () => never<CallRequestReceipt>() },
  },
};
/** The server refused the request: its own words show above the send button. */
export const Refused: Story = {
  args: { initialError: new ApiError(409, "Conflict", { code: "CALL.ALREADY_ASKED", message: "Ou deja mande moun sa a rele w." }) },
};
