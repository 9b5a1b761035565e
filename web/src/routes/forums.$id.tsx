import { createFileRoute, notFound } from "@tanstack/react-router";
import { ForumScreen } from "../features/forums/components/forum-screen";

export const Route = createFileRoute("/forums/$id")({
  params: {
    // Only a positive whole number names a forum; anything else is an unknown address.
    parse: ({ id }) => {
      const forumId = Number(id);
      if (!Number.isSafeInteger(forumId) || forumId <= 0) throw notFound();
      return { id: forumId };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  component: ForumPage,
});

function ForumPage() {
  const { id } = Route.useParams();
  return <ForumScreen forumId={id} />;
}
