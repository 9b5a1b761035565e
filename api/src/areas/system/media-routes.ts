import type { FileStorage } from "@kominote/core/ports/storage";
import type { FastifyInstance } from "fastify";
import { Readable } from "node:stream";
import { sendFailure } from "../../http/error-body";

/** A stored file's name is random and never reused, so its content never changes: cache it for a year. */
const immutable = "public, max-age=31536000, immutable";

/**
 * Serves uploaded files at /media/<key>, from the local folder or the bucket alike, with the
 * content type recorded when they were stored (never guessed from the name) and nosniff, so a
 * browser never runs an upload as a page or script. The bytes are streamed as the storage reads
 * them: a large file costs no more memory than a small one.
 */
export const registerMediaRoutes = (app: FastifyInstance, storage: FileStorage): void => {
  app.get<{ Params: { key: string } }>("/media/:key", async (request, reply) => {
    const file = await storage.open(request.params.key);
    if (file === null) {
      return sendFailure(request, reply, { code: "REQUEST.NOT_FOUND", messageKey: "errors.request.notFound" });
    }
    return reply
      .header("content-type", file.contentType)
      .header("content-length", file.byteLength)
      .header("x-content-type-options", "nosniff")
      .header("cache-control", immutable)
      .header("content-security-policy", "default-src 'none'; sandbox")
      .send(file.body instanceof Readable ? file.body : Readable.from(file.body));
  });
};
