// Display formatting shared by every screen: dates in the user's language and Swedish time, Swedish phone numbers,
// postal codes, identity numbers and money. Pure functions, usable on both sides; useFormat() (lib/client/use-format.ts) binds them to the locale.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
// Dates, names, phones and postal addresses live in ./format-date and ./format-text, so that server code — the
// reminder mails and the calendar feed, in the job worker too — writes them exactly as the screens show them.
import { formatDate, formatDayMonth, intlLocale, toDate, type DateInput } from './format-date';
import {
  formatPersonName,
  formatPhone,
  formatPlace,
  formatPostalAddress,
  formatPostalCode,
  mapLink,
} from './format-text';

export type { DateInput };
export {
  formatDate,
  formatDayMonth,
  formatPersonName,
  formatPhone,
  formatPlace,
  formatPostalAddress,
  formatPostalCode,
  intlLocale,
};

/** "09:30": the time of an instant in Stockholm, on the 24-hour clock in both languages; '' for a missing value. */
export function formatTime(value: DateInput, locale: string): string {
  const parsed = toDate(value);
  if (!parsed) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: parsed.timeZone,
  }).format(parsed.date);
}

/** "14 March 2026, 09:30" / "14 mars 2026 kl. 09:30" in Stockholm time: the date as formatDate shows it. */
export function formatDateTime(value: DateInput, locale: string): string {
  const time = formatTime(value, locale);
  if (!time) return '';
  return `${formatDate(value, locale)}${locale === 'sv' ? ' kl.' : ','} ${time}`;
}

/** The number as a link target wants it: E.164 when parsable, else its digits (and +). */
function dialable(value: string): string {
  const phone = parsePhoneNumberFromString(value, 'SE');
  return phone ? phone.number : value.replace(/[^\d+]/g, '');
}

/** A tel: link target: one tap calls. */
export const phoneHref = (value: string) => `tel:${dialable(value)}`;

/** An sms: link target: one tap opens a text message to the number. */
export const smsHref = (value: string) => `sms:${dialable(value)}`;

/** A map search for a place (Google Maps' documented URL): on a phone it opens the maps app. */
export function mapsHref(
  address: string | null | undefined,
  postalCode?: string | null,
  city?: string | null,
) {
  const place = formatPlace(address, postalCode, city);
  return place ? mapLink(place) : null;
}

/**
 * Personnummer stored as 12 digits → "19811228-9874"; masked: "19811228-****" (the birth date stays readable,
 * the last four — the part that makes it a key to someone's identity — do not).
 */
export function formatPersonalId(value: string | null | undefined, { masked = false } = {}): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 12) return value;
  return `${digits.slice(0, 8)}-${masked ? '****' : digits.slice(8)}`;
}

/** Organisationsnummer stored as 10 digits → "556016-0680". */
export function formatOrganizationNumber(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 6)}-${digits.slice(6)}` : value;
}

const SEK = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' });

/** Öre → "1 234,50 kr" (Swedish format in both languages: it is Swedish money on Swedish invoices). */
export function formatMoney(ore: number | null | undefined): string {
  if (ore === null || ore === undefined || !Number.isFinite(ore)) return '';
  return SEK.format(ore / 100);
}
