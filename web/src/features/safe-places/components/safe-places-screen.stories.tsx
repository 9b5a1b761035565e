import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { testMember } from "../../../testing/member";
import { withQueryData } from "../../../testing/render-with-data";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { currentUserQueryKey } from "../../auth/queries";
import { safePlacesQueryKey, type SafePlaceList } from "../api/safe-places";
import { sampleSafePlaces, verifiedHospital } from "../testing/safe-places";
import { SafePlacesScreen } from "./safe-places-screen";

const meta = {
  title: "SafePlaces/SafePlacesScreen",
  component: SafePlacesScreen,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof SafePlacesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The answers the screen reads, already in its cache: the member, and the list with no filter. */
const withPlaces = (places: SafePlaceList = sampleSafePlaces) =>
  withQueryData((client) => {
    client.setQueryData(currentUserQueryKey, testMember);
    client.setQueryData(safePlacesQueryKey({}), places);
  });

/** A phone's width (360 px): filters stacked, one card per row, nothing scrolls sideways. */
const onPhone = (Story: ComponentType) => (
  <div style={{ width: 360, maxWidth: "100%" }}>
    <Story />
  </div>
);

/** Verified places, and the member's own awaiting review or refused above them. */
export const Member: Story = { decorators: [withPlaces(), withProviders] };
/** Only verified places: no 'awaiting review' section. */
export const VerifiedOnly: Story = { decorators: [withPlaces([verifiedHospital]), withProviders] };
/** No place yet: the empty state. */
export const Empty: Story = { decorators: [withPlaces([]), withProviders] };
/** 'K ap chaje...' while the list is on its way (an answer that never comes). */
export const Loading: Story = {
  decorators: [
    withQueryData((client) => {
      client.setQueryData(currentUserQueryKey, testMember);
      void client.prefetchQuery({ queryKey: safePlacesQueryKey({}), queryFn: () => new Promise<SafePlaceList>(() => undefined) });
    }),
    withProviders,
  ],
};
export const Phone: Story = { decorators: [onPhone, withPlaces(), withProviders] };
export const French: Story = { decorators: [withPlaces(), withLanguage("fr")] };
export const English: Story = { decorators: [withPlaces(), withLanguage("en")] };
export const Spanish: Story = { decorators: [withPlaces(), withLanguage("es")] };
export const Portuguese: Story = { decorators: [onPhone, withPlaces(), withLanguage("pt")] };
