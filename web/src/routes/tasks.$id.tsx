import { createFileRoute, notFound } from "@tanstack/react-router";
import { TaskContributionsScreen } from "../features/my-contributions/components/task-contributions-screen";
import { requestLanguage } from "../i18n/request-language";

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
  // Loaded with the screen's code, not in the first page's JavaScript.
  loader: async ({ context, params }) =>
    (await import("../features/my-contributions/lib/load-task-page")).loadTaskPage(context.queryClient, params.id, requestLanguage()),
  component: TaskPage,
});

function TaskPage() {
  const { id } = Route.useParams();
  return <TaskContributionsScreen taskId={id} />;
}
