import { taskStateLabelKeys } from "@kominote/core/rules/task-progress";
import type { Task } from "@kominote/core/schemas/tasks";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { classNames } from "../../../ui/class-names";
import type { TaskListItem } from "../lib/task-list";
import * as styles from "./task-card.css";
import { TaskProgressBar } from "./task-progress-bar";

export interface TaskCardProps {
  readonly item: TaskListItem;
  /** 1-based place of the task in the service's order. */
  readonly number: number;
  readonly isHighlighted: boolean;
  /** Offered on tasks others already contributed to: someone there may have agreed to be called. */
  readonly canRequestCall: boolean;
  readonly onContribute: (task: Task) => void;
  readonly onRequestCall: (task: Task) => void;
  /** Shown under the actions (the invitation to join the service). */
  readonly children?: ReactNode;
}

/** One step of a service: its state, what to do, how far it has come, and what the reader can do now. */
export function TaskCard({ item, number, isHighlighted, canRequestCall, onContribute, onRequestCall, children }: TaskCardProps) {
  const { t } = useLanguage();
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  const { task, state, percent } = item;
  useEffect(() => {
    // On a phone the next task is often below the fold: bring it into view as it lights up.
    if (isHighlighted) card.current?.scrollIntoView?.({ block: "nearest" });
  }, [isHighlighted]);
  return (
    <article
      ref={card}
      aria-labelledby={titleId}
      data-state={state}
      data-highlighted={isHighlighted ? "true" : undefined}
      className={classNames(styles.card[state], isHighlighted ? styles.highlighted : undefined)}
    >
      <div className={styles.top}>
        <span className={styles.step}>{t("services.task.step", { number: String(number) })}</span>
        <h3 id={titleId} className={styles.title}>
          {task.title}
        </h3>
        <span className={styles.badge[state]}>{t(taskStateLabelKeys[state])}</span>
      </div>
      <p className={styles.description}>{task.description}</p>
      <TaskProgressBar task={task} percent={percent} />
      {state === "waiting" ? <p className={styles.hint}>{t("services.task.waitingHint")}</p> : null}
      {state === "closed" ? <p className={styles.hint}>{t("services.task.closedHint")}</p> : null}
      {state !== "active" && state !== "waiting" && !canRequestCall ? null : (
        <div className={styles.actions}>
          {state === "complete" || state === "closed" ? null : (
            <Button isDisabled={state === "waiting"} aria-describedby={titleId} onPress={() => onContribute(task)}>
              {t("services.task.contribute")}
            </Button>
          )}
          {canRequestCall ? (
            <Button variant="secondary" aria-describedby={titleId} onPress={() => onRequestCall(task)}>
              {t("services.task.requestCall")}
            </Button>
          ) : null}
        </div>
      )}
      {children}
    </article>
  );
}
