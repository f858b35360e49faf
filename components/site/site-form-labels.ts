import 'server-only';
// The texts of the public forms, resolved on the server and handed to the client components as plain props: the
// pages then ship no translation runtime (about 12 KB gzip of message formatting) for two forms.
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import {
  CONTACT_LIMITS,
  PROFESSIONS,
  type ContactErrorCode,
  type Profession,
} from '@/lib/validation/contact-rules';

const ERROR_CODES: ContactErrorCode[] = [
  'required',
  'tooLong',
  'email',
  'emailTooLong',
  'contactMessageTooShort',
  'contactMessageTooLong',
  'contactPhone',
  'profession',
];

/** What every public form shows besides its fields. `thanksText` keeps an `{email}` slot for the sender's address. */
export type SiteFormTexts = {
  locale: Locale;
  errors: Record<ContactErrorCode, string>;
  failed: string;
  submit: string;
  sending: string;
  thanksTitle: string;
  thanksText: string;
};

async function formTexts(locale: Locale, namespace: 'contact' | 'bookDemo'): Promise<SiteFormTexts> {
  const contact = await getTranslations({ locale, namespace: 'site.contact' });
  const t = await getTranslations({ locale, namespace: `site.${namespace}` as 'site.contact' });
  return {
    locale,
    errors: Object.fromEntries(ERROR_CODES.map((code) => [code, contact(`errors.${code}`)])) as Record<
      ContactErrorCode,
      string
    >,
    failed: contact('failed'),
    submit: t('submit'),
    sending: t('sending'),
    thanksTitle: t('thanksTitle'),
    // The address is only known in the browser; the placeholder survives formatting as itself.
    thanksText: t('thanksText', { email: '{email}' }),
  };
}

export type ContactFormLabels = SiteFormTexts & {
  fields: { name: string; email: string; message: string; messageHint: string; website: string };
};

export async function contactFormLabels(locale: Locale): Promise<ContactFormLabels> {
  const t = await getTranslations({ locale, namespace: 'site.contact.fields' });
  return {
    ...(await formTexts(locale, 'contact')),
    fields: {
      name: t('name'),
      email: t('email'),
      message: t('message'),
      messageHint: t('messageHint', { min: CONTACT_LIMITS.messageMin }),
      website: t('website'),
    },
  };
}

export type BookDemoFormLabels = SiteFormTexts & {
  fields: {
    name: string;
    email: string;
    phone: string;
    company: string;
    profession: string;
    professionPlaceholder: string;
    preferredTime: string;
    preferredTimeHint: string;
    message: string;
    website: string;
  };
  professions: Record<Profession, string>;
};

export async function bookDemoFormLabels(locale: Locale): Promise<BookDemoFormLabels> {
  const t = await getTranslations({ locale, namespace: 'site.bookDemo' });
  const field = (name: keyof BookDemoFormLabels['fields']) => t(`fields.${name}`);
  return {
    ...(await formTexts(locale, 'bookDemo')),
    fields: {
      name: field('name'),
      email: field('email'),
      phone: field('phone'),
      company: field('company'),
      profession: field('profession'),
      professionPlaceholder: field('professionPlaceholder'),
      preferredTime: field('preferredTime'),
      preferredTimeHint: field('preferredTimeHint'),
      message: field('message'),
      website: field('website'),
    },
    professions: Object.fromEntries(PROFESSIONS.map((p) => [p, t(`professions.${p}`)])) as Record<
      Profession,
      string
    >,
  };
}
