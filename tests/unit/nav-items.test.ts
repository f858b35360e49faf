// The phone's bottom bar takes a column per tab item (components/app-shell/mobile-nav.tsx): at most five fit a
// 375 px phone at 75 px each, so more tab items go to the menu instead.
import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, navItemsFor, TAB_ITEMS } from '@/components/app-shell/nav-items';

describe('the bottom bar’s items', () => {
  it('are at most five', () => {
    expect(TAB_ITEMS.length).toBeGreaterThan(0);
    expect(TAB_ITEMS.length).toBeLessThanOrEqual(5);
  });
});

describe('the areas offered', () => {
  const ids = (user: Parameters<typeof navItemsFor>[0]) => navItemsFor(user).map((item) => item.id);

  it('are all of them for the owner', () => {
    expect(ids({ role: 'owner', permissions: ['invoicing'] })).toEqual(NAV_ITEMS.map((item) => item.id));
  });

  it('leave out the owner’s areas for staff, and Invoices unless the owner ticked invoicing', () => {
    const plain = ids({ role: 'staff', permissions: [] });
    expect(plain).not.toContain('staff');
    expect(plain).not.toContain('invoices');
    expect(plain).toContain('journals');
    const invoicing = ids({ role: 'staff', permissions: ['invoicing'] });
    expect(invoicing).toContain('invoices');
    expect(invoicing).not.toContain('staff');
  });

  it('wait for the stored user: none of the guarded areas before it is read', () => {
    expect(ids(undefined)).not.toContain('staff');
    expect(ids(undefined)).not.toContain('invoices');
  });
});
