import type { Meta, StoryObj } from "@storybook/react-vite";
import { Tab, TabList, TabPanel, Tabs } from "./tabs";

/** The tabs as a story sets them: the open tab is always given (the tabs require one). */
interface TabsStoryArgs {
  readonly defaultSelectedKey: string;
  readonly disabledKeys?: readonly string[];
  readonly keyboardActivation?: "automatic" | "manual";
}

const meta = {
  title: "UI/Tabs",
  args: { defaultSelectedKey: "tasks" },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Sèvis la">
        <Tab id="tasks">Travay yo</Tab>
        <Tab id="forums">Fowòm yo</Tab>
        <Tab id="ideas">Ide yo</Tab>
        <Tab id="community">Kominote</Tab>
      </TabList>
      <TabPanel id="tasks">Travay sèvis la, youn apre lòt.</TabPanel>
      <TabPanel id="forums">Diskisyon manm yo.</TabPanel>
      <TabPanel id="ideas">Ide manm yo pataje.</TabPanel>
      <TabPanel id="community">Moun ki nan sèvis la.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<TabsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServiceTabs: Story = {};
export const SecondSelected: Story = { args: { defaultSelectedKey: "forums" } };
export const WithDisabledTab: Story = { args: { disabledKeys: ["community"] } };
export const ManualActivation: Story = { args: { keyboardActivation: "manual" } };
