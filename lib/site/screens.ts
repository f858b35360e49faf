// The app's screens shown on the public site (public/screens/<locale>/<name>.webp), taken on a phone-sized viewport
// by scripts/tutorial-screenshots.ts. Every file has this size, so pages reserve the space before it loads.

export const SITE_SCREENS = [
  'dashboard',
  'animal-details',
  'customer-management',
  'inventory-management',
] as const;
export type SiteScreen = (typeof SITE_SCREENS)[number];

/** The phone viewport the screens are taken at (CSS pixels) and the stored image (twice as sharp, then reduced). */
export const SITE_SCREEN_VIEWPORT = { width: 390, height: 780 } as const;
export const SITE_SCREEN_SIZE = { width: 540, height: 1080 } as const;
