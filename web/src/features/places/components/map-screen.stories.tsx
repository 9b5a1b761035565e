import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { testMember } from "../../../testing/member";
import { withQueryData } from "../../../testing/render-with-data";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { currentUserQueryKey } from "../../auth/queries";
import { locationSummaryQueryKey } from "../api/get-location-summary";
import { mapLocationsQueryOptions, type LocationList } from "../api/list-locations";
import { myLocationsQueryKey } from "../api/list-my-locations";
import { deviceAt, ownPlaces, samplePlaces, sampleSummary } from "../testing/places";
import { MapScreen } from "./map-screen";

const meta = {
  title: "Places/MapScreen",
  component: MapScreen,
  parameters: { layout: "fullscreen" },
  args: { geolocation: deviceAt(18.53927, -72.335) },
} satisfies Meta<typeof MapScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The answers the screen reads, already cached: who is signed in, the places, the figures, the member's own. */
const withAnswers = (member: typeof testMember | null, places: LocationList = samplePlaces) =>
  withQueryData((client) => {
    client.setQueryData(currentUserQueryKey, member);
    client.setQueryData(mapLocationsQueryOptions().queryKey, places);
    client.setQueryData(locationSummaryQueryKey, sampleSummary);
    client.setQueryData(myLocationsQueryKey, ownPlaces);
  });

const onPhone = (Story: ComponentType) => (
  <div style={{ width: 360, maxWidth: "100%" }}>
    <Story />
  </div>
);

export const Member: Story = { decorators: [withAnswers(testMember), withProviders] };
export const Visitor: Story = { decorators: [withAnswers(null), withProviders] };
/** No approved place yet. */
export const Empty: Story = { decorators: [withAnswers(null, []), withProviders] };
export const Phone: Story = { decorators: [onPhone, withAnswers(testMember), withProviders] };
export const French: Story = { decorators: [withAnswers(testMember), withLanguage("fr")] };
export const English: Story = { decorators: [withAnswers(null), withLanguage("en")] };
export const Spanish: Story = { decorators: [withAnswers(testMember), withLanguage("es")] };
export const Portuguese: Story = { decorators: [onPhone, withAnswers(null), withLanguage("pt")] };
