import { useLanguage } from "../i18n/language-provider";
import { Link } from "../ui/link";
import type { NavItem } from "./nav-items";

export interface NavLinkListProps {
  readonly items: readonly NavItem[];
  readonly listClassName: string;
  readonly linkClassName: string;
  /** Called after a link is followed, e.g. to close the drawer it sits in. */
  readonly onNavigate?: () => void;
}

/** A list of router links; the current page's link gets aria-current="page". */
export function NavLinkList({ items, listClassName, linkClassName, onNavigate }: NavLinkListProps) {
  const { t } = useLanguage();
  return (
    <ul className={listClassName}>
      {items.map((item) => (
        <li key={item.to}>
          <Link
            // Some destinations are screens registered later; until then the router shows its
            // not-found screen for them, so the path is passed as a plain string.
            to={item.to}
            look="plain"
            className={linkClassName}
            activeOptions={{ exact: item.to === "/" }}
            {...(onNavigate === undefined ? {} : { onClick: onNavigate })}
          >
            {t(item.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
