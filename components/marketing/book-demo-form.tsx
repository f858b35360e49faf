'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { PROFESSIONS, checkDemo } from '@/lib/validation/contact-rules';
import { Honeypot, SiteField, SubmitRow, ThankYou, controlProps, useSiteForm } from './site-form';

/** The /book-demo form: who they are, what they do, and when a 30-minute online demo would suit them. */
export function BookDemoForm() {
  const t = useTranslations('site.bookDemo');
  const id = useId();
  const form = useSiteForm({
    endpoint: 'contact/book-demo',
    initial: { name: '', email: '', phone: '', company: '', profession: '', preferredTime: '', message: '' },
    check: checkDemo,
  });

  if (form.status === 'sent') {
    return <ThankYou title={t('thanksTitle')} text={t('thanksText', { email: form.values.email.trim() })} />;
  }

  const { error: nameError, ...name } = form.field('name');
  const { error: emailError, ...email } = form.field('email');
  const { error: phoneError, ...phone } = form.field('phone');
  const { error: companyError, ...company } = form.field('company');
  const { error: professionError, ...profession } = form.field('profession');
  const { error: timeError, ...preferredTime } = form.field('preferredTime');
  const { error: messageError, ...message } = form.field('message');
  const timeHint = t('fields.preferredTimeHint');

  return (
    <form noValidate onSubmit={form.onSubmit} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
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
        <SiteField id={`${id}-phone`} label={t('fields.phone')} error={phoneError}>
          <Input {...phone} {...controlProps(`${id}-phone`, phoneError)} type="tel" autoComplete="tel" />
        </SiteField>
        <SiteField id={`${id}-company`} label={t('fields.company')} error={companyError}>
          <Input {...company} {...controlProps(`${id}-company`, companyError)} autoComplete="organization" />
        </SiteField>
      </div>
      <SiteField id={`${id}-profession`} label={t('fields.profession')} error={professionError}>
        <Select
          {...profession}
          {...controlProps(`${id}-profession`, professionError)}
          placeholder={t('fields.professionPlaceholder')}
          options={PROFESSIONS.map((value) => ({ value, label: t(`professions.${value}`) }))}
          required
        />
      </SiteField>
      <SiteField id={`${id}-time`} label={t('fields.preferredTime')} hint={timeHint} error={timeError}>
        <Input {...preferredTime} {...controlProps(`${id}-time`, timeError, timeHint)} autoComplete="off" />
      </SiteField>
      <SiteField id={`${id}-message`} label={t('fields.message')} error={messageError}>
        <Textarea {...message} {...controlProps(`${id}-message`, messageError)} rows={4} />
      </SiteField>
      <Honeypot id={`${id}-website`} label={t('fields.website')} {...form.honeypot} />
      <SubmitRow status={form.status} label={t('submit')} sendingLabel={t('sending')} />
    </form>
  );
}
