import type { ConnectionPointStore } from "@kominote/core/ports/connection-points";
import { makeGetConnectionPointSummary } from "@kominote/core/use-cases/get-connection-point-summary";
import { makeListConnectionPoints } from "@kominote/core/use-cases/list-connection-points";
import { makeSubmitConnectionPoint } from "@kominote/core/use-cases/submit-connection-point";
import { makeUpdateConnectionPoint } from "@kominote/core/use-cases/update-connection-point";
import { token, useCaseTokens } from "../../tokens";

/** The internet connection points members report. */
export const connectionPointsTokens = {
  connectionPointStore: token<ConnectionPointStore>("ConnectionPointStore"),
  ...useCaseTokens({ makeListConnectionPoints, makeGetConnectionPointSummary, makeSubmitConnectionPoint, makeUpdateConnectionPoint }),
} as const;
