// The security headers of every response, in one place: pages and Next's files (proxy.ts), the API (Hono), the API
// reference and stored files. The bearer token lives in local storage, so an injected script would own the
// account: the pages' Content-Security-Policy only runs scripts that carry this request's nonce.

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Powerful features nothing here uses, switched off for every frame. The animal picture is taken through a file
 * input (the phone's own camera or gallery in the file chooser), which the `camera` feature does not govern: that
 * one is for getUserMedia, which the app never calls.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** One year, subdomains included; sent only when the app is reached over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every response carries, whatever it holds. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': REFERRER_POLICY,
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/** JSON answers: nothing in them may load or run, nor be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Stored files (pictures, logos): opened on their own they still load nothing, run nothing and get no origin. */
export const FILE_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

/**
 * The app is reached over HTTPS when its public address says so, or when the TLS-terminating proxy in front says
 * so in X-Forwarded-Proto. Believing that header from anyone is safe for what it decides here: browsers ignore
 * Strict-Transport-Security on a plain-HTTP response (RFC 6797, 8.1), so a forged value only changes the answer
 * for the one who forged it.
 */
export function servedOverHttps(headers: Headers, appUrl = process.env.APP_URL): boolean {
  if (appUrl?.startsWith('https://')) return true;
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

/** The base headers, plus HSTS over HTTPS. */
export function securityHeaders(requestHeaders: Headers): Record<string, string> {
  return servedOverHttps(requestHeaders)
    ? { ...BASE_SECURITY_HEADERS, 'Strict-Transport-Security': HSTS }
    : { ...BASE_SECURITY_HEADERS };
}

/** A fresh, unguessable nonce (128 bits, base64) for one page response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

const policy = (directives: (string | false)[]) => directives.filter(Boolean).join('; ');

/** What every HTML policy closes: plugins, <base>, being framed, posting elsewhere; and HTTP once on HTTPS. */
const lockedDown = (https: boolean) => [
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  https && 'upgrade-insecure-requests',
];

/**
 * The pages' policy. Scripts: only those with the nonce, and what they load ('strict-dynamic'; 'self' is for
 * browsers older than CSP 3). Styles keep 'unsafe-inline': React writes style attributes, Radix sets inline styles,
 * and the toast library inserts its <style> element at run time without a nonce; a nonce in style-src would switch
 * 'unsafe-inline' off. Style injection cannot run script, which is what this policy is for.
 */
export function pageCsp(
  nonce: string,
  { https, dev, stripe = false }: { https: boolean; dev: boolean; stripe?: boolean },
): string {
  return policy([
    "default-src 'self'",
    // React's development build evaluates code to rebuild server stacks; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    // blob: the animal picture's preview and pictures fetched with the token; data: small inline images.
    "img-src 'self' blob: data:",
    "font-src 'self'",
    // Stripe's pricing table (the profile, when configured): its script is loaded by ours ('strict-dynamic'), and it
    // draws in a frame of js.stripe.com that talks to api.stripe.com.
    stripe ? "connect-src 'self' https://api.stripe.com" : "connect-src 'self'",
    stripe && "frame-src 'self' https://js.stripe.com",
    ...lockedDown(https),
  ]);
}

/** The API reference (Swagger UI from our own files): its two scripts are files of ours, no inline script. */
export function docsCsp({ https }: { https: boolean }): string {
  return policy([
    "default-src 'none'",
    "script-src 'self'",
    // Swagger UI renders with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    // The OpenAPI document and "Try it out".
    "connect-src 'self'",
    ...lockedDown(https),
  ]);
}
