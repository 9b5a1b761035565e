import { createFileRoute, redirect } from "@tanstack/react-router";

/** /cookies: what the site keeps on the device is a section of the privacy policy, opened at it. */
export const Route = createFileRoute("/cookies")({
  beforeLoad: () => {
    throw redirect({ to: "/privacy-policy", hash: "cookies", replace: true });
  },
});
