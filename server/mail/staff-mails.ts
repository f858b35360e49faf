// The invitation a new staff member gets (issue 25): who invited them to which company, and the one-time link to
// choose their password, in the language the owner works in.
import 'server-only';
import { env } from '@/server/env';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n/translator';
import { escapeHtml } from './escape-html';
import { sendMail } from './transport';

export async function sendStaffInvitationMail({
  to,
  name,
  inviter,
  company,
  token,
  locale,
}: {
  to: string;
  name: string;
  inviter: string;
  company: string;
  token: string;
  locale: Locale;
}) {
  const t = translator(locale);
  const url = `${env().APP_URL}/${locale}/staff-invite/${encodeURIComponent(token)}`;
  const paragraphs = [
    t('email.greeting', { name }),
    t('staff.invitation.body', { inviter, company }),
    url,
    t('staff.invitation.once'),
    t('staff.invitation.ignore'),
    t('email.signature'),
  ];
  const html = paragraphs
    .map((p) =>
      p === url ? `<p><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></p>` : `<p>${escapeHtml(p)}</p>`,
    )
    .join('\n');
  await sendMail({
    to,
    subject: t('staff.invitation.subject', { company }),
    text: paragraphs.join('\n\n'),
    html,
  });
}
