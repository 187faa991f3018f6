import { NavLink } from 'react-router-dom';

export type NavItem = { to: string; label: string };

type Props = { items: readonly NavItem[]; className: string; linkClassName: string };

/** A bar's links (the site's sections, the admin area's): the current page's is marked by NavLink. */
export function NavList({ items, className, linkClassName }: Props) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={linkClassName}>{item.label}</NavLink>
        </li>
      ))}
    </ul>
  );
}
