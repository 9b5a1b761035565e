import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
} from "react-aria-components";
import { classNames } from "./class-names";
import { menu, menuItem } from "./menu.css";
import { Popover } from "./popover";

export interface MenuProps<T> extends Omit<AriaMenuProps<T>, "className"> {
  readonly className?: string;
}

/**
 * A list of actions or links in a popover, opened by the Button inside a MenuTrigger. Arrow keys
 * move between items, typing jumps to an item, Escape or a tap outside closes it.
 */
export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return (
    <Popover placement="bottom end">
      <AriaMenu {...props} className={classNames(menu, className)} />
    </Popover>
  );
}

export interface MenuItemProps<T> extends Omit<AriaMenuItemProps<T>, "className"> {
  readonly className?: string;
}

/** One entry: an action (onAction) or a link (href, routed through the router when the app sets it up). */
export function MenuItem<T extends object>({ className, ...props }: MenuItemProps<T>) {
  return <AriaMenuItem {...props} className={classNames(menuItem, className)} />;
}

export { MenuTrigger } from "react-aria-components";
