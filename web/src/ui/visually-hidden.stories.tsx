import type { Meta, StoryObj } from "@storybook/react-vite";
import { VisuallyHidden } from "./visually-hidden";

const meta = {
  title: "UI/VisuallyHidden",
  component: VisuallyHidden,
  args: { children: "Tèks sa a pou lektè ekran sèlman" },
  render: (args) => (
    <p>
      Gen yon tèks kache apre mo sa a: <VisuallyHidden {...args} />
      (li ekran an li l, je pa wè l).
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnlyByScreenReaders: Story = {};
