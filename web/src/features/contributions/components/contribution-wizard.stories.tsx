import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApiError } from "../../../api/api-error";
import { useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { ToastRegion } from "../../../ui/toast";
import { createToastQueue } from "../../../ui/toast-queue";
import { emptyContributionDraft, type ContributionDraft } from "../lib/contribution-draft";
import type { UploadItem } from "../lib/upload-list";
import { contributeAnswer, wizardServicesDouble } from "../testing/doubles";
import { ContributionWizard } from "./contribution-wizard";
import type { WizardStart } from "./contribution-wizard-form";
import { sentToast } from "./sent-toast";

const photo = { id: "0b7e1f2a-3c4d-4e5f-8a9b-1c2d3e4f5a6b", name: "lari-a-apre.jpg", size: 2_400_000, contentType: "image/jpeg" };
const report = { id: "1c8f2a3b-4d5e-4f6a-9b0c-2d3e4f5a6b7c", name: "rapò-katye-a.pdf", size: 830_000, contentType: "application/pdf" };

const filled: ContributionDraft = {
  ...emptyContributionDraft,
  description: "Nou ranmase fatra nan Ri Kapwa ak 12 vwazen samdi maten; nou ranpli 30 sache.",
  media: [photo],
  hasContactInfo: true,
  phoneNumber: "+509 3712 3456",
  address: "Ri Kapwa, Pòtoprens",
  contactNotes: "Rele m apre 4è",
  allowDirectContact: true,
  hasWebsite: true,
  websiteUrl: "https://katye-pwop.example.ht",
  pdf: report,
};

const storedItem: UploadItem = { key: photo.id, kind: "media", name: photo.name, size: photo.size, status: "stored", file: photo };

const at = (stepIndex: number, start: Partial<WizardStart> = {}, draft: ContributionDraft = filled) => ({
  args: { initial: { draft, stepIndex, uploads: [storedItem, { key: report.id, kind: "pdf", name: report.name, size: report.size, status: "stored", file: report }] as UploadItem[], ...start } },
});

const meta = {
  title: "Contributions/Wizard",
  component: ContributionWizard,
  decorators: [withProviders],
  args: {
    task: { id: 3, title: "Ranmase fatra nan katye a", locationRequired: false },
    serviceId: 1,
    onClose: () => undefined,
    onContributed: () => undefined,
    // Memory storage, a send that never answers: the stories show states, not contributions.
    services: wizardServicesDouble(),
    initial: { draft: emptyContributionDraft, stepIndex: 0 },
  },
} satisfies Meta<typeof ContributionWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Step1DescriptionEmpty: Story = {};
export const Step1DescriptionInvalid: Story = {
  args: { initial: { draft: { ...emptyContributionDraft, description: "Fatra" }, stepIndex: 0, showProblems: true } },
};
export const Step1DescriptionFrench: Story = { decorators: [withLanguage("fr")], ...at(0) };
export const Step2MediaEmpty: Story = { args: { initial: { draft: { ...filled, media: [] }, stepIndex: 1 } } };
export const Step2MediaUploading: Story = at(1, {
  uploads: [storedItem, { key: "up-1", kind: "media", name: "videyo-kanal.mp4", size: 8_200_000, status: "uploading", progress: 0.45 }],
});
export const Step2MediaFailedUpload: Story = at(1, {
  uploads: [storedItem, { key: "up-2", kind: "media", name: "dokiman.docx", size: 120_000, status: "failed", problem: "Fichye a pa t ka voye." }],
});
export const Step3ContactShared: Story = at(2);
export const Step3ContactNotShared: Story = at(2, {}, { ...filled, hasContactInfo: false, phoneNumber: "", address: "", contactNotes: "", allowDirectContact: false });
export const Step3ContactInvalidPhone: Story = at(2, { showProblems: true }, { ...filled, phoneNumber: "abc" });
export const Step4Website: Story = at(3);
export const Step4WebsiteInvalid: Story = at(3, { showProblems: true }, { ...filled, websiteUrl: "katye pwop" });
export const Step5Pdf: Story = at(4);
export const Step6Confirm: Story = at(5);
/** A task that asks for the position: said on the last step, found by the device. */
export const Step6LocationRequired: Story = { ...at(5), args: { ...at(5).args, task: { id: 3, title: "Ranmase fatra nan katye a", locationRequired: true } } };
/** The member refused the position to a task that needs it: why, and a retry; Send stays off. */
export const Step6LocationRefused: Story = {
  ...at(5),
  args: {
    ...at(5).args,
    task: { id: 3, title: "Ranmase fatra nan katye a", locationRequired: true },
    services: wizardServicesDouble({ locate: () => Promise.reject(Object.assign(new Error("denied"), { code: 1 })) }),
  },
};
export const Sending: Story = at(5, { sendAtOnce: true });
export const FailedSend: Story = at(5, {
  sendError: new ApiError(503, "Service Unavailable", { code: "UNAVAILABLE", message: "Sèvè a pa disponib kounye a." }),
});
export const OfflineQueued: Story = at(5, { sendError: new TypeError("Failed to fetch") });

/** What the member sees once the contribution went: the wizard closes and this toast thanks them. */
function SentToastPreview({ points }: { readonly points: number }) {
  const { t } = useLanguage();
  const [queue] = useState(() => {
    const created = createToastQueue();
    created.add(sentToast(contributeAnswer(3, points), t));
    return created;
  });
  return <ToastRegion queue={queue} />;
}

export const SuccessWithPoints: StoryObj = { render: () => <SentToastPreview points={15} /> };
export const SuccessAwaitingReview: StoryObj = { render: () => <SentToastPreview points={0} /> };
