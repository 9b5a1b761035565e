import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../testing/story-providers";
import { Button } from "./button";
import { Dialog, DialogTrigger } from "./dialog";

const meta = {
  title: "UI/Dialog",
  component: Dialog,
  decorators: [withProviders],
  args: {
    title: "Konfime chwa ou",
    children: <p>Ou vle kite paj sa a? Sa w te ekri a ap rete sou aparèy ou.</p>,
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Louvri dyalòg la</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Centered: Story = {};
export const SideDrawer: Story = { args: { placement: "side", title: "Meni" } };
export const OpenByDefault: Story = { args: { isOpen: true } };
