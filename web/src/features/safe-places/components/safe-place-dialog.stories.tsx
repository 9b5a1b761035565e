import type { Meta, StoryObj } from "@storybook/react-vite";
import { placeSendErrors } from "../../../testing/place-send-errors";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { safePlaceFormOf } from "../lib/safe-place-form";
import { ownShelter } from "../testing/safe-places";
import { SafePlaceDialog } from "./safe-place-dialog";

const meta = {
  title: "SafePlaces/SafePlaceDialog",
  component: SafePlaceDialog,
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
  args: { mode: "add", isOpen: true, onClose: () => undefined, onSave: async () => undefined, locate: async () => ({ latitude: 18.5392, longitude: -72.335 }) },
} satisfies Meta<typeof SafePlaceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};
/** One's own place opened to correct it, with its values. */
export const Edit: Story = { args: { mode: "edit", initialValues: safePlaceFormOf(ownShelter) } };
/** The server refused the position: each problem under its field, in the reader's language. */
export const FieldErrors: Story = {
  args: {
    mode: "edit",
    initialValues: { ...safePlaceFormOf(ownShelter), latitude: "48.85", longitude: "2.35" },
    initialError: placeSendErrors.refused({ latitude: "Kote sa a pa ann Ayiti.", longitude: "Kote sa a pa ann Ayiti." }),
  },
};
/** 'Te gen yon pwoblèm pou ajoute kote a...' when the server says nothing more. */
export const Failed: Story = { args: { initialError: placeSendErrors.failed } };
export const Offline: Story = { args: { initialError: placeSendErrors.offline } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { args: { mode: "edit", initialValues: safePlaceFormOf(ownShelter) }, decorators: [withLanguage("pt")] };
