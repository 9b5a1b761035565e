import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { withProviders } from "../testing/story-providers";
import { Button } from "./button";
import { createToastQueue, showToast, ToastRegion } from "./toast";

function ToastDemo() {
  // Each story gets its own queue so toasts do not leak between stories.
  const [queue] = useState(createToastQueue);
  return (
    <>
      <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
        <Button onPress={() => showToast({ title: "Ide a te kreye!", tone: "success" }, { queue })}>Siksè</Button>
        <Button
          variant="danger"
          onPress={() =>
            showToast({ title: "Erè", description: "Pa t ka poste mesaj la.", tone: "danger" }, { queue })
          }
        >
          Erè
        </Button>
        <Button variant="secondary" onPress={() => showToast({ title: "Kopi nan clipboard!" }, { queue })}>
          Enfòmasyon
        </Button>
      </div>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: "UI/Toast",
  component: ToastDemo,
  decorators: [withProviders],
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press several buttons: one toast shows at a time, the newest; the others wait behind it. */
export const OneAtATime: Story = {};
