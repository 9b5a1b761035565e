import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { emptyAgencyForm } from "../lib/agency-form";
import { agencySendErrors } from "../testing/agencies";
import { AddAgencyDialog } from "./add-agency-dialog";

const meta = {
  title: "Agencies/AddAgencyDialog",
  component: AddAgencyDialog,
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
  args: { isOpen: true, onClose: () => undefined, onCreate: async () => undefined },
} satisfies Meta<typeof AddAgencyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

const typed = {
  ...emptyAgencyForm,
  name: "Lekòl Nasyonal Jacmel",
  type: "school",
  department: "Sud-Est",
  description: "Lekòl fondamantal piblik.",
  phone: "3712",
  email: "lekol@",
  address: "Rue du Commerce, Jacmel",
  website: "lekol",
  services: "Enskripsyon, ",
};

/** The server refused some fields: each problem under its field, in the reader's language. */
export const FieldErrors: Story = {
  args: {
    initialValues: typed,
    initialError: agencySendErrors.refused({
      phone: "Nimewo telefòn sa a pa valid",
      email: "Imèl sa a pa valid",
      website: "Adrès sit entènèt sa a pa valid.",
    }),
  },
};
/** 'Failed to add agency' when the server says nothing more. */
export const Failed: Story = { args: { initialValues: typed, initialError: agencySendErrors.failed } };
export const Offline: Story = { args: { initialValues: typed, initialError: agencySendErrors.offline } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
