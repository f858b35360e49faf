// Display formatting shared by the screens (lib/format.ts).
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatMoney,
  formatOrganizationNumber,
  formatPersonalId,
  formatPhone,
  formatPostalCode,
  formatTime,
  mapsHref,
  phoneHref,
  smsHref,
} from '@/lib/format';

describe('format', () => {
  it('shows Swedish numbers nationally and others internationally', () => {
    expect(formatPhone('+46701234567')).toBe('070-123 45 67');
    expect(formatPhone('+4687654321')).toBe('08-765 43 21');
    expect(formatPhone('+4318765432')).toMatch(/^\+43 /);
    expect(formatPhone(null)).toBe('');
  });

  it('makes one-tap call and text links in E.164', () => {
    expect(phoneHref('070-123 45 67')).toBe('tel:+46701234567');
    expect(smsHref('+46701234567')).toBe('sms:+46701234567');
    expect(smsHref('0043 1 876 54 32')).toBe('sms:+4318765432');
  });

  it('formats postal codes, identity numbers and money', () => {
    expect(formatPostalCode('74192')).toBe('741 92');
    expect(formatPostalCode('741 92')).toBe('741 92');
    expect(formatPersonalId('198112289874')).toBe('19811228-9874');
    expect(formatPersonalId('198112289874', { masked: true })).toBe('19811228-****');
    expect(formatOrganizationNumber('5560160680')).toBe('556016-0680');
    expect(formatMoney(123450).replace(/\s/g, ' ')).toBe('1 234,50 kr');
    expect(formatMoney(null)).toBe('');
  });

  it('shows plain dates as that calendar day and instants in Stockholm time', () => {
    expect(formatDate('2026-03-14', 'en')).toBe('14 March 2026');
    expect(formatDate('2026-03-14', 'sv')).toBe('14 mars 2026');
    // 23:30 UTC on 31 December is already New Year's Day in Stockholm.
    expect(formatDate('2026-12-31T23:30:00Z', 'en')).toBe('1 January 2027');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('shows a time of day in Stockholm on the 24-hour clock in both languages', () => {
    expect(formatTime('2026-03-14T08:05:00Z', 'en')).toBe('09:05');
    expect(formatTime('2026-07-01T14:30:00Z', 'sv')).toBe('16:30');
    expect(formatTime(null, 'en')).toBe('');
  });

  it("opens a place in the phone's maps: Google Maps' search URL, or nothing without a place", () => {
    expect(mapsHref('Stallvägen 2', '74193', 'Knivsta')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Stallv%C3%A4gen%202%2C%20741%2093%20Knivsta',
    );
    expect(mapsHref(null, null, 'Knivsta')).toBe('https://www.google.com/maps/search/?api=1&query=Knivsta');
    expect(mapsHref(' ', null, null)).toBeNull();
  });
});
