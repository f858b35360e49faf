'use client';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { PROFESSIONS, checkDemo } from '@/lib/validation/contact-rules';
import type { BookDemoFormLabels } from './site-form-labels';
import {
  Honeypot,
  NameAndEmailFields,
  SiteField,
  SubmitRow,
  ThankYou,
  controlProps,
  useSiteForm,
} from './site-form';

/** The /book-demo form: who they are, what they do, and when a 30-minute online demo would suit them. */
export function BookDemoForm({ labels }: { labels: BookDemoFormLabels }) {
  const id = useId();
  const form = useSiteForm({
    endpoint: 'contact/book-demo',
    draftName: 'book-demo',
    initial: { name: '', email: '', phone: '', company: '', profession: '', preferredTime: '', message: '' },
    check: checkDemo,
    texts: labels,
  });

  if (form.status === 'sent') {
    return <ThankYou texts={labels} email={form.values.email} />;
  }

  const { error: phoneError, ...phone } = form.field('phone');
  const { error: companyError, ...company } = form.field('company');
  const { error: professionError, ...profession } = form.field('profession');
  const { error: timeError, ...preferredTime } = form.field('preferredTime');
  const { error: messageError, ...message } = form.field('message');
  const timeHint = labels.fields.preferredTimeHint;

  return (
    <form noValidate onSubmit={form.onSubmit} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <NameAndEmailFields
          id={id}
          labels={labels.fields}
          name={form.field('name')}
          email={form.field('email')}
        />
        <SiteField id={`${id}-phone`} label={labels.fields.phone} error={phoneError}>
          <Input {...phone} {...controlProps(`${id}-phone`, phoneError)} type="tel" autoComplete="tel" />
        </SiteField>
        <SiteField id={`${id}-company`} label={labels.fields.company} error={companyError}>
          <Input {...company} {...controlProps(`${id}-company`, companyError)} autoComplete="organization" />
        </SiteField>
      </div>
      <SiteField id={`${id}-profession`} label={labels.fields.profession} error={professionError}>
        <Select
          {...profession}
          {...controlProps(`${id}-profession`, professionError)}
          placeholder={labels.fields.professionPlaceholder}
          options={PROFESSIONS.map((value) => ({ value, label: labels.professions[value] }))}
          required
        />
      </SiteField>
      <SiteField id={`${id}-time`} label={labels.fields.preferredTime} hint={timeHint} error={timeError}>
        <Input {...preferredTime} {...controlProps(`${id}-time`, timeError, timeHint)} autoComplete="off" />
      </SiteField>
      <SiteField id={`${id}-message`} label={labels.fields.message} error={messageError}>
        <Textarea {...message} {...controlProps(`${id}-message`, messageError)} rows={4} />
      </SiteField>
      <Honeypot id={`${id}-website`} label={labels.fields.website} {...form.honeypot} />
      <SubmitRow status={form.status} texts={labels} />
    </form>
  );
}
