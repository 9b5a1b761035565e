import type { Task } from "@kominote/core/schemas/tasks";

const task = (id: number, position: number, title: string, contributionCount: number, maxContributors: number | null): Task => ({
  id,
  serviceId: 1,
  position,
  title,
  description: `${title}: sa pou w fè, ki kote ak ki jan.`,
  type: "enfomasyon",
  isPrerequisite: position === 0,
  locationRequired: false,
  maxContributors,
  contributionCount,
});

/** The tasks of the "Sante" test service as the API answers them: two done, one open, two waiting. */
export const healthTasks: readonly Task[] = [
  task(11, 0, "Idantifye klinik ki pi pre w", 12, 10),
  task(12, 1, "Note lè klinik la louvri", 3, null),
  task(13, 2, "Pran foto devan klinik la", 0, 20),
  task(14, 3, "Mande si gen vaksen timoun", 0, null),
  task(15, 4, "Pataje enfòmasyon an ak vwazen w", 0, 5),
];
