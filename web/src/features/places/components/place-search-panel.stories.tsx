import type { Meta, StoryObj } from "@storybook/react-vite";
import { withQueryData } from "../../../testing/render-with-data";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { locationsQueryKey, type LocationPage } from "../api/list-locations";
import { finderQuery } from "../lib/place-search";
import { samplePlaces } from "../testing/places";
import { PlaceSearchPanel } from "./place-search-panel";

const noPosition = { position: null, locating: false, locate: async () => null };

/** The first page already cached, with a next page to load or not. */
const withPage = (places = samplePlaces, nextCursor: string | null = "c2") =>
  withQueryData((client) => {
    client.setQueryData(locationsQueryKey(finderQuery({}, null, true)), { pages: [{ places, nextCursor } satisfies LocationPage], pageParams: [undefined] });
  });

const meta = {
  title: "Places/PlaceSearchPanel",
  component: PlaceSearchPanel,
  args: { search: { place: 1 }, onChange: () => undefined, signedIn: true, device: noPosition },
  decorators: [withPage(), withProviders],
} satisfies Meta<typeof PlaceSearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A place chosen: its card at right; 'Load more' below the list. */
export const Chosen: Story = {};
export const NothingChosen: Story = { args: { search: {} } };
export const Empty: Story = { args: { search: {} }, decorators: [withPage([], null), withProviders] };
export const French: Story = { decorators: [withPage(), withLanguage("fr")] };
export const English: Story = { decorators: [withPage(), withLanguage("en")] };
export const Spanish: Story = { decorators: [withPage(), withLanguage("es")] };
export const Portuguese: Story = { decorators: [withPage(), withLanguage("pt")] };
