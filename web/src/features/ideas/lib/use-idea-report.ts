import type { Idea } from "@kominote/core/schemas/ideas";
import { useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { useCurrentUser } from "../../auth/queries";
import type { ReportTarget } from "../../forums";

export interface IdeaReport {
  /** The idea whose report dialog is open, or null. */
  readonly target: ReportTarget | null;
  /** Undefined for visitors (and while the session is read): they are offered no report. */
  readonly report: ((idea: Idea) => void) | undefined;
  readonly close: () => void;
}

/** Reporting an idea to the moderators, for signed-in members; the card leaves out the author's own ideas. */
export const useIdeaReport = (): IdeaReport => {
  const { t } = useLanguage();
  const { user } = useCurrentUser();
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const report =
    user === null
      ? undefined
      : (idea: Idea): void => setTarget({ kind: "idea", id: idea.id, title: t("ideas.report.title", { name: idea.authorName ?? "" }) });
  return { target, report, close: () => setTarget(null) };
};
