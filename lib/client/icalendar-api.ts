// The calendar-feed calls of /calendar-sync (spec 7, "iCalendar"); the answer's type comes from the response schema
// the API documents (lib/validation/icalendar.ts).
import type { FeedToken } from '@/lib/validation/icalendar';
import { api, read } from './api-client';

export type { FeedToken };

/** The signed-in user's feed address, made on the first call. */
export const getFeedToken = (): Promise<FeedToken> => read(api.GET('/icalendar/token'));

/** A new feed address; the old one stops working at once. */
export const regenerateFeedToken = (): Promise<FeedToken> => read(api.POST('/icalendar/token/regenerate'));
