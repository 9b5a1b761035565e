import type { KnowledgeEntry } from "../../rules/assistant/knowledge";

/**
 * The platform content kept in storage that the assistant answers from: public services and their
 * tasks, approved government agencies, approved places, safe places and connection points. Only
 * what any member could read on the site.
 */
export interface KnowledgeSource {
  entries(): Promise<readonly KnowledgeEntry[]>;
}
