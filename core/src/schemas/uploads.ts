import { z } from "zod";
import { schemaMessages } from "./messages";

/** Largest contribution file (photo, video, document): 10 MB each. */
export const maxContributionFileBytes = 10 * 1024 * 1024;

/** What a file is uploaded for; the server checks its bytes against the kinds each purpose allows. */
export const uploadPurposes = ["contribution-media", "contribution-pdf"] as const;
export const uploadPurposeSchema = z.enum(uploadPurposes).meta({ id: "UploadPurpose" });

/** A binary form field, documented as such (OpenAPI has no file type of its own). */
export const binaryFileSchema = (maxBytes: number) =>
  z
    .file({ message: schemaMessages.requiredField })
    .max(maxBytes)
    .meta({ type: "string", format: "binary" });

export const uploadRequestSchema = z
  .object({
    purpose: uploadPurposeSchema,
    file: binaryFileSchema(maxContributionFileBytes),
  })
  .meta({ id: "UploadRequest" });
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/** A stored file, referenced by id from the call that uses it. */
export const uploadSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    contentType: z.string().meta({ example: "image/jpeg" }),
    size: z.int().nonnegative(),
  })
  .meta({ id: "Upload" });
export type Upload = z.infer<typeof uploadSchema>;
