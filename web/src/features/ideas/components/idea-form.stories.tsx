import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { servicesWithImages } from "../../../testing/services";
import { emptyIdeaForm } from "../lib/idea-form";
import { IdeaForm } from "./idea-form";

const meta = {
  title: "Ideas/IdeaForm",
  component: IdeaForm,
  decorators: [withProviders],
  args: {
    services: servicesWithImages,
    fixedServiceId: null,
    initialValues: emptyIdeaForm,
    restoredFrom: null,
    isSending: false,
    serverProblems: {},
    failure: null,
    onSubmit: () => undefined,
    onChange: () => undefined,
    onCancel: () => undefined,
  },
} satisfies Meta<typeof IdeaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /ideas: the service is chosen from the public services. */
export const ChooseService: Story = {};
/** A service's ideas tab: the idea is for that service, no dropdown. */
export const ServiceGiven: Story = { args: { fixedServiceId: 1 } };
/** Back after signing in, with the text the visitor typed. */
export const Restored: Story = {
  args: { restoredFrom: "signIn", initialValues: { serviceId: "3", content: "Plis fontèn nan mòn yo, ak yon komite pou okipe yo." } },
};
/** Opened again on a later visit with the text that waited on the device. */
export const KeptOnDevice: Story = {
  args: { restoredFrom: "device", initialValues: { serviceId: "2", content: "Limyè solè nan chak lari ki pa gen kouran." } },
};
/** Sent with no connection: the idea waits and goes by itself when the connection returns. */
export const WaitingForConnection: Story = {
  args: {
    initialValues: { serviceId: "1", content: "Yon ide" },
    failure: "Nou pa t ka kreye ide a. Ou pa gen koneksyon. Ide ou a rete sou aparèy la: n ap voye l lè koneksyon an tounen.",
  },
};
export const Sending: Story = { args: { isSending: true, initialValues: { serviceId: "1", content: "Yon klinik mobil chak semèn." } } };
export const ServerProblem: Story = {
  args: { initialValues: { serviceId: "1", content: "Yon ide" }, serverProblems: { content: "Ide a twò long." } },
};
export const Failed: Story = {
  args: { initialValues: { serviceId: "1", content: "Yon ide" }, failure: "Nou pa t ka kreye ide a." },
};
