// The phone's bottom bar takes a column per tab item (components/app-shell/mobile-nav.tsx): at most five fit a
// 375 px phone at 75 px each, so more tab items go to the menu instead.
import { describe, expect, it } from 'vitest';
import { TAB_ITEMS } from '@/components/app-shell/nav-items';

describe('the bottom bar’s items', () => {
  it('are at most five', () => {
    expect(TAB_ITEMS.length).toBeGreaterThan(0);
    expect(TAB_ITEMS.length).toBeLessThanOrEqual(5);
  });
});
