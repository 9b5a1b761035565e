import { emptyRegistrationDraft, type RegistrationDraft } from "@kominote/core/rules/registration-steps";
import type { RegisteredUser } from "@kominote/core/schemas/users";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { memoryStorage } from "../../../testing/memory-storage";
import { RegistrationWizard } from "./registration-wizard";

const filled: RegistrationDraft = {
  ...emptyRegistrationDraft,
  firstName: "Marie",
  lastName: "Joseph",
  birthday: "1995-04-12",
  email: "marie@example.ht",
  phoneNumber: "+509 3712 3456",
  skills: ["health.nursing", "education.literacy"],
  primaryService: "sante",
  password: "sekre123",
};

const atStep = (stepIndex: number, draft: RegistrationDraft = filled) => ({
  args: { initial: { draft, stepIndex } },
});

const meta = {
  title: "Registration/Wizard",
  component: RegistrationWizard,
  decorators: [withProviders],
  args: {
    services: {
      status: "ready",
      services: [
        { id: 1, slug: "sante", name: "Sante", description: "", color: "#146C2E", imageUrl: null, taskCount: 4, contributorCount: 12, discussionCount: 3 },
        { id: 2, slug: "edikasyon", name: "Edikasyon", description: "", color: "#00209F", imageUrl: null, taskCount: 6, contributorCount: 30, discussionCount: 5 },
      ],
    },
    today: new Date("2026-06-01T12:00:00Z"),
    // Never answers: the stories show the steps, not a registration.
    submit: () => new Promise<RegisteredUser>(() => undefined),
    onSignIn: () => undefined,
    onFinished: () => undefined,
    storage: memoryStorage(),
    initial: { draft: emptyRegistrationDraft, stepIndex: 0 },
  },
} satisfies Meta<typeof RegistrationWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Step1FullName: Story = {};
export const Step1FullNameFrench: Story = { decorators: [withLanguage("fr")] };
export const Step2Birthday: Story = atStep(1);
export const Step3Email: Story = atStep(2);
export const Step4Phone: Story = atStep(3);
export const Step5Photo: Story = atStep(4);
export const Step6Skills: Story = atStep(5);
export const Step7PrimaryService: Story = atStep(6);
export const Step7ServicesLoading: Story = { ...atStep(6), args: { ...atStep(6).args, services: { status: "loading" } } };
export const Step8Password: Story = atStep(7);
export const Step9ConfirmPassword: Story = atStep(8);
