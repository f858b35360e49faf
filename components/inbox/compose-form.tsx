'use client';
// A new message: to a customer (picked by search, mailed to them; their reply goes to the company's email) or to a
// colleague of the account. In a thread the receiver is fixed and only the text is asked for. On the form kit as every
// form: a draft (form_inbox-compose, or form_inbox-reply-<receiver> in a thread) restored after a reload, and a
// question before a written message is left; the server's field errors inline.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useController, useForm, useWatch } from 'react-hook-form';
import {
  DraftNotice,
  FormField,
  Select,
  Textarea,
  useFormDraft,
  useLeaveConfirmation,
} from '@/components/form';
import { OwnerPicker } from '@/components/customers/owner-picker';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { showApiError, useErrorText } from '@/lib/client/form-errors';
import { sendMessage, type Message } from '@/lib/client/message-api';
import { toast } from '@/lib/client/toast';
import { inboxKeys, inboxQueries } from './inbox-keys';

export type Receiver = { kind: 'customer' | 'user'; id: string };

type ComposeValues = {
  kind: Receiver['kind'];
  customerId: string;
  receiverId: string;
  subject: string;
  body: string;
};

/** The fields the server may name in its errors. */
const FIELDS = ['customerId', 'receiverId', 'subject', 'body'] as const;

const startingValues = (to?: Receiver): ComposeValues => ({
  kind: to?.kind ?? 'customer',
  customerId: to?.kind === 'customer' ? to.id : '',
  receiverId: to?.kind === 'user' ? to.id : '',
  subject: '',
  body: '',
});

export function ComposeForm({ to, onSent }: { to?: Receiver; onSent: (message: Message) => void }) {
  const t = useTranslations('inbox');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const form = useForm<ComposeValues>({ defaultValues: startingValues(to) });
  const { register, control, formState } = form;
  // In a thread the receiver is the thread's: only the text is the draft's.
  const draft = useFormDraft(to ? `inbox-reply-${to.id}` : 'inbox-compose', form, {
    omit: to ? ['kind', 'customerId', 'receiverId'] : [],
  });
  const { dialog } = useLeaveConfirmation(formState.isDirty && !formState.isSubmitSuccessful);
  const kind = useWatch({ control, name: 'kind' });
  const { field: customerField } = useController({ control, name: 'customerId' });
  const colleagues = useQuery({ ...inboxQueries.colleagues(), enabled: !to && kind === 'user' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const message = await sendMessage({
        ...(values.kind === 'customer'
          ? { customerId: values.customerId || undefined }
          : { receiverId: values.receiverId || undefined }),
        subject: values.subject || undefined,
        body: values.body,
      });
      draft.clearDraft();
      form.reset(startingValues(to));
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
      toast.success(t('sent'));
      onSent(message);
    } catch (error) {
      // A receiver error in a thread has no field on screen: it is shown above the text instead.
      showApiError(error, form.setError, FIELDS, t('sendFailed'));
    }
  });

  const { errors } = formState;
  const receiverError = errorText(errors.receiverId) ?? errorText(errors.customerId);
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label={to ? t('reply') : t('compose')}>
      {draft.restored && <DraftNotice onDiscard={draft.clearForm} />}
      {!to && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-800">{t('to')}</legend>
          <div className="flex flex-wrap gap-4">
            {(['customer', 'user'] as const).map((k) => (
              <label key={k} className="flex min-h-11 items-center gap-2 text-stone-800">
                <input type="radio" value={k} {...register('kind')} className="size-4 accent-brand-700" />
                {k === 'customer' ? t('toCustomer') : t('toColleague')}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {!to && kind === 'customer' && (
        <FormField label={t('customer')} error={receiverError}>
          <OwnerPicker
            value={customerField.value}
            onChange={customerField.onChange}
            label={t('customer')}
            clearable={false}
            texts={{ placeholder: t('chooseCustomer'), dialogLabel: t('chooseCustomer') }}
          />
        </FormField>
      )}
      {!to && kind === 'user' && (
        <FormField label={t('colleague')} error={receiverError}>
          <Select
            {...register('receiverId')}
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
      <FormField label={t('subject')} error={errorText(errors.subject)}>
        <Input {...register('subject')} maxLength={200} />
      </FormField>
      <FormField label={t('body')} error={errorText(errors.body)}>
        <Textarea {...register('body')} rows={5} maxLength={5000} />
      </FormField>
      {kind === 'customer' && <p className="text-sm text-stone-600">{t('replyNote')}</p>}
      <Button type="submit" loading={formState.isSubmitting}>
        {formState.isSubmitting ? t('sending') : t('send')}
      </Button>
      {dialog}
    </form>
  );
}
