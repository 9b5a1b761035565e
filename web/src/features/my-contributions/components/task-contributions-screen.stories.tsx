import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { withQueryData } from "../../../testing/render-with-data";
import { taskQueryOptions } from "../api/get-task";
import { taskPublicContributionsQueryOptions } from "../api/get-task-public-contributions";
import { TaskContributionsScreen } from "./task-contributions-screen";

const meta = {
  title: "MyContributions/TaskContributionsScreen",
  component: TaskContributionsScreen,
  parameters: { layout: "fullscreen" },
  args: { taskId: 13 },
  decorators: [
    withQueryData((client) => {
      client.setQueryData(taskQueryOptions(13, "ht").queryKey, {
        id: 13,
        title: "Make yon sant sante",
        description: "Anrejistre yon lopital, yon dispansè oswa yon sant sante toupre w.",
        service: { id: 3, slug: "sante", name: "Sante" },
      });
      client.setQueryData(taskPublicContributionsQueryOptions(13).queryKey, [
        { id: 5, taskId: 13, notes: "Klinik la gen yon gwo pòt ble, li fasil pou jwenn.", status: "approved", contributedAt: "2026-03-12T15:00:00.000Z" },
      ]);
    }),
    withProviders,
  ],
} satisfies Meta<typeof TaskContributionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
