import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { sendErrors } from "../testing/forums";
import { ReportDialog } from "./report-dialog";

const meta = {
  title: "Forums/ReportDialog",
  component: ReportDialog,
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
  args: {
    target: { kind: "forumPost", id: 41, title: "Siyale mesaj Rose Pierre an" },
    onClose: () => undefined,
    onReport: async () => ({ message: "Mèsi." }),
  },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Post: Story = {};
export const Forum: Story = { args: { target: { kind: "forum", id: 5, title: 'Siyale fowòm "Lè klinik yo louvri nan wikenn"' } } };
export const Failed: Story = { args: { initialReason: "Mesaj sa a joure yon moun.", initialError: sendErrors.failed } };
