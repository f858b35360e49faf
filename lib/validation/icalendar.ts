// The calendar feed's shapes: the token answer the /calendar-sync page shows, and the feed's path, whose last part is
// the token with `.ics` (what calendar apps expect a subscription URL to end in).
import { z } from 'zod';

/** icalendar/token and icalendar/token/regenerate. */
export const feedTokenSchema = z
  .object({
    url: z.string().meta({
      description: 'The subscription URL: the app’s address, /api/v1/icalendar/feed/, the token and .ics',
      example: 'https://app.hovbook.se/api/v1/icalendar/feed/Vq3n0o0pY3C2dQm8Lr5vWcF1xXkq2b9hT7sJ4uE6aZg.ics',
    }),
    createdAt: z.string().meta({ description: 'When this address was made (ISO 8601)' }),
    lastUsedAt: z
      .string()
      .nullable()
      .meta({ description: 'When a calendar last fetched the feed (to the hour); null until one has' }),
  })
  .meta({ id: 'FeedToken' });
export type FeedToken = z.output<typeof feedTokenSchema>;
