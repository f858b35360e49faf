// The visit written out in the customer's language, as the reminder mail and text message say it: the date as
// lib/format.ts writes it (its React-free parts), Swedish time (the visit happens in Sweden), the place and the horses.
import type { Locale } from '@/lib/i18n/locales';
import { formatDate, intlLocale } from '@/lib/format-date';
import { formatPlace } from '@/lib/format-text';
import { stockholmParts } from '@/lib/time-zone';
import { translator } from '@/server/i18n/translator';
import type { ReminderVisit } from './reminder-visit';

export type VisitWords = {
  /** "14 mars 2026" */
  date: string;
  /** "09:30" */
  time: string;
  /** "14 mars 2026 kl. 09:30–10:30" (the end's date too when it is another day) */
  when: string;
  /** "Stallvägen 2, 741 93 Knivsta", or '' */
  place: string;
  /** "Blixten och Stjärna", or '' */
  horses: string;
  /** "Anna Svensson (hovslagare)": who comes, with their title in lower case as prose has it; '' without a person. */
  person: string;
};

/** The person as a sentence names them: "Anna Svensson (hovslagare)", or the name alone without a title. */
function personWords(person: ReminderVisit['person'], locale: Locale): string {
  if (!person) return '';
  const title = person.title?.toLocaleLowerCase(intlLocale(locale));
  return title ? `${person.name} (${title})` : person.name;
}

export function visitWords(visit: ReminderVisit, locale: Locale): VisitWords {
  const t = translator(locale);
  const start = stockholmParts(visit.startAt);
  const end = stockholmParts(visit.endAt);
  const date = formatDate(visit.startAt, locale);
  const when =
    start.date === end.date
      ? t('reminderMail.when', { date, start: start.time, end: end.time })
      : t('reminderMail.whenSpan', {
          date,
          start: start.time,
          endDate: formatDate(visit.endAt, locale),
          end: end.time,
        });
  const place = formatPlace(visit.address, visit.postalNumber, visit.city);
  const horses = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(visit.animals);
  return { date, time: start.time, when, place, horses, person: personWords(visit.person, locale) };
}
