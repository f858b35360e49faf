// The account emails (verification code, password reset, welcome) in the language of the request.
import { env } from '@/lib/env';
import { requestContext } from '@/server/request-context';
import { translator } from '@/server/i18n/translator';
import { sendMail } from './transport';

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Lays out paragraphs as plain text and as simple HTML; links are given as separate paragraphs. */
function compose(to: string, subject: string, paragraphs: string[]) {
  const t = translator(requestContext().locale);
  const all = [...paragraphs, t('email.signature')];
  const html = all
    .map((p) =>
      /^https?:\/\//.test(p)
        ? `<p><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></p>`
        : `<p>${escapeHtml(p)}</p>`,
    )
    .join('\n');
  return sendMail({ to, subject, text: all.join('\n\n'), html });
}

export async function sendOtpMail({ to, otp }: { to: string; otp: string }) {
  const t = translator(requestContext().locale);
  await compose(to, t('email.otp.subject', { otp }), [t('email.otp.body', { otp }), t('email.otp.ignore')]);
}

export async function sendResetMail({ to, name, token }: { to: string; name: string; token: string }) {
  const t = translator(requestContext().locale);
  const url = `${env().APP_URL}/reset-password/${encodeURIComponent(token)}`;
  await compose(to, t('email.reset.subject'), [
    t('email.greeting', { name }),
    t('email.reset.body'),
    url,
    t('email.reset.ignore'),
  ]);
}

export async function sendWelcomeMail({
  to,
  name,
  trialEndsAt,
}: {
  to: string;
  name: string;
  trialEndsAt: Date;
}) {
  const { locale } = requestContext();
  const t = translator(locale);
  const date = new Intl.DateTimeFormat(locale === 'sv' ? 'sv-SE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Stockholm',
  }).format(trialEndsAt);
  await compose(to, t('email.welcome.subject'), [
    t('email.greeting', { name }),
    t('email.welcome.body', { date }),
    t('email.welcome.next', { url: `${env().APP_URL}/login` }),
  ]);
}
