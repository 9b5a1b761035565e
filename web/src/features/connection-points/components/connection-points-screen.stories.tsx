import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { testMember } from "../../../testing/member";
import { withQueryData } from "../../../testing/render-with-data";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { currentUserQueryKey } from "../../auth/queries";
import { connectionPointsQueryKey, connectionPointSummaryQueryKey, type ConnectionPointList } from "../api/connection-points";
import { freeWifi, samplePoints, sampleSummary } from "../testing/connection-points";
import { ConnectionPointsScreen } from "./connection-points-screen";

const meta = {
  title: "ConnectionPoints/ConnectionPointsScreen",
  component: ConnectionPointsScreen,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ConnectionPointsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The answers the screen reads, already in its cache: the member, the figures, the list with no filter. */
const withPoints = (points: ConnectionPointList = samplePoints) =>
  withQueryData((client) => {
    client.setQueryData(currentUserQueryKey, testMember);
    client.setQueryData(connectionPointSummaryQueryKey, sampleSummary);
    client.setQueryData(connectionPointsQueryKey({}), points);
  });

const onPhone = (Story: ComponentType) => (
  <div style={{ width: 360, maxWidth: "100%" }}>
    <Story />
  </div>
);

export const Member: Story = { decorators: [withPoints(), withProviders] };
export const VerifiedOnly: Story = { decorators: [withPoints([freeWifi]), withProviders] };
export const Empty: Story = { decorators: [withPoints([]), withProviders] };
export const Loading: Story = {
  decorators: [
    withQueryData((client) => {
      client.setQueryData(currentUserQueryKey, testMember);
      void client.prefetchQuery({ queryKey: connectionPointsQueryKey({}), queryFn: () => new Promise<ConnectionPointList>(() => undefined) });
    }),
    withProviders,
  ],
};
export const Phone: Story = { decorators: [onPhone, withPoints(), withProviders] };
export const French: Story = { decorators: [withPoints(), withLanguage("fr")] };
export const English: Story = { decorators: [withPoints(), withLanguage("en")] };
export const Spanish: Story = { decorators: [withPoints(), withLanguage("es")] };
export const Portuguese: Story = { decorators: [onPhone, withPoints(), withLanguage("pt")] };
