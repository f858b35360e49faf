// robots.txt: the public site is open; the API and the signed-in screens are not for search engines.
import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/site/urls';

export const dynamic = 'force-static';

const PRIVATE = ['/api/'];
const APP_AREAS = [
  'dashboard',
  'animal-',
  'customer-',
  'inventory-',
  'booking-',
  'invoice',
  'journal-',
  'staff-',
  'profile',
  'inbox',
  'notification-management',
  'calendar-sync',
  'template-management',
  'horse3d-demo',
  'foderstat-calculator',
  'equi-angles',
  'verification',
  'reset-password',
];

export default function robots(): MetadataRoute.Robots {
  const disallow = [...PRIVATE, ...APP_AREAS.flatMap((area) => [`/${area}`, `/sv/${area}`])];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow }],
    sitemap: `${siteOrigin()}/sitemap.xml`,
    host: siteOrigin(),
  };
}
