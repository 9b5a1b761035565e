import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { myResponses } from "../testing/responses";
import { ResponseCard } from "./response-card";

const [full, noSubject, empty] = myResponses;
if (full === undefined || noSubject === undefined || empty === undefined) throw new Error("The story needs three responses");

const meta = {
  title: "MyResponses/ResponseCard",
  component: ResponseCard,
  decorators: [withProviders],
  args: { response: full },
} satisfies Meta<typeof ResponseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLikes: Story = {};
export const WithoutSubject: Story = { args: { response: noSubject } };
export const WithoutContentOrLikes: Story = { args: { response: empty } };
