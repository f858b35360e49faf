// Display formatting shared by every screen: dates in the user's language and Swedish time, Swedish phone numbers,
// postal codes, identity numbers and money. Pure functions (usable anywhere) plus useFormat() bound to the locale.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { formatPersonName, formatPhone, formatPostalAddress, formatPostalCode } from './format-text';
import { TIME_ZONE } from './time-zone';

export { formatPersonName, formatPhone, formatPostalAddress, formatPostalCode };

/** Intl locale per app language: English with European day-month order, Swedish as in Sweden. */
const INTL_LOCALE: Record<string, string> = { en: 'en-GB', sv: 'sv-SE' };
export const intlLocale = (locale: string) => INTL_LOCALE[locale] ?? locale;

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

type DateInput = string | Date | null | undefined;

/**
 * A plain date ("2026-03-14", as `date` columns come) is a calendar day: shown as that day everywhere. An instant
 * (ISO timestamp or Date) is shown as the day it is in Stockholm.
 */
function toDate(value: DateInput): { date: Date; timeZone: string } | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && PLAIN_DATE.test(value)) {
    const date = new Date(`${value}T12:00:00Z`);
    return Number.isNaN(date.getTime()) ? null : { date, timeZone: 'UTC' };
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, timeZone: TIME_ZONE };
}

/**
 * The app's one date format per language, on every screen: "14 March 2026" / "14 mars 2026" (the day, the month
 * written out, the year — unambiguous in both languages, and what the emails say too). Screens call this (or
 * useFormat().date) instead of Intl or toLocaleDateString: tests/unit/date-format.test.ts holds them to it.
 */
const DATE_OPTIONS = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** "14 March 2026" / "14 mars 2026"; '' for a missing or unreadable value. */
export function formatDate(value: DateInput, locale: string): string {
  const parsed = toDate(value);
  if (!parsed) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), { ...DATE_OPTIONS, timeZone: parsed.timeZone }).format(
    parsed.date,
  );
}

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
  const place = [address?.trim(), formatPostalAddress(postalCode, city)].filter(Boolean).join(', ');
  return place ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}` : null;
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

/** The formatters above with the user's language filled in. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      date: (value: DateInput) => formatDate(value, locale),
      dateTime: (value: DateInput) => formatDateTime(value, locale),
      time: (value: DateInput) => formatTime(value, locale),
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(intlLocale(locale), options).format(value),
      phone: formatPhone,
      postalCode: formatPostalCode,
      postalAddress: formatPostalAddress,
      personalId: formatPersonalId,
      organizationNumber: formatOrganizationNumber,
      money: formatMoney,
      personName: formatPersonName,
    }),
    [locale],
  );
}
