import type { Meta, StoryObj } from "@storybook/react-vite";
import { Tab, TabList, TabPanel, Tabs } from "./tabs";

const meta = {
  title: "UI/Tabs",
  component: Tabs,
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
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServiceTabs: Story = {};
export const SecondSelected: Story = { args: { defaultSelectedKey: "forums" } };
export const WithDisabledTab: Story = { args: { disabledKeys: ["community"] } };
