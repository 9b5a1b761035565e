import { createFileRoute, notFound } from "@tanstack/react-router";
import { TaskContributionsScreen } from "../features/my-contributions/components/task-contributions-screen";

export const Route = createFileRoute("/tasks/$id")({
  params: {
    // Only a positive whole number names a task; anything else is an unknown address.
    parse: ({ id }) => {
      const taskId = Number(id);
      if (!Number.isSafeInteger(taskId) || taskId <= 0) throw notFound();
      return { id: taskId };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  component: TaskPage,
});

function TaskPage() {
  const { id } = Route.useParams();
  return <TaskContributionsScreen taskId={id} />;
}
