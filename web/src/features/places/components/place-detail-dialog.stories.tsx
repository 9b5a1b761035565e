import type { Meta, StoryObj } from "@storybook/react-vite";
import { withQueryData } from "../../../testing/render-with-data";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { locationQueryKey } from "../api/get-location";
import { samplePlaces } from "../testing/places";
import { PlaceDetailDialog } from "./place-detail-dialog";

const withPlace = withQueryData((client) => client.setQueryData(locationQueryKey(1), samplePlaces[0]!));

const meta = {
  title: "Places/PlaceDetailDialog",
  component: PlaceDetailDialog,
  parameters: { layout: "fullscreen" },
  args: { placeId: 1, onClose: () => undefined },
  decorators: [withPlace, withProviders],
} satisfies Meta<typeof PlaceDetailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/map?place=1`: photo, coordinates to 6 decimals, date added, OpenStreetMap link. */
export const Open: Story = {};
export const French: Story = { decorators: [withPlace, withLanguage("fr")] };
export const English: Story = { decorators: [withPlace, withLanguage("en")] };
export const Spanish: Story = { decorators: [withPlace, withLanguage("es")] };
export const Portuguese: Story = { decorators: [withPlace, withLanguage("pt")] };
