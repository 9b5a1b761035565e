import type { Meta, StoryObj } from "@storybook/react-vite";
import { samplePlaces } from "../testing/places";
import { mapPlaceValues } from "../lib/map-place-form";
import { MapPlaceDialog } from "./map-place-dialog";
import { withLanguage, withProviders } from "../../../testing/story-providers";

const meta = {
  title: "Places/MapPlaceDialog",
  component: MapPlaceDialog,
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
  args: { mode: "add", isOpen: true, onClose: () => undefined, onSave: async () => undefined, device: { position: null, locating: false, failure: null, locate: async () => null } },
} satisfies Meta<typeof MapPlaceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};
/** The position was refused: the map page's own words. */
export const AddDenied: Story = { args: { device: { position: null, locating: false, failure: "denied", locate: async () => null } } };
export const AddWithPosition: Story = { args: { device: { position: { latitude: 18.53927, longitude: -72.335 }, locating: false, failure: null, locate: async () => null } } };
/** Edit opens with the place's values. */
export const Edit: Story = { args: { mode: "edit", initialValues: mapPlaceValues(samplePlaces[3]!), device: undefined } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
