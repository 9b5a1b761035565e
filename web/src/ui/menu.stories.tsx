import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../testing/story-providers";
import { Button } from "./button";
import { Menu, MenuItem, MenuTrigger } from "./menu";

const meta = {
  title: "UI/Menu",
  component: Menu,
  decorators: [withProviders],
  render: () => (
    <MenuTrigger>
      <Button variant="secondary">Kont mwen</Button>
      <Menu aria-label="Kont mwen">
        <MenuItem href="/account-settings">Paramèt Kont</MenuItem>
        <MenuItem href="/my-contributions">Kontribisyon Mwen</MenuItem>
        <MenuItem href="/my-responses">Repons Mwen</MenuItem>
        <MenuItem onAction={() => undefined}>Dekonekte</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccountMenu: Story = {};
