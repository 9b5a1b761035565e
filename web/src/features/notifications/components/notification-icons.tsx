import type { NotificationType } from "@kominote/core/schemas/notifications";
import type { ReactNode } from "react";
import { StrokeIcon } from "../../../ui/stroke-icon";

const bell = (
  <>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </>
);

export function BellIcon({ className }: { readonly className?: string }) {
  return (
    <StrokeIcon size={22} {...(className === undefined ? {} : { className })}>
      {bell}
    </StrokeIcon>
  );
}

const drawings: Readonly<Record<NotificationType, ReactNode>> = {
  // A speech bubble: someone answered on a task.
  task_response: <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />,
  call_request: (
    <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72 12.84 12.84 0 0 0 .7 2.81 2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45 12.84 12.84 0 0 0 2.81.7A2 2 0 0 1 22 16.92z" />
  ),
  system_announcement: (
    <>
      <path d="m3 11 18-5v12L3 14v-3z" />
      <path d="M11.6 16.8a3 3 0 1 1-5.8-1.6" />
    </>
  ),
  other: bell,
};

/** The icon of a notification's type; a type this page does not know gets the generic bell. */
export function NotificationTypeIcon({ type }: { readonly type: NotificationType }) {
  return <StrokeIcon>{drawings[type] ?? drawings.other}</StrokeIcon>;
}
