// The reminder mail: from the company (its name as the sender, answers to its email), in the customer's language,
// as plain text and simple HTML, with the visit and the two answer links.
import type { Locale } from '@/lib/i18n/locales';
import { formatPhone } from '@/lib/format-text';
import { translator } from '@/server/i18n/translator';
import type { OutgoingMail } from '@/server/mail/transport';
import { responsePageUrl } from './response-token';
import type { ReminderVisit } from './reminder-visit';
import { visitWords } from './reminder-texts';
import { escapeHtml } from '@/server/mail/escape-html';

const button = (href: string, label: string, colour: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;border-radius:8px;` +
  `background:${colour};color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(label)}</a></p>`;

export function reminderMail(
  visit: ReminderVisit,
  customer: { firstName: string; email: string; language: Locale },
  token: string,
): OutgoingMail {
  const locale = customer.language;
  const t = translator(locale);
  const words = visitWords(visit, locale);
  const company = visit.company.name;
  const confirmUrl = responsePageUrl(locale, token, 'confirmed');
  const declineUrl = responsePageUrl(locale, token, 'declined');

  const facts = [
    t('reminderMail.whenLine', { when: words.when }),
    ...(words.place ? [t('reminderMail.placeLine', { place: words.place })] : []),
    ...(words.horses ? [t('reminderMail.horsesLine', { horses: words.horses })] : []),
  ];
  const contact = visit.company.phone
    ? t('reminderMail.contactPhone', { company, phone: formatPhone(visit.company.phone) })
    : t('reminderMail.contactReply', { company });
  const greeting = t('reminderMail.greeting', { name: customer.firstName });
  const intro = [
    t('reminderMail.intro', { company }),
    ...(words.person ? [t('reminderMail.personComes', { person: words.person })] : []),
  ].join(' ');
  const closing = [t('reminderMail.regards'), company];

  const text = [
    greeting,
    intro,
    facts.join('\n'),
    `${t('reminderMail.confirmAsk')}\n${confirmUrl}`,
    `${t('reminderMail.declineAsk', { company })}\n${declineUrl}`,
    contact,
    closing.join('\n'),
    t('reminderMail.footer', { company }),
  ].join('\n\n');

  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${facts.map(escapeHtml).join('<br>')}</p>`,
    `<p>${escapeHtml(t('reminderMail.confirmAsk'))}</p>`,
    button(confirmUrl, t('reminderMail.confirm'), '#1d4a37'),
    `<p>${escapeHtml(t('reminderMail.declineAsk', { company }))}</p>`,
    button(declineUrl, t('reminderMail.decline'), '#9a3412'),
    `<p>${escapeHtml(contact)}</p>`,
    `<p>${closing.map(escapeHtml).join('<br>')}</p>`,
    `<p style="color:#78716c;font-size:12px">${escapeHtml(t('reminderMail.footer', { company }))}</p>`,
  ].join('\n');

  return {
    to: customer.email,
    subject: t('reminderMail.subject', { company, date: words.date, time: words.time }),
    text,
    html,
    fromName: company,
    replyTo: { name: company, address: visit.company.email },
  };
}
