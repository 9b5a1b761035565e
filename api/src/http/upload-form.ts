import { domainError, type DomainError } from "@kominote/core/errors/domain-error";
import { invalidRequest } from "@kominote/core/errors/request";
import type { MessageKey } from "@kominote/core/i18n/messages";
import { Effect } from "effect";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";

/** A multipart form as its contract schema describes it: text fields, and a File. */
type FileForm = z.ZodType<object>;

const unsupported = (): DomainError => domainError("REQUEST.UNSUPPORTED_MEDIA_TYPE", "errors.request.unsupportedMediaType");

/**
 * Reads an upload form (fields in any order, one file) and validates it with the contract's
 * schema. The file is held in memory up to `maxFileBytes`; a larger one stops the read at once
 * with `tooBigKey`, so the rest of it is never buffered.
 */
export const readUploadForm = <Form extends FileForm>(
  request: FastifyRequest,
  schema: Form,
  {
    maxFileBytes,
    tooBigKey,
    fileField = "file",
  }: {
    maxFileBytes: number;
    tooBigKey: MessageKey;
    /** The form field that carries the file, where a too-big file is said to be. */
    fileField?: string;
  },
): Effect.Effect<z.output<Form>, DomainError> =>
  Effect.gen(function* () {
    if (!request.isMultipart()) return yield* Effect.fail(unsupported());
    const fields = yield* Effect.tryPromise({
      try: async () => {
        const fields: Record<string, unknown> = {};
        for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 1 } })) {
          if (part.type === "file") {
            const bytes = await part.toBuffer();
            fields[part.fieldname] = new File([bytes], part.filename, { type: part.mimetype });
          } else {
            fields[part.fieldname] = part.value;
          }
        }
        return fields;
      },
      catch: (cause) => cause,
    }).pipe(
      Effect.catch((cause) => {
        const code = (cause as { code?: unknown }).code;
        if (code === "FST_REQ_FILE_TOO_LARGE") {
          return Effect.fail(domainError("REQUEST.TOO_LARGE", tooBigKey, { fields: { [fileField]: tooBigKey } }));
        }
        // A second file, too many fields, a broken form: the client's error, not ours.
        const status = (cause as { statusCode?: unknown }).statusCode;
        if (typeof status === "number" && status >= 400 && status < 500) {
          return Effect.fail(
            status === 413
              ? domainError("REQUEST.TOO_LARGE", "errors.request.tooLarge")
              : domainError("REQUEST.INVALID", "errors.request.malformed"),
          );
        }
        return Effect.die(cause);
      }),
    );
    const parsed = schema.safeParse(fields);
    if (!parsed.success) return yield* Effect.fail(invalidRequest(parsed.error.issues));
    return parsed.data;
  });
