'use client';
// The payment methods form (spec 3, 5): bankgiro, plusgiro, bank account (clearing + account) and Swish, each optional
// and checked when given, with the shared schema (check digits included) before anything is sent. Saved values come
// back in their written form; the draft is kept under form_u:<user>:payment-methods, and leaving a changed form asks.
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { ClipboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DraftNotice, FormActions, FormField, useFormDraft, useLeaveConfirmation } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { showApiError, useErrorText } from '@/lib/client/form-errors';
import { paymentMethodQueries } from '@/lib/client/queries/payment-methods';
import {
  bankOfClearing,
  digitsOf,
  formatAccountNumber,
  formatBankgiro,
  formatClearing,
  formatPlusgiro,
  formatSwish,
  splitBankAccount,
} from '@/lib/swedish/payment-numbers';
import { toast } from '@/lib/client/toast';
import {
  PAYMENT_FIELDS,
  paymentMethodsInput,
  type PaymentField,
  type PaymentMethods,
} from '@/lib/validation/payment-methods';

type Values = Record<PaymentField, string>;

/** The saved methods as the fields show them: written the usual way, empty where none is saved. */
function formValues(saved: PaymentMethods): Values {
  const { bankClearing: clearing, bankAccount: account } = saved;
  return {
    bankgiro: saved.bankgiro ? formatBankgiro(saved.bankgiro) : '',
    plusgiro: saved.plusgiro ? formatPlusgiro(saved.plusgiro) : '',
    bankClearing: clearing ? formatClearing(clearing) : '',
    bankAccount: clearing && account ? formatAccountNumber(clearing, account) : (account ?? ''),
    swishNumber: saved.swishNumber ? formatSwish(saved.swishNumber) : '',
  };
}

export function PaymentMethodsForm({
  ferrierId,
  saved,
  onSaved,
}: {
  ferrierId: string;
  saved: PaymentMethods;
  /** After a save: the section mounts the form anew from the saved answer (new starting values, no draft). */
  onSaved: () => void;
}) {
  const t = useTranslations('paymentMethods');
  const tf = useTranslations('form');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const form = useForm({
    resolver: zodResolver(paymentMethodsInput),
    defaultValues: formValues(saved),
  });
  const { register, formState } = form;
  const draft = useFormDraft('payment-methods', form);
  const { dialog } = useLeaveConfirmation(formState.isDirty);
  const save = paymentMethodQueries.useSave(ferrierId);

  const clearing = useWatch({ control: form.control, name: 'bankClearing' });
  const clearingDigits = typeof clearing === 'string' ? digitsOf(clearing) : null;
  const bank = clearingDigits && clearingDigits.length >= 4 ? bankOfClearing(clearingDigits) : null;

  // A whole account pasted into either field, as banks print it ("8327-9, 123 456 789-7"), fills both fields.
  const pasteWholeAccount = (event: ClipboardEvent<HTMLInputElement>) => {
    const parts = splitBankAccount(event.clipboardData.getData('text'));
    if (!parts) return;
    event.preventDefault();
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted } as const;
    form.setValue('bankClearing', parts.clearing, options);
    form.setValue('bankAccount', parts.account, options);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      draft.clearDraft();
      toast.success(t('saved'));
      onSaved();
    } catch (error) {
      showApiError(error, form.setError, PAYMENT_FIELDS, tc('networkError'));
    }
  });

  const field = (name: PaymentField) => ({
    label: t(`fields.${name}`),
    error: errorText(formState.errors[name]),
  });
  // Digits with spaces and dashes: the numeric keypad on phones (Swish may start with +46: the phone keypad).
  const number = (name: PaymentField) => ({
    ...register(name),
    autoComplete: 'off',
    inputMode: name === 'swishNumber' ? ('tel' as const) : ('numeric' as const),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {draft.restored && <DraftNotice onDiscard={draft.clearForm} />}
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-5">
        <FormField {...field('bankgiro')} hint={t('hints.bankgiro')}>
          <Input {...number('bankgiro')} />
        </FormField>
        <FormField {...field('plusgiro')} hint={t('hints.plusgiro')}>
          <Input {...number('plusgiro')} />
        </FormField>
        <fieldset className="min-w-0 sm:col-span-2">
          <legend className="mb-2 text-sm font-semibold text-stone-900">{t('bankAccount')}</legend>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)] sm:gap-5">
            <FormField
              {...field('bankClearing')}
              hint={bank ? t('bank', { name: bank.bankName }) : t('hints.bankClearing')}
            >
              <Input {...number('bankClearing')} onPaste={pasteWholeAccount} />
            </FormField>
            <FormField {...field('bankAccount')} hint={t('hints.bankAccount')}>
              <Input {...number('bankAccount')} onPaste={pasteWholeAccount} />
            </FormField>
          </div>
        </fieldset>
        <FormField {...field('swishNumber')} hint={t('hints.swishNumber')}>
          <Input {...number('swishNumber')} />
        </FormField>
      </div>
      <FormActions>
        <Button type="submit" size="lg" loading={formState.isSubmitting}>
          {t('save')}
        </Button>
        {formState.isDirty && (
          <Button size="lg" variant="ghost" onClick={draft.clearForm} className="sm:mr-auto">
            {tf('discardChanges')}
          </Button>
        )}
      </FormActions>
      {dialog}
    </form>
  );
}
