import type { FileStorage } from "@kominote/core/ports/storage";
import type { FastifyInstance } from "fastify";
import { sendFailure } from "../../http/error-body";

/** A stored file's name is random and never reused, so its content never changes: cache it for a year. */
const immutable = "public, max-age=31536000, immutable";

/**
 * Serves uploaded files at /media/<key>, with the content type recorded when they were stored
 * (never guessed from the name) and nosniff, so a browser never runs an upload as a page or script.
 */
export const registerMediaRoutes = (app: FastifyInstance, storage: FileStorage): void => {
  app.get<{ Params: { key: string } }>("/media/:key", async (request, reply) => {
    const file = await storage.get(request.params.key);
    if (file === null) {
      return sendFailure(request, reply, { code: "REQUEST.NOT_FOUND", messageKey: "errors.request.notFound" });
    }
    return reply
      .header("content-type", file.contentType)
      .header("x-content-type-options", "nosniff")
      .header("cache-control", immutable)
      .header("content-security-policy", "default-src 'none'; sandbox")
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });
};
