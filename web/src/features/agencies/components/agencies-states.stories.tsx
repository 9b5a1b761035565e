import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { AgenciesError, AgenciesLoading } from "./agencies-states";

const meta = {
  title: "Agencies/AgenciesStates",
  component: AgenciesLoading,
  decorators: [withProviders],
} satisfies Meta<typeof AgenciesLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'K ap chaje...' */
export const Loading: Story = {};
export const Problem: Story = { render: () => <AgenciesError onRetry={() => undefined} /> };
export const ProblemInEnglish: Story = { decorators: [withLanguage("en")], render: () => <AgenciesError onRetry={() => undefined} /> };
