// The account emails (verification code, password reset, welcome) in the language of the request; the notices to
// an address's owner (a sign-up attempt, a cancelled account) in the owner's own language.
import 'server-only';
import { env } from '@/server/env';
import type { Locale } from '@/lib/i18n/locales';
import { TIME_ZONE } from '@/lib/time-zone';
import { requestContext } from '@/server/request-context';
import { translator } from '@/server/i18n/translator';
import { sendMail } from './transport';
import { escapeHtml } from './escape-html';

/** "2 June 2026" / "2 juni 2026": an instant as its day in Stockholm, a plain date (YYYY-MM-DD) as that day. */
export function longDate(value: Date | string, locale: Locale): string {
  const plain = typeof value === 'string';
  return new Intl.DateTimeFormat(locale === 'sv' ? 'sv-SE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: plain ? 'UTC' : TIME_ZONE,
  }).format(plain ? new Date(`${value}T12:00:00Z`) : value);
}

/** Lays out paragraphs as plain text and as simple HTML; links are given as separate paragraphs. */
function compose(to: string, subject: string, paragraphs: string[], locale = requestContext().locale) {
  const t = translator(locale);
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

/** The code that proves a new sign-in email (sent to the new address). */
export async function sendEmailChangeOtpMail({ to, otp }: { to: string; otp: string }) {
  const t = translator(requestContext().locale);
  await compose(to, t('email.changeEmailOtp.subject', { otp }), [
    t('email.changeEmailOtp.body', { otp }),
    t('email.changeEmailOtp.ignore'),
  ]);
}

/** To the old sign-in email, in the user's own language: it no longer signs in; what to do if it was not them. */
export async function sendEmailChangedMail({
  to,
  name,
  newEmail,
  locale,
}: {
  to: string;
  name: string;
  newEmail: string;
  locale: Locale;
}) {
  const t = translator(locale);
  await compose(
    to,
    t('email.emailChanged.subject'),
    [
      t('email.greeting', { name }),
      t('email.emailChanged.body', { email: to, newEmail }),
      t('email.emailChanged.notYou', { inbox: env().COMPANY_INBOX }),
    ],
    locale,
  );
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
  const date = longDate(trialEndsAt, locale);
  await compose(to, t('email.welcome.subject'), [
    t('email.greeting', { name }),
    t('email.welcome.body', { date }),
    t('email.welcome.next', { url: `${env().APP_URL}/login` }),
  ]);
}

/** To the owner of an address someone tried to sign up with: nothing was created; how to get in instead. */
export async function sendSignUpAttemptMail({
  to,
  name,
  locale,
}: {
  to: string;
  name: string;
  locale: Locale;
}) {
  const t = translator(locale);
  const url = env().APP_URL;
  await compose(
    to,
    t('email.signUpAttempt.subject'),
    [
      t('email.greeting', { name }),
      t('email.signUpAttempt.body', { email: to }),
      t('email.signUpAttempt.login'),
      `${url}/login`,
      t('email.signUpAttempt.forgot'),
      `${url}/forgot-password`,
      t('email.signUpAttempt.ignore'),
    ],
    locale,
  );
}

/** To the owner of a cancelled account someone tried to sign up with: when it was cancelled, until when it can come back. */
export async function sendCancelledAccountMail({
  to,
  name,
  locale,
  cancelledAt,
  purgeAfter,
}: {
  to: string;
  name: string;
  locale: Locale;
  cancelledAt: Date;
  purgeAfter: string;
}) {
  const t = translator(locale);
  const url = env().APP_URL;
  await compose(
    to,
    t('email.cancelledAccount.subject'),
    [
      t('email.greeting', { name }),
      t('email.cancelledAccount.body', { email: to, cancelledOn: longDate(cancelledAt, locale) }),
      t('email.cancelledAccount.kept', { keptUntil: longDate(purgeAfter, locale) }),
      t('email.cancelledAccount.restore'),
      `${url}/login`,
      t('email.cancelledAccount.forgot'),
      `${url}/forgot-password`,
      t('email.cancelledAccount.ignore'),
    ],
    locale,
  );
}

/** To an account's owner when Stripe could not charge the subscription: what happens now, and where the card is. */
export async function sendPaymentFailedMail({
  to,
  name,
  locale,
}: {
  to: string;
  name: string;
  locale: Locale;
}) {
  const t = translator(locale);
  await compose(
    to,
    t('email.paymentFailed.subject'),
    [
      t('email.greeting', { name }),
      t('email.paymentFailed.body'),
      t('email.paymentFailed.action'),
      `${env().APP_URL}/profile#subscription`,
    ],
    locale,
  );
}
