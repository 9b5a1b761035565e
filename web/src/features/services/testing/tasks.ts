import type { ServiceTask } from "@kominote/core/schemas/tasks";

const task = (
  id: number,
  position: number,
  title: string,
  contributionCount: number,
  maxContributors: number | null,
  contributedByMe = false,
): ServiceTask => ({
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
  contributedByMe,
});

/**
 * The tasks of the "Sante" test service as the API answers them to a member who did the first
 * two: two done by them, one open, two waiting.
 */
export const healthTasks: readonly ServiceTask[] = [
  task(11, 0, "Idantifye klinik ki pi pre w", 12, 10, true),
  task(12, 1, "Note lè klinik la louvri", 3, null, true),
  task(13, 2, "Pran foto devan klinik la", 0, 20),
  task(14, 3, "Mande si gen vaksen timoun", 0, null),
  task(15, 4, "Pataje enfòmasyon an ak vwazen w", 0, 5),
];
