import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { freeWifi, ownPaidCafe, ownPendingPoint, ownRefusedPoint } from "../testing/connection-points";
import { ConnectionPointCard } from "./connection-point-card";

const meta = {
  title: "ConnectionPoints/ConnectionPointCard",
  component: ConnectionPointCard,
  decorators: [withProviders],
  args: { point: freeWifi, onEdit: () => undefined },
} satisfies Meta<typeof ConnectionPointCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another member's free WiFi: no requirements line, 'Aktif', its last test; no edit button. */
export const FreeVerified: Story = {};
/** One's own paid point never tested: its requirements, 'De tan atan tan', 'Poko teste', the edit button. */
export const OwnPaid: Story = { args: { point: ownPaidCafe } };
export const Pending: Story = { args: { point: ownPendingPoint } };
/** One's own refused point: 'Pa verifye' and the moderator's reason. */
export const Refused: Story = { args: { point: ownRefusedPoint } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { args: { point: ownPaidCafe }, decorators: [withLanguage("en")] };
export const Spanish: Story = { args: { point: ownRefusedPoint }, decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
