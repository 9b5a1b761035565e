import { createFileRoute, Outlet } from "@tanstack/react-router";
import { GuardChecking } from "../features/auth/components/guard-checking";
import { requireMember } from "../features/auth/lib/require-member";

/** Pathless layout guarding every protected screen (`routes/_auth/<path>.tsx`); see requireMember. */
export const Route = createFileRoute("/_auth")({
  beforeLoad: requireMember,
  pendingMs: 0,
  pendingComponent: GuardChecking,
  component: Outlet,
});
