import type { ContributeResponse, ContactableContributor } from "@kominote/core/schemas/contributions";
import type { Upload } from "@kominote/core/schemas/uploads";
import { memoryStorage } from "../../../testing/memory-storage";
import type { UploadFile } from "../api/upload-file";
import { ApiError } from "../../../api/api-error";
import { createOutbox } from "../../../lib/outbox/outbox";
import { memoryOutboxStore, type OutboxStore } from "../../../lib/outbox/outbox-db";
import { createContributionOutbox } from "../lib/contribution-outbox";
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

type Contribute = WizardServices["contribute"];

/**
 * The network as the outbox's generic sender sees it, answered by a `contribute` double: its
 * answer as a 201, its ApiError as the server's refusal, anything else thrown as a lost connection.
 */
export const fetchAnsweredBy = (contribute: Contribute): typeof fetch =>
  (async (input: RequestInfo | URL, init?: RequestInit) => {
    const taskId = Number(/\/api\/tasks\/(\d+)\/contribute$/.exec(String(input))?.[1]);
    const key = new Headers(init?.headers).get("Idempotency-Key") ?? undefined;
    try {
      const answer = await contribute(taskId, JSON.parse(String(init?.body)), key);
      return new Response(JSON.stringify(answer), { status: 201, headers: { "content-type": "application/json" } });
    } catch (error) {
      if (error instanceof ApiError) {
        const body = { code: error.code, message: error.serverMessage, fields: error.fields };
        return new Response(JSON.stringify(body), { status: error.status, headers: { "content-type": "application/json" } });
      }
      throw error;
    }
  }) as typeof fetch;

/** Wizard services that touch nothing: memory storage, an outbox in memory listening on its own EventTarget. */
export const wizardServicesDouble = (
  overrides: Partial<WizardServices> & { readonly events?: EventTarget; readonly outboxStore?: OutboxStore } = {},
): WizardServices & { readonly events: EventTarget; readonly outboxStore: OutboxStore } => {
  const events = overrides.events ?? new EventTarget();
  const storage = overrides.storage ?? memoryStorage();
  const contribute = overrides.contribute ?? (() => never<ContributeResponse>());
  const isOnline = overrides.isOnline ?? (() => true);
  const outboxStore = overrides.outboxStore ?? memoryOutboxStore();
  const outbox = () => {
    const generic = createOutbox({ store: outboxStore, send: fetchAnsweredBy(contribute), isOnline });
    events.addEventListener("online", () => void generic.flush());
    return createContributionOutbox(generic, { storage, onUnwatched: () => undefined });
  };
  return {
    contribute,
    upload: overrides.upload ?? neverUpload,
    locate: overrides.locate ?? (() => Promise.resolve({ latitude: 18.5392, longitude: -72.335 })),
    storage,
    isOnline,
    outbox: overrides.outbox ?? outbox(),
    events,
    outboxStore,
  };
};

export const contactableContributors: ContactableContributor[] = [
  { contributionId: 31, fullName: "Jean Baptiste", profilePhoto: null, contributedAt: "2026-05-20T14:00:00.000Z" },
  { contributionId: 32, fullName: "Nadège Pierre", profilePhoto: null, contributedAt: "2026-05-28T09:30:00.000Z" },
];
