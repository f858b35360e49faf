// The signed-in areas of spec 2 that exist so far, in menu order. Each area owns the paths that start with its
// prefixes (/customer-add and /customer-details/… belong to Customers; services are a tab of Inventory).
// `tab`: also in the phone's bottom bar, which holds the daily areas (five fit a 375 px phone at 75 px each); the
// rest are in its menu. `ownerOnly`: the owner's areas, not offered to staff (their routes refuse staff anyway);
// `permission`: offered to staff the owner gave it (lib/staff-permissions.ts), as its routes let in.
import {
  BoxIcon,
  CalendarIcon,
  FileTextIcon,
  HomeIcon,
  InvoiceIcon,
  HorseshoeIcon,
  JournalIcon,
  MailIcon,
  RefreshIcon,
  StaffIcon,
  UserCircleIcon,
  UsersIcon,
} from '@/components/ui/icons';
import type { StoredUser } from '@/lib/client/session';
import { mayUse } from '@/lib/client/may-use';

export const NAV_ITEMS = [
  { id: 'dashboard', href: '/dashboard', prefixes: ['/dashboard'], Icon: HomeIcon, tab: true },
  { id: 'calendar', href: '/booking-management', prefixes: ['/booking-'], Icon: CalendarIcon, tab: true },
  { id: 'customers', href: '/customer-management', prefixes: ['/customer-'], Icon: UsersIcon, tab: true },
  { id: 'animals', href: '/animal-management', prefixes: ['/animal-'], Icon: HorseshoeIcon, tab: true },
  // Written after visits, often from the visit itself: in the menu, the bottom bar's five places are the daily areas.
  { id: 'journals', href: '/journal-management', prefixes: ['/journal-'], Icon: JournalIcon, tab: false },
  // Written from visits and on the phone's /invoice; followed up from the dashboard's overdue card: in the menu.
  {
    id: 'invoices',
    href: '/invoice-management',
    prefixes: ['/invoice'],
    Icon: InvoiceIcon,
    tab: false,
    permission: 'invoicing',
  },
  { id: 'inventory', href: '/inventory-management', prefixes: ['/inventory-'], Icon: BoxIcon, tab: true },
  // Read between visits: in the menu, the bottom bar's five places are the daily areas.
  { id: 'inbox', href: '/inbox', prefixes: ['/inbox'], Icon: MailIcon, tab: false },
  { id: 'profile', href: '/profile', prefixes: ['/profile'], Icon: UserCircleIcon, tab: false },
  // Who works in the account: the owner invites and manages them now and then.
  {
    id: 'staff',
    href: '/staff-management',
    prefixes: ['/staff-'],
    Icon: StaffIcon,
    tab: false,
    ownerOnly: true,
  },
  // Set up once, then rarely visited: in the menu beside Profile, not in the phone's bottom bar.
  { id: 'calendarSync', href: '/calendar-sync', prefixes: ['/calendar-sync'], Icon: RefreshIcon, tab: false },
  // Kept up now and then, used from the journal form: in the menu.
  { id: 'templates', href: '/template-management', prefixes: ['/template-'], Icon: FileTextIcon, tab: false },
] as const;

/** The bottom bar's areas on a phone. */
export const TAB_ITEMS = NAV_ITEMS.filter((item) => item.tab);

export type NavItem = (typeof NAV_ITEMS)[number];

/** The areas offered to this user: staff see neither the owner's nor those needing a permission they lack. */
export function navItemsFor(user: Pick<StoredUser, 'role' | 'permissions'> | null | undefined): NavItem[] {
  return NAV_ITEMS.filter(
    (item) =>
      (!('ownerOnly' in item) || user?.role === 'owner') &&
      (!('permission' in item) || mayUse(user, item.permission)),
  );
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return item.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}
