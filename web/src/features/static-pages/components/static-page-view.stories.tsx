import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { loadStaticPage } from "../content/load-static-page";
import type { StaticPage, StaticPageContent } from "@kominote/core/i18n/static-pages/types";
import { StaticPageView } from "./static-page-view";

/** Each story shows a real page's Creole text, loaded from the chunk the application loads. */
const pageStory = (page: StaticPage): Story => ({
  loaders: [async () => ({ content: await loadStaticPage(page, "ht") })],
  render: (_args, { loaded }) => <StaticPageView content={(loaded as { content: StaticPageContent }).content} />,
});

// No `component`: the content is not an arg but the page's real text, loaded per story.
const meta = {
  title: "Static pages/StaticPageView",
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = pageStory("about");

/** A page with a "last changed" line under its lead. */
export const TermsAndConditions: Story = pageStory("terms-conditions");

export const RulesOfEngagement: Story = pageStory("rules-of-engagement");

export const PrivacyPolicy: Story = pageStory("privacy-policy");
