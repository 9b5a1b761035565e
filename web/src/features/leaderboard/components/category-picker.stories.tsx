import type { LeaderboardCategory } from "@kominote/core/schemas/points";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { withProviders } from "../../../testing/story-providers";
import { TabPanel, Tabs } from "../../../ui/tabs";
import { categoryOrder } from "../lib/categories";
import { CategoryDropdown, CategoryTabs } from "./category-picker";

/** The tabs (from the "md" width) and the dropdown (below it) choosing the same category. */
function Picker() {
  const [category, setCategory] = useState<LeaderboardCategory>("tasks");
  return (
    <Tabs selectedKey={category} onSelectionChange={(key) => setCategory(key as LeaderboardCategory)}>
      <CategoryTabs />
      <CategoryDropdown category={category} onChange={setCategory} />
      {categoryOrder.map((option) => (
        <TabPanel key={option} id={option}>
          {option}
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: "Leaderboard/CategoryPicker",
  component: Picker,
  decorators: [withProviders],
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
