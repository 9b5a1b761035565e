import type { Meta, StoryObj } from "@storybook/react-vite";
import { ownPlaces, samplePlaces } from "../testing/places";
import { PlaceList } from "./place-list";
import { withLanguage, withProviders } from "../../../testing/story-providers";

const meta = {
  title: "Places/PlaceList",
  component: PlaceList,
  decorators: [withProviders],
  args: { places: samplePlaces, onSelect: () => undefined, label: "Lis kote yo", selectedId: 2 },
} satisfies Meta<typeof PlaceList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = {};
/** With the reader's position: each row says how far the place is. */
export const WithDistances: Story = { args: { position: { latitude: 18.53927, longitude: -72.335 } } };
/** The member's own: status, a refusal's reason and 'Modifye'. */
export const Own: Story = { args: { places: ownPlaces, onEdit: () => undefined, selectedId: undefined } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
