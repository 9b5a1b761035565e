import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormProblem } from "./form-problem";

const meta = {
  title: "UI/FormProblem",
  component: FormProblem,
  args: { message: "Nimewo telefòn sa a deja itilize pa yon lòt kont." },
} satisfies Meta<typeof FormProblem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerMessage: Story = {};

/** Nothing to say: the alert region stays in the page, empty, so a later message is announced. */
export const Empty: Story = { args: { message: null } };
