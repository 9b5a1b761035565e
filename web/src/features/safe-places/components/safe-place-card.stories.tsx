import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { ownPending, ownRefused, ownShelter, verifiedHospital } from "../testing/safe-places";
import { SafePlaceCard } from "./safe-place-card";

const meta = {
  title: "SafePlaces/SafePlaceCard",
  component: SafePlaceCard,
  decorators: [withProviders],
  args: { place: verifiedHospital, onEdit: () => undefined },
} satisfies Meta<typeof SafePlaceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another member's verified hospital: rating, tags, reporter and Creole dates; no edit button. */
export const Verified: Story = {};
/** One's own verified place, without tags: the edit button. */
export const Own: Story = { args: { place: ownShelter } };
/** One's own place waiting for a moderator: 'K ap verifye'. */
export const Pending: Story = { args: { place: ownPending } };
/** One's own refused place: 'Pa verifye' and the moderator's reason. */
export const Refused: Story = { args: { place: ownRefused } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { args: { place: ownRefused }, decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { args: { place: ownPending }, decorators: [withLanguage("pt")] };
