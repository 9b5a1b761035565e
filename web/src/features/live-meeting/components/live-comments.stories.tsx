import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { comments, visitorComments } from "../testing/meeting";
import { LiveCommentsView } from "./live-comments";

const meta = {
  title: "Live/LiveComments",
  component: LiveCommentsView,
  decorators: [withProviders],
  args: { comments, signedIn: true, onPost: async () => {}, onReport: () => {} },
} satisfies Meta<typeof LiveCommentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForAMember: Story = {};
export const ForAVisitor: Story = { args: { comments: visitorComments, signedIn: false, onReport: undefined } };
export const Empty: Story = { args: { comments: [] } };
export const Loading: Story = { args: { comments: undefined } };
export const Failed: Story = { args: { comments: undefined, isError: true } };
export const WithOlder: Story = { args: { onLoadMore: () => {} } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { args: { comments: visitorComments, signedIn: false }, decorators: [withLanguage("pt")] };
