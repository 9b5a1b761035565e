import type { Meta, StoryObj } from "@storybook/react-vite";
import { FilePicker } from "./file-picker";

const meta = {
  title: "UI/FilePicker",
  component: FilePicker,
  args: { text: "Chwazi yon foto", accept: "image/jpeg,image/png,image/gif", onPick: () => undefined },
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePhoto: Story = {};

export const SeveralFiles: Story = { args: { text: "Chwazi fichye", accept: "image/*,video/*,application/pdf", multiple: true } };
