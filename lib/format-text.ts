// Formatting of Swedish phone numbers, postal addresses and names that needs no React, so server code (the calendar
// feed) can use it: importing lib/format.ts, with its hook, into the API would pull next-intl's React entry into the
// server bundles. The screens get the same functions through lib/format.ts and useFormat().
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Swedish numbers nationally (+46701234567 → 070-123 45 67), others internationally; unparsable as given. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const phone = parsePhoneNumberFromString(value, 'SE');
  if (!phone) return value;
  return phone.country === 'SE' ? phone.formatNational() : phone.formatInternational();
}

/** 74192 → "741 92". */
export function formatPostalCode(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\s/g, '');
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3)}` : value;
}

/** "741 92 Knivsta" from the parts that are present. */
export function formatPostalAddress(postalCode: string | null | undefined, city: string | null | undefined) {
  return [formatPostalCode(postalCode), city].filter(Boolean).join(' ');
}

/** "Stallbacken 2, 741 93 Alsike": a street address and its postal address, from the parts that are present. */
export function formatPlace(
  address: string | null | undefined,
  postalCode: string | null | undefined,
  city: string | null | undefined,
): string {
  return [address?.trim(), formatPostalAddress(postalCode, city)].filter(Boolean).join(', ');
}

/** A Google Maps search for a place: opens the maps app on a phone, the map in a browser. */
export const mapLink = (place: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

/** "Anna Berg" from a first and an optional last name. */
export function formatPersonName(firstName: string | null | undefined, lastName?: string | null): string {
  return [firstName, lastName].filter(Boolean).join(' ');
}
