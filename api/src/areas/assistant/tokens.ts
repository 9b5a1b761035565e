import type { Assistant } from "@kominote/core/ports/assistant/assistant";
import type { KnowledgeSource } from "@kominote/core/ports/assistant/knowledge-source";
import { makeAskAssistant } from "@kominote/core/use-cases/ask-assistant";
import { token, useCaseTokens } from "../../tokens";

/** The assistant: what it knows (the platform's content) and who writes its answers. */
export const assistantTokens = {
  knowledgeSource: token<KnowledgeSource>("KnowledgeSource"),
  assistant: token<Assistant>("Assistant"),
  ...useCaseTokens({ makeAskAssistant }),
} as const;
