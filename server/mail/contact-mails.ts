// Mails from the public site to the company inbox (COMPANY_INBOX): a contact message or a demo request, with
// Reply-To set to the visitor so that answering the mail answers them. Written in Swedish, the team's language;
// the visitor's language is stated so the reply can be in it.
import 'server-only';
import { env } from '@/server/env';
import type { Locale } from '@/lib/i18n/locales';
import type { Profession } from '@/lib/validation/contact-rules';
import { translator } from '@/server/i18n/translator';
import { sendMail } from './transport';
import { escapeHtml } from './escape-html';

const INBOX_LOCALE: Locale = 'sv';

/** Header values stay on one line whatever the visitor typed. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

type Row = [label: string, value: string | undefined];

/** An introduction, the visitor's details as label/value rows, and their message as written. */
function compose(opts: { subject: string; intro: string; rows: Row[]; message?: string; replyHint: string }) {
  const rows = opts.rows.map(([label, value]) => [label, value?.trim() || '—'] as const);
  const text = [
    opts.intro,
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...(opts.message ? [opts.message] : []),
    opts.replyHint,
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(opts.intro)}</p>`,
    '<table cellpadding="4">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(opts.message ? [`<p style="white-space:pre-wrap">${escapeHtml(opts.message)}</p>`] : []),
    `<p>${escapeHtml(opts.replyHint)}</p>`,
  ].join('\n');
  return { subject: opts.subject, text, html };
}

export async function sendContactMessageMail(msg: {
  name: string;
  email: string;
  message: string;
  locale: Locale;
}) {
  const t = translator(INBOX_LOCALE);
  const name = oneLine(msg.name);
  await sendMail({
    to: env().COMPANY_INBOX,
    replyTo: { name, address: msg.email },
    ...compose({
      subject: t('email.contactMessage.subject', { name }),
      intro: t('email.contactMessage.intro'),
      rows: [
        [t('email.siteForm.name'), msg.name],
        [t('email.siteForm.email'), msg.email],
        [t('email.siteForm.language'), t(`common.languages.${msg.locale}`)],
      ],
      message: msg.message,
      replyHint: t('email.siteForm.replyHint', { name }),
    }),
  });
}

export async function sendDemoRequestMail(req: {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  profession: Profession;
  preferredTime?: string;
  message?: string;
  locale: Locale;
}) {
  const t = translator(INBOX_LOCALE);
  const name = oneLine(req.name);
  const profession = t(`email.siteForm.professions.${req.profession}`);
  await sendMail({
    to: env().COMPANY_INBOX,
    replyTo: { name, address: req.email },
    ...compose({
      subject: t('email.demoRequest.subject', { name, profession }),
      intro: t('email.demoRequest.intro'),
      rows: [
        [t('email.siteForm.name'), req.name],
        [t('email.siteForm.email'), req.email],
        [t('email.siteForm.phone'), req.phone],
        [t('email.siteForm.company'), req.company],
        [t('email.siteForm.profession'), profession],
        [t('email.siteForm.preferredTime'), req.preferredTime],
        [t('email.siteForm.language'), t(`common.languages.${req.locale}`)],
      ],
      message: req.message,
      replyHint: t('email.siteForm.replyHint', { name }),
    }),
  });
}
