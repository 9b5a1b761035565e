import { createFileRoute, redirect } from "@tanstack/react-router";

/** /privacy, an address links elsewhere use: the privacy policy, the old address left out of history. */
export const Route = createFileRoute("/privacy")({
  beforeLoad: () => {
    throw redirect({ to: "/privacy-policy", replace: true });
  },
});
