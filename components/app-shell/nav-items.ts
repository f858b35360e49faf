// The signed-in areas of spec 2 that exist so far, in menu order. Each area owns the paths that start with its
// prefixes (/customer-add and /customer-details/… belong to Customers).
import { BoxIcon, HomeIcon, HorseshoeIcon, UsersIcon } from '@/components/ui/icons';

export const NAV_ITEMS = [
  { id: 'dashboard', href: '/dashboard', prefixes: ['/dashboard'], Icon: HomeIcon },
  { id: 'customers', href: '/customer-management', prefixes: ['/customer-'], Icon: UsersIcon },
  { id: 'animals', href: '/animal-management', prefixes: ['/animal-'], Icon: HorseshoeIcon },
  { id: 'inventory', href: '/inventory-management', prefixes: ['/inventory-'], Icon: BoxIcon },
] as const;

export type NavItem = (typeof NAV_ITEMS)[number];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return item.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}
