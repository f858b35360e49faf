// The calendar-feed calls of /calendar-sync (spec 7, "iCalendar"); the answer's type comes from the response schema
// the API documents (lib/validation/icalendar.ts).
import type { FeedToken } from '@/lib/validation/icalendar';
import { apiFetch } from './api-client';

export type { FeedToken };

/** The signed-in user's feed address, made on the first call. */
export const getFeedToken = () => apiFetch<FeedToken>('icalendar/token');

/** A new feed address; the old one stops working at once. */
export const regenerateFeedToken = () =>
  apiFetch<FeedToken>('icalendar/token/regenerate', { method: 'POST' });
