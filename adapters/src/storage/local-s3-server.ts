import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "./s3-file-storage";

export interface LocalS3Server {
  readonly settings: S3Settings;
  /** The bucket's objects as files: s3rver keeps `<key>._S3rver_object` under this folder. */
  readonly folder: string;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server in this process (s3rver, over its own temporary folder) with one empty
 * bucket, for tests and the cluster check: the real HTTP protocol and signatures, no outside service.
 */
export const startLocalS3Server = async (bucket = "kominote-media"): Promise<LocalS3Server> => {
  const folder = await mkdtemp(join(tmpdir(), "kominote-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: folder, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    // s3rver takes any key pair signed correctly: these only have to be the same on both sides.
    settings: { endpoint: `http://127.0.0.1:${port}`, bucket, region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    folder,
    stop: async () => {
      await server.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
};
