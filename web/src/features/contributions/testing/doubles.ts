import type { ContributeResponse, ContactableContributor } from "@kominote/core/schemas/contributions";
import type { Upload } from "@kominote/core/schemas/uploads";
import { memoryStorage } from "../../../testing/memory-storage";
import type { UploadFile } from "../api/upload-file";
import { createOutboxSender } from "../lib/outbox-sender";
import type { WizardServices } from "../components/wizard-services";

export { memoryStorage };

/** What the server answers a contribution with, awarding `pointsAwarded` points. */
export const contributeAnswer = (taskId: number, pointsAwarded = 10): ContributeResponse => ({
  contribution: {
    id: 41,
    taskId,
    notes: "Mwen ranmase fatra nan lari a ak vwazen yo.",
    address: null,
    phoneNumber: null,
    hasContactInfo: false,
    allowDirectContact: false,
    hasWebsite: false,
    websiteUrl: null,
    contactNotes: null,
    mediaUrls: [],
    pdfUrl: null,
    status: "pending",
    rejectionReason: null,
    contributedAt: "2026-06-01T15:00:00.000Z",
  },
  nextTask: { hasNext: true, id: taskId + 1, title: "Triye fatra a" },
  pointsAwarded,
});

export const storedUpload = (id: string, size = 2048, contentType = "image/jpeg"): Upload => ({
  id,
  url: `/media/${id}`,
  contentType,
  size,
});

/** Never settles: a send or an upload that stays on its way. */
export const never = <Value>(): Promise<Value> => new Promise<Value>(() => undefined);

export const neverUpload: UploadFile = () => never();

/** Wizard services that touch nothing: memory storage, a queue listening on its own EventTarget. */
export const wizardServicesDouble = (overrides: Partial<WizardServices> & { readonly events?: EventTarget } = {}): WizardServices & { readonly events: EventTarget } => {
  const events = overrides.events ?? new EventTarget();
  const storage = overrides.storage ?? memoryStorage();
  const contribute = overrides.contribute ?? (() => never<ContributeResponse>());
  const isOnline = overrides.isOnline ?? (() => true);
  return {
    contribute,
    upload: overrides.upload ?? neverUpload,
    locate: overrides.locate ?? (() => Promise.resolve({ latitude: 18.5392, longitude: -72.335 })),
    storage,
    isOnline,
    outbox: overrides.outbox ?? createOutboxSender({ storage, send: (taskId, request) => contribute(taskId, request), isOnline, events, onUnwatched: () => undefined }),
    events,
  };
};

export const contactableContributors: ContactableContributor[] = [
  { contributionId: 31, fullName: "Jean Baptiste", profilePhoto: null, contributedAt: "2026-05-20T14:00:00.000Z" },
  { contributionId: 32, fullName: "Nadège Pierre", profilePhoto: null, contributedAt: "2026-05-28T09:30:00.000Z" },
];
