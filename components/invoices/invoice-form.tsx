'use client';
// Add and edit an invoice (spec 3, 5; swedish-rules §3) on the record kit's form (draft per user, leave question,
// errors inline, the server's 422 fields on their fields): the customer (the due date follows the customer's payment
// terms until it is typed by hand), the dates, the lines, the mileage, a note and, optionally, a number typed by
// hand; the live totals beside them computed as the server stores them (lib/invoices/totals.ts); Save as draft and
// Save and register (the number comes with registering).
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { OwnerPicker } from '@/components/customers/owner-picker';
import { useErrorMessage } from '@/components/list/list-states';
import { DateInput } from '@/components/form/date-input';
import { FormSection } from '@/components/form/form-section';
import { NumberInput } from '@/components/form/number-input';
import { RecordFormLayout, useRecordForm, type RecordForm } from '@/components/record';
import { RecordFormNotice, SecondSubmitActions } from '@/components/record/second-submit';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { setInvoiceStatus, type Invoice } from '@/lib/client/invoice-api';
import { customerQueries } from '@/lib/client/queries/customers';
import { invoiceQueries } from '@/lib/client/queries/invoices';
import { toast } from '@/lib/client/toast';
import { useFormat } from '@/lib/client/use-format';
import {
  DEFAULT_MILEAGE_RATE_ORE_PER_KM,
  INVOICE_LIMITS,
  type InvoiceOutput,
} from '@/lib/validation/invoice';
import {
  INVOICE_FIELDS,
  addDays,
  invoiceFormValues,
  previewTotals,
  type InvoiceField,
  type InvoiceFormValues,
} from './invoice-form-values';
import { InvoiceLines } from './invoice-lines';
import { INVOICES } from './invoice-resource';
import { invoiceResolver } from './invoice-resolver';
import { InvoiceTotalsTable } from './invoice-totals';
import { useAccountMileageRate } from './use-account-mileage-rate';

export interface InvoiceFormProps {
  /** The invoice being edited; none for a new one. */
  invoice?: Invoice;
  /** A new invoice's starting values (today; a booking's or a journal's fields). */
  initial: InvoiceFormValues;
  /** Fields the address filled in: a stored draft does not replace them, nor keeps them. */
  prefilled?: readonly InvoiceField[];
  /** The customer's name when the caller knows it. */
  knownCustomer?: string;
  cancelHref?: string;
}

export function InvoiceForm({
  invoice,
  initial,
  prefilled = [],
  knownCustomer,
  cancelHref,
}: InvoiceFormProps) {
  const t = useTranslations('invoices');
  const format = useFormat();
  const form = useForm<InvoiceFormValues, unknown, InvoiceOutput>({
    resolver: invoiceResolver,
    defaultValues: invoice ? invoiceFormValues(invoice) : initial,
  });
  const { register, control, setValue, formState } = form;
  const save = invoiceQueries.useSave(invoice?.id);
  const changed = invoiceQueries.useChanged();
  // Which submit button was pressed last: Save (false) or Save and register (true).
  const registering = useRef(false);
  const registerFailed = useRef(false);
  const errorMessage = useErrorMessage();
  const draft = !invoice || invoice.status === 'draft';

  const record = useRecordForm({
    resource: INVOICES,
    form,
    editing: invoice,
    save: async (values) => {
      const saved = await save.mutateAsync(values);
      if (!(registering.current && saved.status === 'draft')) return saved;
      let registered: Invoice;
      try {
        registered = await setInvoiceStatus(saved.id, { status: 'registered' });
      } catch (error) {
        // The draft is saved: its page opens (where Register can be tried again) with the reason, rather than the
        // form staying open to save a second draft.
        registerFailed.current = true;
        toast.error(errorMessage(error));
        return saved;
      }
      changed(saved.id, registered);
      return registered;
    },
    fields: INVOICE_FIELDS,
    omit: prefilled,
    cancelHref,
    onSaved: (saved, added) => {
      const name = saved.customer.name;
      toast.success(
        registering.current && draft && !registerFailed.current
          ? t('form.registered', { name })
          : added
            ? t('form.added', { name })
            : t('form.saved', { name }),
      );
    },
  });
  const { field } = record;

  // The due date follows the customer's payment terms and the invoice date until it is typed by hand.
  const customerId = useWatch({ control, name: 'customerId' });
  const invoiceDate = useWatch({ control, name: 'invoiceDate' });
  const dueByHand = useRef(Boolean(invoice) || initial.dueDate !== '');
  const customer = useQuery({ ...customerQueries.details(customerId), enabled: customerId !== '' });
  const terms = customer.data?.id === customerId ? customer.data.paymentTerms : undefined;
  useEffect(() => {
    if (dueByHand.current || terms === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(invoiceDate)) return;
    setValue('dueDate', addDays(invoiceDate, terms), { shouldDirty: false });
  }, [terms, invoiceDate, setValue]);

  const values = useWatch({ control }) as InvoiceFormValues;
  const accountRateOre = useAccountMileageRate();
  const totals = previewTotals(values, accountRateOre);
  const rateOre = accountRateOre ?? DEFAULT_MILEAGE_RATE_ORE_PER_KM;

  const actions = (
    <SecondSubmitActions
      actions={record.actions}
      pressed={registering}
      show={draft}
      submitting={formState.isSubmitting}
      label={t('form.saveAndRegister')}
    />
  );
  const layout: RecordForm<InvoiceFormValues> = { ...record, actions };

  return (
    <RecordFormLayout form={layout} requiredNote>
      {!draft && <RecordFormNotice title={t('form.issuedTitle')} text={t('form.issuedText')} />}
      <FormSection title={t('form.sections.customer')} description={t('form.sections.customerText')}>
        <Controller
          control={control}
          name="customerId"
          render={({ field: { value, onChange, onBlur } }) => (
            <FormField {...field('customerId', { required: true })} className="sm:col-span-2">
              <OwnerPicker
                label={t('fields.customerId')}
                valueLabel={invoice?.customer.name ?? knownCustomer}
                clearable={false}
                texts={{ placeholder: t('form.chooseCustomer'), dialogLabel: t('form.chooseCustomer') }}
                value={value}
                onChange={onChange}
                onBlur={onBlur}
              />
            </FormField>
          )}
        />
        <FormField {...field('invoiceDate', { required: true })}>
          <DateInput aria-required="true" {...register('invoiceDate')} />
        </FormField>
        <FormField
          {...field('dueDate')}
          hint={terms !== undefined ? t('form.dueHint', { days: terms }) : t('form.dueHintNoCustomer')}
        >
          <DateInput
            {...register('dueDate', {
              onChange: () => {
                dueByHand.current = true;
              },
            })}
          />
        </FormField>
        <FormField {...field('supplyDate')} hint={t('form.supplyHint')}>
          <DateInput {...register('supplyDate')} />
        </FormField>
        {draft && (
          <FormField {...field('invoiceNumber')} hint={t('form.numberHint')}>
            <Input maxLength={INVOICE_LIMITS.numberMax} autoComplete="off" {...register('invoiceNumber')} />
          </FormField>
        )}
      </FormSection>

      <FormSection title={t('form.sections.lines')} description={t('form.sections.linesText')} columns={1}>
        <InvoiceLines form={form} error={field('lines').error} />
      </FormSection>

      <FormSection title={t('form.sections.mileage')} description={t('form.sections.mileageText')}>
        <FormField {...field('mileageKm')}>
          <NumberInput decimal unit="km" {...register('mileageKm')} />
        </FormField>
        <FormField {...field('mileageRate')} hint={t('form.rateHint', { rate: format.money(rateOre) })}>
          <NumberInput
            decimal
            unit="kr/km"
            placeholder={String(rateOre / 100)}
            {...register('mileageRate')}
          />
        </FormField>
      </FormSection>

      <FormSection title={t('form.sections.note')} columns={1}>
        <FormField {...field('note')}>
          <Textarea rows={3} maxLength={INVOICE_LIMITS.noteMax} {...register('note')} />
        </FormField>
      </FormSection>

      <section
        aria-label={t('totals.title')}
        className="rounded-2xl border border-brand-200 bg-brand-50/40 p-4 sm:p-6"
        aria-live="polite"
      >
        <h2 className="mb-2 text-base font-semibold text-stone-900 sm:text-lg">{t('totals.title')}</h2>
        <InvoiceTotalsTable totals={totals} testId="invoice-preview-totals" />
      </section>
    </RecordFormLayout>
  );
}
