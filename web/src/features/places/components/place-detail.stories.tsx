import type { Meta, StoryObj } from "@storybook/react-vite";
import { ownPlaces, samplePlaces } from "../testing/places";
import { PlaceDetail } from "./place-detail";
import { withLanguage, withProviders } from "../../../testing/story-providers";

const meta = {
  title: "Places/PlaceDetail",
  component: PlaceDetail,
  decorators: [withProviders],
  args: { place: samplePlaces[0]! },
} satisfies Meta<typeof PlaceDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Photo, description, coordinates to 6 decimals, status, date added and region. */
export const WithPhoto: Story = {};
/** The reader's position is known: the distance is shown (km with one decimal). */
export const WithDistance: Story = { args: { place: samplePlaces[2]!, position: { latitude: 18.53927, longitude: -72.335 } } };
/** Under a kilometre: metres. */
export const Nearby: Story = { args: { place: samplePlaces[6]!, position: { latitude: 18.5442, longitude: -72.3401 } } };
/** The author reads why a moderator refused it. */
export const Refused: Story = { args: { place: ownPlaces[1]! } };
/** A browser without a clipboard: the copy button says to copy by hand. */
export const NoClipboard: Story = { args: { clipboard: undefined } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
