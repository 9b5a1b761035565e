import type { Translator } from "@kominote/core/ports/translator";
import type { makeTranslateText } from "@kominote/core/use-cases/translate-text";
import type { ImageProcessor } from "@kominote/core/ports/image-processor";
import type { FileStorage } from "@kominote/core/ports/storage";
import { token } from "../../tokens";

/** What every area may use: the translator, pictures and stored files (media). */
export const systemTokens = {
  translator: token<Translator>("Translator"),
  translateText: token<ReturnType<typeof makeTranslateText>>("TranslateText"),
  imageProcessor: token<ImageProcessor>("ImageProcessor"),
  fileStorage: token<FileStorage>("FileStorage"),
} as const;
