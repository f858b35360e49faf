// Calendar feed routes (spec 7, iCalendar row): the signed-in user's feed address and its regeneration, and the feed
// itself, which calendar apps fetch without a session (the long random token in its path is the key).
import 'server-only';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { feedTokenSchema } from '@/lib/validation/icalendar';
import { inTenant } from '@/server/db/tenant';
import { getFeedToken, regenerateFeedToken } from '@/server/icalendar/feed-tokens';
import { readFeed, type Feed } from '@/server/icalendar/read-feed';
import { FEED_REFRESH_SECONDS } from '@/server/icalendar/feed-calendar';
import { acceptedEncoding } from '@/server/api-compression';
import { apiRoutes } from '../api-routes';
import { notModified } from '../conditional-get';
import { encodedAnswer } from '../encoded-answers';
import { dataOf } from '../openapi';
import type { AppEnv } from '../types';

const routes = apiRoutes({ tag: 'Calendar feed' });
export const icalendarRoutes = routes.app;

// GET /icalendar/token — the caller's feed address, made on first use
routes.openapi(
  {
    access: { role: 'staff' },
    method: 'get',
    path: '/icalendar/token',
    summary: 'Your calendar feed address (made the first time it is asked for)',
    description:
      'Each user has one active address; the same one comes back until it is regenerated. Calendar apps ' +
      'subscribe to `url`; it shows the bookings assigned to you from 180 days back on.',
    responses: { 200: dataOf(feedTokenSchema, 'The feed address') },
  },
  async (c) => c.json({ data: await inTenant(c.var.auth, (ctx) => getFeedToken(ctx)) }, 200),
);

// POST /icalendar/token/regenerate — a new address; the old one answers 404 from now on
routes.openapi(
  {
    access: { role: 'staff', whileReadOnly: true },
    method: 'post',
    path: '/icalendar/token/regenerate',
    summary: 'Replace your calendar feed address; calendars subscribed to the old one stop updating',
    responses: { 200: dataOf(feedTokenSchema, 'The new feed address') },
  },
  async (c) => c.json({ data: await inTenant(c.var.auth, (ctx) => regenerateFeedToken(ctx)) }, 200),
);

/** zlib level 3 for the feed: see encodedAnswer. */
const FEED_GZIP_LEVEL = 3;

/** The feed as HTTP sends it: with its ETag (304 when the client has it), gzipped for a client that takes gzip. */
async function feedAnswer(c: Context<AppEnv>, feed: Feed): Promise<Response> {
  const { etag, gzip } = await encodedAnswer(feed, { level: FEED_GZIP_LEVEL });
  const headers = {
    // Each user's own calendar: no shared cache keeps it; a calendar app may reuse it for five minutes.
    'cache-control': 'private, max-age=300',
    etag,
    vary: 'Accept-Encoding',
  };
  // A calendar app that kept the last answer gets "unchanged" and no body.
  if (notModified(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  const common = {
    ...headers,
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': 'inline; filename="hovbook.ics"',
  };
  if (acceptedEncoding(c.req.header('accept-encoding') ?? null) === 'gzip')
    return c.body(new Uint8Array(gzip), 200, { ...common, 'content-encoding': 'gzip' });
  return c.body(feed.text(), 200, common);
}

// GET /icalendar/feed/{token}.ics — the feed (RFC 5545) for calendar apps; no session
routes.byToken('get', '/icalendar/feed/{file}', {
  param: 'file',
  suffix: '.ics',
  token: 'The token from icalendar/token and `.ics`',
  example: 'Vq3n0o0pY3C2dQm8Lr5vWcF1xXkq2b9hT7sJ4uE6aZg.ics',
  summary: 'The calendar feed (iCalendar) of a feed address; no session needed',
  description:
    'One event per booking assigned to the address’s user, not deleted, from 180 days back on: UID ' +
    '`<booking id>@hovbook`, SEQUENCE raised on every change, STATUS:CANCELLED for cancelled bookings, the ' +
    'customer, animals, planned services, address (with a map link) and notes; times in UTC, the calendar in ' +
    `Europe/Stockholm; refresh every ${FEED_REFRESH_SECONDS / 60} minutes. An unknown or regenerated address ` +
    'answers 404. Rate limited per client address. Answers gzipped when the client takes it, with an ETag; ' +
    'If-None-Match with the current ETag answers 304.',
  notFound: 'No such feed',
  responses: {
    200: {
      description: 'The calendar',
      content: { 'text/calendar': { schema: z.string().openapi({ example: 'BEGIN:VCALENDAR…' }) } },
    },
    304: { description: 'Unchanged since the ETag named in If-None-Match' },
  },
  useCase: readFeed,
  respond: feedAnswer,
});
