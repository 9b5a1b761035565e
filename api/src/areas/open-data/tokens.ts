import { makeExportOpenData } from "@kominote/core/use-cases/export-open-data";
import { token, useCaseTokens } from "../../tokens";
import type { OpenDataSource } from "@kominote/core/ports/open-data-source";

/** The open-data exports of every published, located kind. */
export const openDataTokens = {
  /** One source per kind; a new kind adds one line to the list in bindings.ts. */
  openDataSources: token<readonly OpenDataSource[]>("OpenDataSources"),
  ...useCaseTokens({ makeExportOpenData }),
} as const;
