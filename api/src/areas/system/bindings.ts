import { SharpImageProcessor } from "@kominote/adapters/images/sharp-image-processor";
import { translatorFromSettings } from "@kominote/adapters/translation/chain-translator";
import { makeTranslateText } from "@kominote/core/use-cases/translate-text";
import type { FastifyBaseLogger } from "fastify";
import type { Container } from "inversify";
import type { AppConfig } from "../../config";
import { resolve } from "../../tokens";
import { fileStorageFor } from "./file-storage";
import { systemTokens } from "./tokens";

/** What every area may use: the translator of members' texts, the picture processor and the stored files (media). */
export const bindSystem = (container: Container, config: AppConfig, logger: FastifyBaseLogger): void => {
  container.bind(systemTokens.translator).toDynamicValue(() =>
    translatorFromSettings(config, (reason) => logger.warn({ reason }, "translation service gave no translation")),
  );
  container.bind(systemTokens.translateText).toDynamicValue((ctx) =>
    makeTranslateText({
      translator: resolve(ctx, systemTokens.translator),
      onTranslatorFailure: (cause) => logger.warn({ err: cause }, "translation failed; the original text was shown"),
    }),
  );
  container.bind(systemTokens.imageProcessor).toConstantValue(new SharpImageProcessor());
  container.bind(systemTokens.fileStorage).toConstantValue(fileStorageFor(config));
};
