'use client';
// A new message: to a customer (picked by search, mailed to them; their reply goes to the company's email) or to a
// colleague of the account. In a thread the receiver is fixed and only the text is asked for.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { OwnerPicker } from '@/components/customers/owner-picker';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { isApiError, type FieldErrors } from '@/lib/client/api-client';
import { sendMessage, type Message } from '@/lib/client/message-api';
import { toast } from '@/lib/client/toast';
import { inboxKeys, inboxQueries } from './inbox-keys';

export type Receiver = { kind: 'customer' | 'user'; id: string };

export function ComposeForm({ to, onSent }: { to?: Receiver; onSent: (message: Message) => void }) {
  const t = useTranslations('inbox');
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Receiver['kind']>(to?.kind ?? 'customer');
  const [customerId, setCustomerId] = useState(to?.kind === 'customer' ? to.id : '');
  const [receiverId, setReceiverId] = useState(to?.kind === 'user' ? to.id : '');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const colleagues = useQuery({ ...inboxQueries.colleagues(), enabled: !to && kind === 'user' });

  const send = useMutation({
    mutationFn: () =>
      sendMessage({
        ...(kind === 'customer'
          ? { customerId: customerId || undefined }
          : { receiverId: receiverId || undefined }),
        subject: subject || undefined,
        body,
      }),
    onSuccess: (message) => {
      setErrors({});
      setSubject('');
      setBody('');
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
      toast.success(t('sent'));
      onSent(message);
    },
    onError: (error) => {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      else toast.error(isApiError(error) ? error.message : t('sendFailed'));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate();
  }

  const receiverError = errors.receiverId ?? errors.customerId;
  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label={to ? t('reply') : t('compose')}>
      {!to && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-800">{t('to')}</legend>
          <div className="flex flex-wrap gap-4">
            {(['customer', 'user'] as const).map((k) => (
              <label key={k} className="flex min-h-11 items-center gap-2 text-stone-800">
                <input
                  type="radio"
                  name="receiver-kind"
                  value={k}
                  checked={kind === k}
                  onChange={() => setKind(k)}
                  className="size-4 accent-brand-700"
                />
                {k === 'customer' ? t('toCustomer') : t('toColleague')}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {!to && kind === 'customer' && (
        <FormField label={t('customer')} error={receiverError}>
          <OwnerPicker
            value={customerId}
            onChange={setCustomerId}
            label={t('customer')}
            clearable={false}
            texts={{ placeholder: t('chooseCustomer'), dialogLabel: t('chooseCustomer') }}
          />
        </FormField>
      )}
      {!to && kind === 'user' && (
        <FormField label={t('colleague')} error={receiverError}>
          <Select
            value={receiverId}
            onChange={(e) => setReceiverId(e.target.value)}
            placeholder={t('chooseColleague')}
            options={(colleagues.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </FormField>
      )}
      {to && receiverError && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {receiverError}
        </p>
      )}
      <FormField label={t('subject')} error={errors.subject}>
        <Input value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={200} />
      </FormField>
      <FormField label={t('body')} error={errors.body}>
        <Textarea value={body} onChange={(e) => setBody(e.target.value)} rows={5} maxLength={5000} />
      </FormField>
      {kind === 'customer' && <p className="text-sm text-stone-600">{t('replyNote')}</p>}
      <Button type="submit" loading={send.isPending}>
        {send.isPending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
