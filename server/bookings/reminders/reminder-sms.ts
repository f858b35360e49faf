// The reminder as a text message: short, in the customer's language, with the answer page's link.
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n/translator';
import { responsePageUrl } from './response-token';
import type { ReminderVisit } from './reminder-visit';
import { visitWords } from './reminder-texts';

export function reminderSms(visit: ReminderVisit, language: Locale, token: string): string {
  const { date, time } = visitWords(visit, language);
  return translator(language)('reminderMail.sms', {
    company: visit.company.name,
    date,
    time,
    url: responsePageUrl(language, token),
  });
}
