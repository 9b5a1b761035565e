import type { Language } from "@kominote/core/i18n/languages";
import type { KnowledgeSource } from "@kominote/core/ports/assistant/knowledge-source";
import { answerText } from "@kominote/core/rules/assistant/answer-texts";
import type { KnowledgeEntry, KnowledgeText } from "@kominote/core/rules/assistant/knowledge";
import type { Knex } from "knex";

interface ServiceRow {
  readonly id: number;
  readonly slug: string;
  readonly language: Language;
  readonly name: string;
  readonly description: string;
}

interface TaskRow {
  readonly id: number;
  readonly slug: string;
  readonly language: Language;
  readonly service_name: string;
  readonly title: string;
  readonly description: string;
}

interface NamedRow {
  readonly id: number;
  readonly name: string;
  readonly description: string | null;
  readonly address?: string;
  readonly services?: string | readonly string[];
}

/** "Office National d'Identification (ONI)" is found on the directory by "ONI"; other names whole. */
const searchableName = (name: string): string => /\(([^)]+)\)\s*$/u.exec(name)?.[1] ?? name;

const withQuery = (path: string, query: string): string => `${path}?q=${encodeURIComponent(query)}`;

const grouped = <Row extends { readonly id: number; readonly language: Language }>(
  rows: readonly Row[],
  text: (row: Row) => KnowledgeText,
): Map<number, { first: Row; text: Partial<Record<Language, KnowledgeText>> }> => {
  const byId = new Map<number, { first: Row; text: Partial<Record<Language, KnowledgeText>> }>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { first: row, text: {} };
    entry.text[row.language] = text(row);
    byId.set(row.id, entry);
  }
  return byId;
};

const withCreole = (text: Partial<Record<Language, KnowledgeText>>): KnowledgeEntry["text"] | null => {
  const ht = text.ht ?? Object.values(text)[0];
  return ht === undefined ? null : { ...text, ht };
};

const servicesOf = (value: NamedRow["services"]): string =>
  (typeof value === "string" ? (JSON.parse(value) as string[]) : (value ?? [])).join(", ");

/**
 * The platform's stored content as the assistant's knowledge, read in a handful of queries (every
 * table is small and read whole; the assistant keeps the built index for a short while): the
 * services and their tasks in every language, and what moderators approved (agencies, places,
 * safe places, connection points). Nothing pending, rejected or private.
 */
export class KnexKnowledgeSource implements KnowledgeSource {
  constructor(private readonly db: Knex) {}

  async entries(): Promise<readonly KnowledgeEntry[]> {
    const [services, tasks, agencies, places, safePlaces, connectionPoints] = await Promise.all([
      this.db("services as s")
        .join("service_translations as t", "t.service_id", "s.id")
        .select<ServiceRow[]>("s.id", "s.slug", "t.language", "t.name", "t.description"),
      this.db("tasks as k")
        .join("services as s", "s.id", "k.service_id")
        .join("task_translations as t", "t.task_id", "k.id")
        .join("service_translations as st", (join) => join.on("st.service_id", "s.id").andOn("st.language", "t.language"))
        .select<TaskRow[]>("k.id", "s.slug", "t.language", "st.name as service_name", "t.title", "t.description"),
      this.db("government_agencies")
        .where("status", "approved")
        .select<NamedRow[]>("id", "name", "description", "address", "services"),
      this.db("places").where("status", "approved").select<NamedRow[]>("id", "name", "description"),
      this.db("safe_places").where("status", "approved").select<NamedRow[]>("id", "name", "description", "address"),
      this.db("connection_points").where("status", "approved").select<NamedRow[]>("id", "name", "description", "address"),
    ]);

    const serviceEntries = [...grouped(services, (row) => ({ title: row.name, body: row.description })).values()].flatMap(
      ({ first, text }) => {
        const complete = withCreole(text);
        return complete === null ? [] : [{ id: `service:${first.id}`, href: `/services/${first.slug}`, text: complete }];
      },
    );
    const taskEntries = [
      ...grouped(tasks, (row) => ({
        title: answerText(row.language, "taskTitle", { service: row.service_name, task: row.title }),
        body: row.description,
      })).values(),
    ].flatMap(({ first, text }) => {
      const complete = withCreole(text);
      return complete === null ? [] : [{ id: `task:${first.id}`, href: `/tasks/${first.id}`, text: complete }];
    });
    const agencyEntries = agencies.map((row) => ({
      id: `agency:${row.id}`,
      href: withQuery("/government-agencies", searchableName(row.name)),
      text: { ht: { title: row.name, body: `${row.description ?? ""} ${servicesOf(row.services)}.`.trim() } },
      keywords: row.address,
    }));
    const placed = (kind: string, path: string, rows: readonly NamedRow[]): KnowledgeEntry[] =>
      rows.map((row) => ({
        id: `${kind}:${row.id}`,
        href: path === "/map" ? path : withQuery(path, row.name),
        text: { ht: { title: row.name, body: [row.description, row.address].filter(Boolean).join(" — ") } },
      }));
    return [
      ...serviceEntries,
      ...taskEntries,
      ...agencyEntries,
      ...placed("place", "/map", places),
      ...placed("safe-place", "/tools/safe-locations", safePlaces),
      ...placed("connection-point", "/connectivity-map", connectionPoints),
    ];
  }
}
