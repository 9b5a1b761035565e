import type { OutboxEntry } from "./outbox-entry";

const databaseName = "kominote-outbox";
const storeName = "entries";

/** Where entries wait: IndexedDB, which keeps Blobs (a contribution's photos) and survives a closed tab. */
export interface OutboxStore {
  readonly all: () => Promise<OutboxEntry[]>;
  readonly put: (entry: OutboxEntry) => Promise<void>;
  readonly remove: (key: string) => Promise<void>;
}

const done = (request: IDBRequest | IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    if ("oncomplete" in request) {
      request.oncomplete = () => resolve();
      request.onerror = () => reject(request.error ?? new Error("IndexedDB transaction failed"));
    } else {
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error("IndexedDB request failed"));
    }
  });

let opening: Promise<IDBDatabase> | null = null;

const open = (): Promise<IDBDatabase> => {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName, { keyPath: "key" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error("IndexedDB did not open"));
    };
  });
  return opening;
};

/** The device's outbox in IndexedDB; the page and the service worker open the same one. */
export const indexedDbOutboxStore: OutboxStore = {
  all: async () => {
    const db = await open();
    const request = db.transaction(storeName, "readonly").objectStore(storeName).getAll();
    await done(request);
    return (request.result as OutboxEntry[]).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  },
  put: async (entry) => {
    const transaction = (await open()).transaction(storeName, "readwrite");
    transaction.objectStore(storeName).put(entry);
    await done(transaction);
  },
  remove: async (key) => {
    const transaction = (await open()).transaction(storeName, "readwrite");
    transaction.objectStore(storeName).delete(key);
    await done(transaction);
  },
};

/** An outbox kept in memory, for unit tests and where IndexedDB is refused (private modes). */
export const memoryOutboxStore = (): OutboxStore => {
  const entries = new Map<string, OutboxEntry>();
  return {
    all: async () => [...entries.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    put: async (entry) => void entries.set(entry.key, entry),
    remove: async (key) => void entries.delete(key),
  };
};
