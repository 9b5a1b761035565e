import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import type { Agency } from "../api/list-agencies";
import { sampleAgencies } from "../testing/agencies";
import { AgencyCard } from "./agency-card";

const [withEverything, withoutOptional] = sampleAgencies as [Agency, Agency];

const meta = {
  title: "Agencies/AgencyCard",
  component: AgencyCard,
  decorators: [withProviders],
  args: { agency: withEverything },
} satisfies Meta<typeof AgencyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Phone as a tel: link (+509 28 13 1515), e-mail, website and services. */
export const Complete: Story = {};
/** No e-mail and no website: those lines are left out. */
export const WithoutEmailOrWebsite: Story = { args: { agency: withoutOptional } };
/** As seeded with no publicly known number: no phone line (an empty tel: link would be a dead control). */
export const WithoutPhone: Story = { args: { agency: { ...withoutOptional, phone: "" } } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
