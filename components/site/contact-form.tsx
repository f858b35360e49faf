'use client';
import { useId } from 'react';
import { Textarea } from '@/components/ui/textarea';
import { checkContact } from '@/lib/validation/contact-rules';
import type { ContactFormLabels } from './site-form-labels';
import {
  Honeypot,
  NameAndEmailFields,
  SiteField,
  SubmitRow,
  ThankYou,
  controlProps,
  useSiteForm,
} from './site-form';

/** The /contact-us form (spec 7: contact/send). */
export function ContactForm({ labels }: { labels: ContactFormLabels }) {
  const id = useId();
  const form = useSiteForm({
    endpoint: 'contact/send',
    draftName: 'contact-us',
    initial: { name: '', email: '', message: '' },
    check: checkContact,
    texts: labels,
  });

  if (form.status === 'sent') {
    return <ThankYou texts={labels} email={form.values.email} />;
  }

  const { error: messageError, ...message } = form.field('message');
  const messageHint = labels.fields.messageHint;

  return (
    <form noValidate onSubmit={form.onSubmit} className="relative space-y-5">
      <NameAndEmailFields
        id={id}
        labels={labels.fields}
        name={form.field('name')}
        email={form.field('email')}
      />
      <SiteField id={`${id}-message`} label={labels.fields.message} hint={messageHint} error={messageError}>
        <Textarea
          {...message}
          {...controlProps(`${id}-message`, messageError, messageHint)}
          rows={6}
          required
        />
      </SiteField>
      <Honeypot id={`${id}-website`} label={labels.fields.website} {...form.honeypot} />
      <SubmitRow status={form.status} texts={labels} />
    </form>
  );
}
