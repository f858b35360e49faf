// Calendar feed routes (spec 7, iCalendar row): the signed-in user's feed address and its regeneration, and the feed
// itself, which calendar apps fetch without a session (the long random token in its path is the key).
import 'server-only';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { feedTokenSchema } from '@/lib/validation/icalendar';
import { URL_TOKEN_PATTERN } from '@/lib/validation/url-token';
import { inTenant } from '@/server/db/tenant';
import { getFeedToken, regenerateFeedToken } from '@/server/icalendar/feed-tokens';
import { readFeed } from '@/server/icalendar/read-feed';
import { FEED_REFRESH_SECONDS } from '@/server/icalendar/feed-calendar';
import { acceptedEncoding, gunzipped } from '@/server/api-compression';
import { notModified } from '../conditional-get';
import { requireAuth } from '../middleware/auth';
import { authErrorResponses, bearerSecurity, dataOf, errorResponses, errorSchema } from '../openapi';
import { visitor } from '../request-input';
import type { AppEnv } from '../types';

export const icalendarRoutes = new OpenAPIHono<AppEnv>();
const tag = ['Calendar feed'];

const FEED_FILE = new RegExp(`^${URL_TOKEN_PATTERN.source.slice(1, -1)}\\.ics$`);

// GET /icalendar/token — the caller's feed address, made on first use
icalendarRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/icalendar/token',
    tags: tag,
    summary: 'Your calendar feed address (made the first time it is asked for)',
    description:
      'Each user has one active address; the same one comes back until it is regenerated. Calendar apps ' +
      'subscribe to `url`; it shows the bookings assigned to you from 180 days back on.',
    security: bearerSecurity,
    middleware: [requireAuth] as const,
    responses: { 200: dataOf(feedTokenSchema, 'The feed address'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await inTenant(c.var.auth, (ctx) => getFeedToken(ctx)) }, 200),
);

// POST /icalendar/token/regenerate — a new address; the old one answers 404 from now on
icalendarRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/icalendar/token/regenerate',
    tags: tag,
    summary: 'Replace your calendar feed address; calendars subscribed to the old one stop updating',
    security: bearerSecurity,
    middleware: [requireAuth] as const,
    responses: { 200: dataOf(feedTokenSchema, 'The new feed address'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await inTenant(c.var.auth, (ctx) => regenerateFeedToken(ctx)) }, 200),
);

const feedParams = z.object({
  file: z
    .string()
    .regex(FEED_FILE)
    .openapi({
      param: { name: 'file', in: 'path' },
      description: 'The token from icalendar/token and `.ics`',
      example: 'Vq3n0o0pY3C2dQm8Lr5vWcF1xXkq2b9hT7sJ4uE6aZg.ics',
    }),
});

// GET /icalendar/feed/{token}.ics — the feed (RFC 5545) for calendar apps; no session
icalendarRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/icalendar/feed/{file}',
    tags: tag,
    summary: 'The calendar feed (iCalendar) of a feed address; no session needed',
    description:
      'One event per booking assigned to the address’s user, not deleted, from 180 days back on: UID ' +
      '`<booking id>@hovbook`, SEQUENCE raised on every change, STATUS:CANCELLED for cancelled bookings, the ' +
      'customer, animals, planned services, address (with a map link) and notes; times in UTC, the calendar in ' +
      `Europe/Stockholm; refresh every ${FEED_REFRESH_SECONDS / 60} minutes. An unknown or regenerated address ` +
      'answers 404. Rate limited per client address. Answers gzipped when the client takes it, with an ETag; ' +
      'If-None-Match with the current ETag answers 304.',
    request: { params: feedParams },
    responses: {
      200: {
        description: 'The calendar',
        content: { 'text/calendar': { schema: z.string().openapi({ example: 'BEGIN:VCALENDAR…' }) } },
      },
      304: { description: 'Unchanged since the ETag named in If-None-Match' },
      404: { description: 'No such feed', content: { 'application/json': { schema: errorSchema } } },
      ...errorResponses,
    },
  }),
  async (c) => {
    const { file } = c.req.valid('param');
    const feed = await readFeed(visitor(c), { token: file.slice(0, -'.ics'.length) });
    const headers = {
      // Each user's own calendar: no shared cache keeps it; a calendar app may reuse it for five minutes.
      'cache-control': 'private, max-age=300',
      etag: feed.etag,
      vary: 'Accept-Encoding',
    };
    // A calendar app that kept the last answer gets "unchanged" and no body.
    if (notModified(c.req.header('if-none-match'), feed.etag)) return c.body(null, 304, headers);
    const common = {
      ...headers,
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="hovbook.ics"',
    };
    // The feed is kept gzipped (read-feed.ts): sent as it is, or unpacked for a client that does not take gzip.
    if (acceptedEncoding(c.req.header('accept-encoding') ?? null) === 'gzip')
      return c.body(new Uint8Array(feed.gzip), 200, { ...common, 'content-encoding': 'gzip' });
    return c.body(new Uint8Array(await gunzipped(feed.gzip)), 200, common);
  },
);
