import type { Task } from "@kominote/core/schemas/tasks";
import { useLanguage } from "../../../i18n/language-provider";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import type { ContributeAccess } from "../lib/contribute-access";
import type { TaskListItem } from "../lib/task-list";
import { JoinServicePrompt } from "./join-service-prompt";
import { TaskCard } from "./task-card";
import * as styles from "./task-list.css";

export interface TaskListProps {
  readonly items: readonly TaskListItem[];
  readonly access: ContributeAccess;
  /** The next task after a contribution, lit up for a few seconds. */
  readonly highlightedTaskId: number | null;
  /** The task where a member outside this service pressed "contribute". */
  readonly joinPromptTaskId: number | null;
  readonly isJoining: boolean;
  readonly onContribute: (task: Task) => void;
  readonly onJoin: () => void;
  readonly onRequestCall: (task: Task) => void;
}

/** The service's tasks in order; complete, open or waiting, with the invitation to join where it was asked for. */
export function TaskList({
  items,
  access,
  highlightedTaskId,
  joinPromptTaskId,
  isJoining,
  onContribute,
  onJoin,
  onRequestCall,
}: TaskListProps) {
  const { t } = useLanguage();
  const highlighted = items.find((item) => item.task.id === highlightedTaskId);
  if (items.length === 0) return <p className={styles.message}>{t("services.tasks.empty")}</p>;
  return (
    <>
      {/* Always present, so the announcement of the next task is heard when its text appears. */}
      <div role="status">
        <VisuallyHidden>{highlighted === undefined ? "" : t("services.task.next", { title: highlighted.task.title })}</VisuallyHidden>
      </div>
      <ol className={styles.list} aria-label={t("services.tasks.label")}>
        {items.map((item, index) => (
          <li key={item.task.id}>
            <TaskCard
              item={item}
              number={index + 1}
              isHighlighted={item.task.id === highlightedTaskId}
              canRequestCall={item.task.contributionCount > 0}
              onContribute={onContribute}
              onRequestCall={onRequestCall}
            >
              {item.task.id === joinPromptTaskId && (access === "noService" || access === "otherService") ? (
                <JoinServicePrompt reason={access} isJoining={isJoining} onJoin={onJoin} />
              ) : null}
            </TaskCard>
          </li>
        ))}
      </ol>
    </>
  );
}
