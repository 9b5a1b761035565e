import type { Translator } from "@kominote/core/ports/translator";
import { makeTranslateText } from "@kominote/core/use-cases/translate-text";
import type { ImageProcessor } from "@kominote/core/ports/image-processor";
import type { FileStorage } from "@kominote/core/ports/storage";
import { token, useCaseTokens } from "../../tokens";

/** What every area may use: the translator, pictures and stored files (media). */
export const systemTokens = {
  translator: token<Translator>("Translator"),
  imageProcessor: token<ImageProcessor>("ImageProcessor"),
  fileStorage: token<FileStorage>("FileStorage"),
  ...useCaseTokens({ makeTranslateText }),
} as const;
