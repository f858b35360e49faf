// What the public site may say the product does: the capabilities in the app today, each with the screen that
// proves it, and those still to come, each with the screen it will bring. tests/unit/site-claims.test.ts holds both
// lists to the app's routes, so a capability cannot be sold before it exists, nor left "coming" once it has landed.
import type { FeatureIconName } from './features-icon';

export type Capability = { key: string; icon: FeatureIconName; route: string };

/** In the app today (texts under `site.features.sections.<key>`). */
export const CAPABILITIES_TODAY = [
  { key: 'registers', icon: 'horseshoe', route: '/animal-management' },
  { key: 'dashboard', icon: 'clock', route: '/dashboard' },
  { key: 'inventory', icon: 'box', route: '/inventory-management' },
  { key: 'booking', icon: 'calendar', route: '/booking-management' },
  { key: 'journals', icon: 'journal', route: '/journal-management' },
  // Invoicing with its accounting connection (Fortnox today; Visma eAccounting is named as coming in its texts).
  { key: 'invoicing', icon: 'invoice', route: '/invoice-management' },
  { key: 'ical', icon: 'sync', route: '/calendar-sync' },
  // Staff accounts: the owner invites each member, who signs in with their own login (README "Staff").
  { key: 'staff', icon: 'staff', route: '/staff-management' },
  // The bell's notifications and the inbox (README "Notifications", "Inbox").
  { key: 'notifications', icon: 'bell', route: '/inbox' },
  { key: 'mobile', icon: 'phone', route: '/customer-add' },
] as const satisfies readonly Capability[];

/** Announced, not yet in the app (texts under `site.features.coming.<key>`). */
export const CAPABILITIES_COMING = [
  { key: 'pro', icon: 'star', route: '/equi-angles' },
] as const satisfies readonly Capability[];
