// The reminder as a text message: short, in the customer's language, with the answer page's link.
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n/translator';
import { responsePageUrl } from './response-token';
import type { ReminderVisit } from './reminder-visit';
import { visitWords } from './reminder-texts';

export function reminderSms(visit: ReminderVisit, language: Locale, token: string): string {
  const { date, time, person } = visitWords(visit, language);
  const values = { company: visit.company.name, date, time, url: responsePageUrl(language, token) };
  const t = translator(language);
  return person ? t('reminderMail.smsWithPerson', { ...values, person }) : t('reminderMail.sms', values);
}
