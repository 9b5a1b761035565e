import { createFileRoute, redirect } from "@tanstack/react-router";

/** /terms, an address links elsewhere use: the terms and conditions, the old address left out of history. */
export const Route = createFileRoute("/terms")({
  beforeLoad: () => {
    throw redirect({ to: "/terms-conditions", replace: true });
  },
});
