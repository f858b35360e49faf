'use client';
// Add and edit a journal (spec 3, 5; swedish-rules §1) on the record kit's form (draft per user, leave question,
// errors inline), written on a phone after a visit: sections that fold, large text areas that take dictation, the
// horse's latest journal one tap away ("copy from last time"), a slot for the template picker, the treatments and
// pharmaceuticals as lines (a withdrawal period on every pharmaceutical, even "0 dagar"), Save and Save and sign.
// A locked journal (signed or sent) is changed by an amendment: the form then asks why, and keeps the original.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { OwnerPicker } from '@/components/customers/owner-picker';
import { DateInput } from '@/components/form/date-input';
import { RecordFormLayout, useRecordForm, type RecordForm } from '@/components/record';
import { RecordFormNotice, SecondSubmitActions } from '@/components/record/second-submit';
import { Button } from '@/components/ui/button';
import { CopyIcon } from '@/components/ui/icons';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useErrorText } from '@/lib/client/form-errors';
import type { Journal } from '@/lib/client/journal-api';
import { bookingQueries } from '@/lib/client/queries/bookings';
import { journalQueries } from '@/lib/client/queries/journals';
import { toast } from '@/lib/client/toast';
import { signJournal } from '@/lib/client/journal-api';
import { HOOVES, JOURNAL_LIMITS, type JournalInput } from '@/lib/validation/journal';
import { FoldSection } from './fold-section';
import {
  CONTENT_FIELDS,
  JOURNAL_FIELDS,
  journalFormValues,
  type JournalField,
  type JournalFormValues,
} from './journal-form-values';
import { TemplatePicker } from '@/components/journal-templates/template-picker';
import { ProLock } from '@/components/plans/pro-lock';
import { useHasFeature } from '@/lib/client/use-account-plan';
import { JournalLines } from './journal-lines';
import { JOURNALS } from './journal-resource';
import { useJournalResolver } from './journal-resolver';
import { templateValues, type TemplateFields } from './template-values';

export interface JournalFormProps {
  /** The journal being edited; none for a new one. */
  journal?: Journal;
  /** A new journal's starting values (today; a booking's horse, keeper, date and services; a horse). */
  initial: JournalFormValues;
  /** Fields the address filled in: a stored draft does not replace them, nor keeps them. */
  prefilled?: readonly JournalField[];
  /** Names of the horse and keeper the form may show before it has loaded them. */
  known?: { animal?: string; customer?: string };
  cancelHref?: string;
  /** A template's fields to start from (/journal-add?template=…), over the starting values. */
  template?: TemplateFields;
}

const TEXT_ROWS = 5;

export function JournalForm({
  journal,
  initial,
  prefilled = [],
  known = {},
  cancelHref,
  template,
}: JournalFormProps) {
  const t = useTranslations('journals');
  const errorText = useErrorText();
  const client = useQueryClient();
  const locked = journal?.lockedAt != null;
  const form = useForm<JournalFormValues, unknown, JournalInput>({
    resolver: useJournalResolver(locked) as never,
    defaultValues: journal
      ? journalFormValues(journal)
      : { ...initial, ...(template ? templateValues(template) : {}) },
  });
  const { register, control, setValue, formState } = form;
  const save = journalQueries.useSave(journal?.id);
  const changed = journalQueries.useChanged();
  // Which submit button was pressed last: Save (0) or Save and sign (1).
  const signing = useRef(false);
  // Signing is Pro's (spec 1): on Base the button gives way to the lock and its way up.
  const maySign = useHasFeature('journalSignatures');
  const [copying, setCopying] = useState(false);

  const record = useRecordForm({
    resource: JOURNALS,
    form,
    editing: journal,
    save: async (values) => {
      const sign = signing.current && !locked;
      if (!journal) return save.mutateAsync({ ...values, sign, send: false } as never);
      const saved = await save.mutateAsync(values as never);
      if (!sign) return saved;
      const signed = await signJournal(saved.id);
      changed(signed.id, signed);
      return signed;
    },
    fields: JOURNAL_FIELDS,
    omit: prefilled,
    cancelHref,
    onSaved: (saved, added) => {
      const name = JOURNALS.name(saved as Journal);
      const signed = (saved as Journal).status === 'signed' && signing.current;
      toast.success(
        locked
          ? t('form.amended', { name })
          : signed
            ? t('form.signed', { name })
            : added
              ? t('form.added', { name })
              : t('form.saved', { name }),
      );
    },
  });
  const { field } = record;
  const change = { shouldDirty: true, shouldValidate: formState.isSubmitted };
  const customerId = useWatch({ control, name: 'customerId' });
  const animalId = useWatch({ control, name: 'animalId' });
  const horses = useQuery(bookingQueries.customerAnimals(customerId));
  const errors = formState.errors;
  const anyError = (...names: JournalField[]) => names.some((name) => errors[name]);

  /** Fills the content fields (not the visit's date, time, horse and keeper) from a journal or a template. */
  function fill(values: Partial<JournalFormValues>) {
    for (const name of CONTENT_FIELDS) {
      const value = values[name];
      if (value !== undefined) setValue(name, value as never, change);
    }
  }

  async function copyFromLastTime() {
    if (!animalId) return;
    setCopying(true);
    try {
      const latest = await client.fetchQuery(journalQueries.latestOf(animalId));
      if (!latest) toast.error(t('form.noEarlierJournal'));
      else {
        fill(journalFormValues(latest, { copy: true }));
        toast.success(t('form.copied', { reference: latest.referenceNumber }));
      }
    } catch {
      toast.error(t('form.copyFailed'));
    } finally {
      setCopying(false);
    }
  }

  const textArea = (name: JournalField, max: number, rows = TEXT_ROWS) => (
    <FormField {...field(name)}>
      <Textarea rows={rows} maxLength={max} autoCapitalize="sentences" spellCheck {...register(name)} />
    </FormField>
  );
  const dateField = (name: 'lastTreatment' | 'nextTreatment') => (
    <FormField {...field(name)}>
      <DateInput {...register(name)} />
    </FormField>
  );

  const signable = !locked && journal?.status !== 'signed';
  const actions = (
    <div className="space-y-2">
      <SecondSubmitActions
        actions={record.actions}
        pressed={signing}
        show={signable && maySign}
        submitting={formState.isSubmitting}
        label={t('form.saveAndSign')}
      />
      {signable && !maySign && <ProLock feature="journalSignatures" />}
    </div>
  );

  const layout: RecordForm<JournalFormValues> = { ...record, actions };

  return (
    <RecordFormLayout form={layout} requiredNote>
      {locked && <RecordFormNotice title={t('form.lockedTitle')} text={t('form.lockedText')} />}
      {locked && (
        <FoldSection title={t('form.sections.amendment')} hasError={anyError('amendmentReason')}>
          <FormField {...field('amendmentReason', { required: true })} hint={t('form.amendmentHint')}>
            <Textarea
              rows={3}
              maxLength={JOURNAL_LIMITS.amendmentReasonMax}
              aria-required="true"
              {...register('amendmentReason')}
            />
          </FormField>
        </FoldSection>
      )}

      {!journal && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button
            variant="secondary"
            size="lg"
            disabled={!animalId}
            loading={copying}
            onClick={() => void copyFromLastTime()}
          >
            <CopyIcon className="size-4" />
            {t('form.copyFromLastTime')}
          </Button>
          <TemplatePicker onPick={(fields) => fill(templateValues(fields))} />
        </div>
      )}

      <FoldSection
        title={t('form.sections.visit')}
        description={t('form.sections.visitText')}
        hasError={anyError('treatmentDate', 'treatmentTime', 'customerId', 'animalId')}
      >
        <div className="grid grid-cols-2 gap-3 sm:gap-5">
          <FormField {...field('treatmentDate', { required: true })}>
            <DateInput aria-required="true" {...register('treatmentDate')} />
          </FormField>
          <FormField {...field('treatmentTime')}>
            <Input type="time" step={300} {...register('treatmentTime')} />
          </FormField>
        </div>
        <Controller
          control={control}
          name="customerId"
          render={({ field: { value, onChange, onBlur } }) => (
            <FormField {...field('customerId')}>
              <OwnerPicker
                label={t('fields.customerId')}
                valueLabel={known.customer}
                texts={{
                  placeholder: t('form.chooseKeeper'),
                  dialogLabel: t('form.chooseKeeper'),
                  clear: t('form.removeKeeper'),
                }}
                value={value}
                onChange={(id) => {
                  if (id === value) return;
                  onChange(id);
                  setValue('animalId', '', change);
                }}
                onBlur={onBlur}
              />
            </FormField>
          )}
        />
        <FormField {...field('animalId', { required: true })}>
          <Select
            aria-required="true"
            {...register('animalId')}
            placeholder={customerId ? t('form.chooseHorse') : t('form.chooseKeeperFirst')}
            options={[
              ...(horses.data ?? []).map((horse) => ({ value: horse.id, label: horse.name })),
              ...(animalId && known.animal && !horses.data?.some((horse) => horse.id === animalId)
                ? [{ value: animalId, label: known.animal }]
                : []),
            ]}
          />
        </FormField>
      </FoldSection>

      <FoldSection
        title={t('form.sections.history')}
        description={t('form.sections.historyText')}
        hasError={anyError('anamnesis', 'lastTreatment', 'healthCondition')}
      >
        {textArea('anamnesis', JOURNAL_LIMITS.textMax)}
        <div className="grid gap-4 sm:grid-cols-2 sm:gap-5">
          {dateField('lastTreatment')}
          <FormField {...field('healthCondition')}>
            <Input maxLength={JOURNAL_LIMITS.healthConditionMax} {...register('healthCondition')} />
          </FormField>
        </div>
      </FoldSection>

      <FoldSection
        title={t('form.sections.findings')}
        description={t('form.sections.findingsText')}
        hasError={anyError(
          'findings',
          'findingsMotion',
          'findingsPalpation',
          'hoofLF',
          'hoofRF',
          'hoofLH',
          'hoofRH',
        )}
      >
        {textArea('findings', JOURNAL_LIMITS.textMax)}
        <div className="grid gap-4 sm:grid-cols-2 sm:gap-5">
          {textArea('findingsMotion', JOURNAL_LIMITS.findingsPartMax, 3)}
          {textArea('findingsPalpation', JOURNAL_LIMITS.findingsPartMax, 3)}
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-stone-900">{t('form.perHoof')}</legend>
          <div className="grid gap-4 sm:grid-cols-2 sm:gap-5">
            {HOOVES.map((hoof) => (
              <FormField
                key={hoof}
                label={t(`hooves.${hoof}`)}
                error={errorText(errors[`hoof${hoof}`] as FieldError | undefined)}
              >
                <Textarea rows={2} maxLength={JOURNAL_LIMITS.hoofFindingsMax} {...register(`hoof${hoof}`)} />
              </FormField>
            ))}
          </div>
        </fieldset>
      </FoldSection>

      <FoldSection title={t('form.sections.diagnosis')} hasError={anyError('diagnosis')}>
        {textArea('diagnosis', JOURNAL_LIMITS.textMax, 3)}
      </FoldSection>

      <FoldSection
        title={t('form.sections.treatments')}
        description={t('form.sections.treatmentsText')}
        hasError={anyError('treatments')}
      >
        <JournalLines kind="treatments" form={form} error={field('treatments').error} />
      </FoldSection>

      <FoldSection
        title={t('form.sections.pharmaceuticals')}
        description={t('form.sections.pharmaceuticalsText')}
        hasError={anyError('pharmaceuticals')}
      >
        <JournalLines kind="pharmaceuticals" form={form} error={field('pharmaceuticals').error} />
      </FoldSection>

      <FoldSection
        title={t('form.sections.after')}
        description={t('form.sections.afterText')}
        hasError={anyError('aftercare', 'followUpNotes', 'nextTreatment', 'referral', 'notes')}
      >
        {textArea('aftercare', JOURNAL_LIMITS.textMax)}
        {textArea('followUpNotes', JOURNAL_LIMITS.followUpMax, 3)}
        {dateField('nextTreatment')}
        {textArea('referral', JOURNAL_LIMITS.textMax, 3)}
        {textArea('notes', JOURNAL_LIMITS.textMax, 3)}
      </FoldSection>
    </RecordFormLayout>
  );
}
