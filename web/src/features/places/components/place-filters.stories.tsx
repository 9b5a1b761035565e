import type { Meta, StoryObj } from "@storybook/react-vite";
import { PlaceFilters } from "./place-filters";
import { withLanguage, withProviders } from "../../../testing/story-providers";

const meta = {
  title: "Places/PlaceFilters",
  component: PlaceFilters,
  decorators: [withProviders],
  args: { search: {}, onChange: () => undefined, signedIn: true, position: null, locating: false, onLocate: () => undefined },
} satisfies Meta<typeof PlaceFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Position unknown: no distance order, and a button to find it. */
export const WithoutPosition: Story = {};
/** Position known: distance offered and chosen, a region and words searched. */
export const ByDistance: Story = { args: { search: { sort: "distance", region: "north", q: "katedral" }, position: { latitude: 18.53927, longitude: -72.335 } } };
/** A visitor has no 'mine'. */
export const Visitor: Story = { args: { signedIn: false } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
