import { lazy, Suspense } from "react";
import { displayNameOf } from "../../../lib/user-display";
import { Avatar } from "./avatar";
import type { UserMenuProps } from "./user-menu";

// The menu (popover, focus and keyboard handling) matters only to members: visitors never fetch it.
const UserMenu = lazy(async () => ({ default: (await import("./user-menu")).UserMenu }));

/** The member's menu, fetched once someone is signed in; their avatar holds its place meanwhile. */
export function LazyUserMenu(props: UserMenuProps) {
  return (
    <Suspense fallback={<Avatar name={displayNameOf(props.user)} photo={props.user.profilePhoto} />}>
      <UserMenu {...props} />
    </Suspense>
  );
}
