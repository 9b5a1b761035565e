import { randomBytes, randomUUID } from "node:crypto";
import type { RandomSource } from "@kominote/core/ports/id-generator";

/** The operating system's CSPRNG: codes, session tokens and ids come from here. */
export const cryptoRandom: RandomSource = {
  bytes: (length) => new Uint8Array(randomBytes(length)),
  uuid: () => randomUUID(),
};
