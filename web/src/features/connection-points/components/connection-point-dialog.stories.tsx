import type { Meta, StoryObj } from "@storybook/react-vite";
import { placeSendErrors } from "../../../testing/place-send-errors";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { connectionPointFormOf } from "../lib/connection-point-form";
import { ownPaidCafe } from "../testing/connection-points";
import { ConnectionPointDialog } from "./connection-point-dialog";

const meta = {
  title: "ConnectionPoints/ConnectionPointDialog",
  component: ConnectionPointDialog,
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
  args: { mode: "add", isOpen: true, onClose: () => undefined, onSave: async () => undefined, locate: async () => ({ latitude: 18.5125, longitude: -72.2853 }) },
} satisfies Meta<typeof ConnectionPointDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Public and free start checked: no requirements asked. */
export const Add: Story = {};
/** One's own paid point: 'free' unchecked, so its requirements are asked. */
export const EditPaid: Story = { args: { mode: "edit", initialValues: connectionPointFormOf(ownPaidCafe) } };
export const FieldErrors: Story = {
  args: {
    mode: "edit",
    initialValues: { ...connectionPointFormOf(ownPaidCafe), reliability: "7" },
    initialError: placeSendErrors.refused({ reliability: "Nòt la dwe ant 0 ak 5.", speed: "Vitès sa a pa valid." }),
  },
};
export const Failed: Story = { args: { initialError: placeSendErrors.failed } };
export const Offline: Story = { args: { initialError: placeSendErrors.offline } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { args: { mode: "edit", initialValues: connectionPointFormOf(ownPaidCafe) }, decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
