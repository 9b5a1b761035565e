import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { SendFailureNotice } from "./send-failure-notice";

const meta = {
  title: "Forums/SendFailureNotice",
  component: SendFailureNotice,
  decorators: [withProviders],
  args: { message: "Pa t ka poste mesaj la. Sa ou te ekri a toujou la: ou ka eseye ankò." },
} satisfies Meta<typeof SendFailureNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {};
export const FailedWithServerMessage: Story = {
  args: { message: "Pa t ka poste mesaj la. Nou pa jwenn fowòm sa a. Sa ou te ekri a toujou la: ou ka eseye ankò." },
};
export const Offline: Story = {
  args: { message: "Pa t ka poste mesaj la. Ou pa gen koneksyon. Sa ou te ekri a rete sou aparèy la: n ap voye l lè koneksyon an tounen." },
};
