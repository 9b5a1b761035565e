import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { PlaceMap } from "./place-map";

const markers = [
  { id: 1, latitude: 18.512034, longitude: -72.285741, label: "Mache Petyonvil" },
  { id: 2, latitude: 18.539269, longitude: -72.338415, label: "Lopital Inivèsite Leta Ayiti" },
  { id: 3, latitude: 19.759167, longitude: -72.201389, label: "Katedral Okap" },
  { id: 4, latitude: 18.231389, longitude: -72.535833, label: "Plaj Jakmèl" },
];

const meta = {
  title: "PlaceMap/PlaceMap",
  component: PlaceMap,
  decorators: [withProviders],
  args: { markers, label: "Kat kote yo an Ayiti", fitToMarkers: true },
} satisfies Meta<typeof PlaceMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every marker in view with 10 % padding; each is a button reached with Tab. */
export const FitToMarkers: Story = {};
/** One marker chosen: drawn larger, in the accent colour. */
export const Selected: Story = { args: { selectedId: 3 } };
/** No marker: Haiti at zoom 8. */
export const Empty: Story = { args: { markers: [], fitToMarkers: false } };
/** A place without usable coordinates is left off the map, never drawn at 0,0. */
export const MissingCoordinates: Story = { args: { markers: [...markers, { id: 9, latitude: Number.NaN, longitude: Number.NaN, label: "San kowòdone" }] } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
