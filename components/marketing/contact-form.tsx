'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { CONTACT_LIMITS, checkContact } from '@/lib/validation/contact-rules';
import { Honeypot, SiteField, SubmitRow, ThankYou, controlProps, useSiteForm } from './site-form';

/** The /contact-us form (spec 7: contact/send). */
export function ContactForm() {
  const t = useTranslations('site.contact');
  const id = useId();
  const form = useSiteForm({
    endpoint: 'contact/send',
    initial: { name: '', email: '', message: '' },
    check: checkContact,
  });

  if (form.status === 'sent') {
    return <ThankYou title={t('thanksTitle')} text={t('thanksText', { email: form.values.email.trim() })} />;
  }

  const { error: nameError, ...name } = form.field('name');
  const { error: emailError, ...email } = form.field('email');
  const { error: messageError, ...message } = form.field('message');
  const messageHint = t('fields.messageHint', { min: CONTACT_LIMITS.messageMin });

  return (
    <form noValidate onSubmit={form.onSubmit} className="relative space-y-5">
      <SiteField id={`${id}-name`} label={t('fields.name')} error={nameError}>
        <Input {...name} {...controlProps(`${id}-name`, nameError)} autoComplete="name" required />
      </SiteField>
      <SiteField id={`${id}-email`} label={t('fields.email')} error={emailError}>
        <Input
          {...email}
          {...controlProps(`${id}-email`, emailError)}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required
        />
      </SiteField>
      <SiteField id={`${id}-message`} label={t('fields.message')} hint={messageHint} error={messageError}>
        <Textarea
          {...message}
          {...controlProps(`${id}-message`, messageError, messageHint)}
          rows={6}
          required
        />
      </SiteField>
      <Honeypot id={`${id}-website`} label={t('fields.website')} {...form.honeypot} />
      <SubmitRow status={form.status} label={t('submit')} sendingLabel={t('sending')} />
    </form>
  );
}
