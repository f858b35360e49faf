'use client';
// The formatters of lib/format.ts with the user's language filled in.
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMoney,
  formatOrganizationNumber,
  formatPersonName,
  formatPersonalId,
  formatPhone,
  formatPostalAddress,
  formatPostalCode,
  formatTime,
  intlLocale,
  type DateInput,
} from '@/lib/format';

export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      date: (value: DateInput) => formatDate(value, locale),
      /** "27 Nov": a day in the weeks ahead (a booked visit). */
      dayMonth: (value: DateInput) => formatDayMonth(value, locale),
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
