import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { testMember } from "../../../testing/member";
import { withQueryData } from "../../../testing/render-with-data";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { currentUserQueryKey } from "../../auth/queries";
import { agenciesQueryKey, type AgencyList } from "../api/list-agencies";
import { sampleAgencies } from "../testing/agencies";
import { AgenciesScreen } from "./agencies-screen";

const meta = {
  title: "Agencies/AgenciesScreen",
  component: AgenciesScreen,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AgenciesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The answers the screen reads, already in its cache: who is signed in, and the directory. */
const withAnswers = (member: typeof testMember | null, agencies: AgencyList = sampleAgencies) =>
  withQueryData((client) => {
    client.setQueryData(currentUserQueryKey, member);
    client.setQueryData(agenciesQueryKey, agencies);
  });

/** A phone's width (360 px): filters stacked, one card per row, nothing scrolls sideways. */
const onPhone = (Story: ComponentType) => (
  <div style={{ width: 360, maxWidth: "100%" }}>
    <Story />
  </div>
);

export const Member: Story = { decorators: [withAnswers(testMember), withProviders] };
export const Visitor: Story = { decorators: [withAnswers(null), withProviders] };
/** 'no agencies found': the directory has none yet. */
export const Empty: Story = { decorators: [withAnswers(testMember, []), withProviders] };
/** 'K ap chaje...' while the directory is on its way (an answer that never comes). */
export const Loading: Story = {
  decorators: [
    withQueryData((client) => {
      client.setQueryData(currentUserQueryKey, null);
      void client.prefetchQuery({ queryKey: agenciesQueryKey, queryFn: () => new Promise<AgencyList>(() => undefined) });
    }),
    withProviders,
  ],
};
export const Phone: Story = { decorators: [onPhone, withAnswers(testMember), withProviders] };
export const French: Story = { decorators: [withAnswers(testMember), withLanguage("fr")] };
export const English: Story = { decorators: [withAnswers(null), withLanguage("en")] };
export const Spanish: Story = { decorators: [withAnswers(testMember), withLanguage("es")] };
export const Portuguese: Story = { decorators: [onPhone, withAnswers(null), withLanguage("pt")] };
