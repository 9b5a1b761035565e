/** Where uploaded files (profile photos...) are kept. Keys are made by the server, never by a client. */
export interface StoredFile {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

/** A stored file opened for sending: its bytes come as they are read, so a large file is never held whole. */
export interface OpenedFile {
  readonly contentType: string;
  readonly byteLength: number;
  /** Read it to the end (or drop it): the storage keeps a file handle or a connection open until then. */
  readonly body: AsyncIterable<Uint8Array>;
}

export interface FileStorage {
  /** Stores the bytes under the key, replacing nothing: keys are unique. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored file, or null when no file has this key (or the key is not one the storage makes). */
  get(key: string): Promise<StoredFile | null>;
  /** As `get`, with the bytes as a stream (what the media route sends). */
  open(key: string): Promise<OpenedFile | null>;
  /** Removes the file (a write that was to name it was undone, or its member left); a key with no file is no error. */
  remove(key: string): Promise<void>;
}
