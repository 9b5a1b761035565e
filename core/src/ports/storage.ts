/** Where uploaded files (profile photos...) are kept. Keys are made by the server, never by a client. */
export interface StoredFile {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

export interface FileStorage {
  /** Stores the bytes under the key, replacing nothing: keys are unique. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored file, or null when no file has this key (or the key is not one the storage makes). */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file (a write that was to name it was undone, or its member left); a key with no file is no error. */
  remove(key: string): Promise<void>;
}
