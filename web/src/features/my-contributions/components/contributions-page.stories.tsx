import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { Link } from "../../../ui/link";
import { BackArrow, backLink, ContributionsPage } from "./contributions-page";
import { MyContributionsError, MyContributionsLoading } from "./my-contributions-states";

/** The frame a task's contributions are shown in, around each of the states it can hold. */
const meta = {
  title: "MyContributions/ContributionsPage",
  component: ContributionsPage,
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
  args: {
    titleId: "task-contributions-title",
    title: "Kontribisyon sou «Make yon sant sante»",
    back: (
      <Link to="/services/$slug" params={{ slug: "sante" }} className={backLink}>
        <BackArrow />
        Retounen nan Sante
      </Link>
    ),
    children: <MyContributionsLoading />,
  },
} satisfies Meta<typeof ContributionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const LoadFailed: Story = {
  args: { children: <MyContributionsError message="contributions.task.error" onRetry={() => undefined} /> },
};
