import type { Meta, StoryObj } from "@storybook/react-vite";
import { DialogTrigger } from "react-aria-components";
import { Button } from "./button";
import { PopoverDialog } from "./popover";

const meta = {
  title: "UI/Popover",
  component: PopoverDialog,
  args: { label: "Notifikasyon", children: <p>Pa gen notifikasyon</p> },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Notifikasyon</Button>
      <PopoverDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof PopoverDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Panel: Story = {};
export const Above: Story = { args: { placement: "top" } };
