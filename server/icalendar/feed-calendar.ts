// The feed's iCalendar text (RFC 5545), made with ical-generator: one VEVENT per booking with a UID that never changes
// (`<booking id>@hovbook`), SEQUENCE from the booking (raised on every change, so subscribed calendars take the new
// version), STATUS:CANCELLED for cancelled ones, and the calendar named Europe/Stockholm with a refresh hint.
//
// Two choices made for speed (the issue wants 5,000 bookings in well under 200 ms; bench/bookings.ts measures it):
// - Times are UTC instants (DTSTART:…Z). ical-generator 10 writes a JS Date in a named zone with the server process's
//   own clock (right only where TZ=Europe/Stockholm), and its zone-aware date types (TZDate, Luxon, Day.js) make
//   several Intl calls per date: with them the events took three to four times as long. An instant is exact and every
//   calendar shows it in its user's zone; the calendar still names Europe/Stockholm (VTIMEZONE, X-WR-TIMEZONE).
// - Lines are folded here (fold-lines.ts), not by calendar.toString(): ical-generator 10 encodes every character with
//   a new TextEncoder to count octets, which took seconds for a 2.5 MB feed (fixed in ical-generator 11, issue #765,
//   which needs Node 22). The frame (header, time zone) is ical-generator's own output; the events go in before its
//   end.
import 'server-only';
import ical, {
  type ICalCalendar,
  ICalCalendarMethod,
  ICalEvent,
  ICalEventStatus,
  escape,
} from 'ical-generator';
import type { Locale } from '@/lib/i18n/locales';
import { formatPersonName, formatPhone, formatPlace, mapLink } from '@/lib/format-text';
import { TIME_ZONE } from '@/lib/time-zone';
import { translator } from '@/server/i18n/translator';
import { foldLines } from './fold-lines';
import type { FeedBooking } from './read-feed-bookings';
import { STOCKHOLM_VTIMEZONE } from './stockholm-vtimezone';

/** How often subscribing apps are asked to fetch again (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
export const FEED_REFRESH_SECONDS = 3600;

const END = 'END:VCALENDAR';

/** The event texts' words in the user's language, looked up once per feed rather than per event. */
function labelsFor(locale: Locale) {
  const t = translator(locale);
  return {
    animals: t('calendarSync.feed.animals'),
    services: t('calendarSync.feed.services'),
    phone: t('calendarSync.feed.phone'),
    reference: t('calendarSync.feed.reference'),
    answer: t('calendarSync.feed.answer'),
    confirmed: t('calendarSync.feed.confirmed'),
    declined: t('calendarSync.feed.declined'),
    notes: t('calendarSync.feed.notes'),
    map: t('calendarSync.feed.map'),
    cancelled: t('calendarSync.feed.cancelled'),
    untitled: t('calendarSync.feed.untitled'),
  };
}
type Labels = ReturnType<typeof labelsFor>;

/** The header and time zone, as ical-generator writes them, with nothing in it yet. */
function frame(company: string, locale: Locale): string {
  const text = ical({
    name: escape(`Hovbook – ${company}`, false),
    prodId: { company: 'Hovbook', product: 'Bookings', language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: TIME_ZONE, generator: (zone) => (zone === TIME_ZONE ? STOCKHOLM_VTIMEZONE : null) },
    ttl: FEED_REFRESH_SECONDS,
  }).toString();
  if (!text.endsWith(END))
    throw new Error('ical-generator wrote a calendar that does not end in END:VCALENDAR');
  return text.slice(0, -END.length);
}

function summaryOf(b: FeedBooking, labels: Labels): string {
  const customer = formatPersonName(b.customerFirstName, b.customerLastName);
  const horses = b.animals ?? '';
  const title = [customer, horses].filter(Boolean).join(' – ') || b.referenceNumber || labels.untitled;
  return b.status === 'cancelled' ? `${labels.cancelled}: ${title}` : title;
}

function descriptionOf(b: FeedBooking, labels: Labels, location: string, phone: string): string {
  const lines: string[] = [];
  if (b.animals) lines.push(`${labels.animals}: ${b.animals}`);
  if (b.services) lines.push(`${labels.services}: ${b.services}`);
  if (phone) lines.push(`${labels.phone}: ${phone}`);
  if (b.referenceNumber) lines.push(`${labels.reference}: ${b.referenceNumber}`);
  if (b.response) lines.push(`${labels.answer}: ${labels[b.response]}`);
  if (b.notes) lines.push(`${labels.notes}: ${b.notes}`);
  if (location) lines.push(`${labels.map}: ${mapLink(location)}`);
  return lines.join('\n');
}

/** One event's text, and the booking's fields it was made from (feed-cache.ts reuses it while they are the same). */
export type FeedEvent = { key: string; text: string };

/** Everything of a booking that its event shows, as one string: equal keys make equal events (in one language). */
function keyOf(b: FeedBooking): string {
  return [
    b.sequence,
    b.status,
    b.startAt.getTime(),
    b.endAt.getTime(),
    b.updatedAt.getTime(),
    b.notes,
    b.address,
    b.postalNumber,
    b.city,
    b.referenceNumber,
    b.response,
    b.customerFirstName,
    b.customerLastName,
    b.customerPhone,
    b.animals,
    b.services,
  ].join('\u0000');
}

/**
 * The calendar's text: the frame, the events in order and its end. END:VCALENDAR is a content line like every other,
 * so it ends in CRLF too (RFC 5545 §3.1).
 */
export function feedText(company: string, locale: Locale, events: Iterable<FeedEvent>): string {
  const parts = [frame(company, locale)];
  for (const event of events) parts.push(event.text);
  parts.push(`${END}\r\n`);
  return parts.join('');
}

/**
 * The whole feed: `company` names the calendar, `locale` is the language of the events' texts. The events of
 * `previous` (the same calendar's last rendering, in the same language) are reused where their booking's fields are
 * unchanged, so a feed re-rendered after one booking changed makes one event and not five thousand.
 */
export function feedCalendar({
  company,
  locale,
  bookings,
  previous,
}: {
  company: string;
  locale: Locale;
  bookings: FeedBooking[];
  previous?: ReadonlyMap<string, FeedEvent>;
}): { text: string; events: Map<string, FeedEvent> } {
  const labels = labelsFor(locale);
  // The events' calendar, without a time zone, so ical-generator writes DTSTAMP, DTSTART and DTEND as UTC. Each event
  // is made on it but not kept in it: its text is all the feed needs.
  const calendar = ical();
  // A customer's many bookings show one number: formatted once.
  const phones = new Map<string, string>();
  const events = new Map<string, FeedEvent>();
  for (const b of bookings) {
    const key = keyOf(b);
    let event = previous?.get(b.id);
    if (event?.key !== key) event = { key, text: eventText(b, labels, calendar, phones) };
    events.set(b.id, event);
  }
  return { text: feedText(company, locale, events.values()), events };
}

function eventText(
  b: FeedBooking,
  labels: Labels,
  calendar: ICalCalendar,
  phones: Map<string, string>,
): string {
  const location = formatPlace(b.address, b.postalNumber, b.city);
  let phone = '';
  if (b.customerPhone) {
    phone = phones.get(b.customerPhone) ?? formatPhone(b.customerPhone);
    phones.set(b.customerPhone, phone);
  }
  const event = new ICalEvent(
    {
      id: `${b.id}@hovbook`,
      sequence: b.sequence,
      stamp: b.updatedAt,
      start: b.startAt,
      end: b.endAt,
      summary: summaryOf(b, labels),
      description: descriptionOf(b, labels, location, phone),
      location: location || null,
      // A completed visit happened as planned: it stays confirmed.
      status: b.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    },
    calendar,
  );
  return foldLines(event.toString());
}
