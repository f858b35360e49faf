'use client';
// The template form (/template-add, /template-edit/{id}): the name and the journal fields a template holds — history
// and findings, findings per hoof, treatments, pharmaceuticals (with the withdrawal period), aftercare. A draft is
// kept and leaving a changed form asks first, as on every form.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFieldArray, useForm, type FieldError, type Path, type Resolver } from 'react-hook-form';
import {
  DraftNotice,
  FormActions,
  FormField,
  FormSection,
  Select,
  Textarea,
  useFormDraft,
} from '@/components/form';
import { useLeaveConfirmation } from '@/components/form/use-leave-confirmation';
import { Button } from '@/components/ui/button';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/client/api-client';
import { SERVER_ERROR_TYPE, useErrorText } from '@/lib/client/form-errors';
import type { JournalTemplate } from '@/lib/client/journal-template-api';
import { journalTemplateQueries } from '@/lib/client/queries/journal-templates';
import { toast } from '@/lib/client/toast';
import { HOOVES } from '@/lib/validation/journal';
import {
  EMPTY_PHARMACEUTICAL,
  EMPTY_TREATMENT,
  formPath,
  formValues,
  hoofField,
  templateResolver,
  toInput,
  type TemplateFormValues,
} from './template-form-values';

const LIST_HREF = '/template-management';

export function TemplateForm({ template }: { template?: JournalTemplate }) {
  const t = useTranslations('journalTemplates');
  const tf = useTranslations('form');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const form = useForm<TemplateFormValues>({
    resolver: templateResolver as Resolver<TemplateFormValues>,
    defaultValues: formValues(template),
  });
  const { register, control, formState } = form;
  const treatments = useFieldArray({ control, name: 'treatments' });
  const pharmaceuticals = useFieldArray({ control, name: 'pharmaceuticals' });
  const draft = useFormDraft(template ? `template-edit-${template.id}` : 'template-add', form, {
    lines: { treatments: EMPTY_TREATMENT, pharmaceuticals: EMPTY_PHARMACEUTICAL },
  });
  const save = journalTemplateQueries.useSave();
  const [saved, setSaved] = useState(false);
  const { dialog, navigateAway } = useLeaveConfirmation(formState.isDirty && !saved);

  /** A field's error by its path ("treatments.0.treatment"). */
  const errorOf = (path: string): string | undefined => {
    let node: unknown = formState.errors;
    for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
    return errorText(node as FieldError | undefined);
  };
  const text = (name: Path<TemplateFormValues>, label: string, rows = 3) => (
    <FormField label={label} error={errorOf(name)} className="sm:col-span-2">
      <Textarea rows={rows} {...register(name)} />
    </FormField>
  );

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync({ id: template?.id, body: toInput(values) });
      draft.clearDraft();
      setSaved(true);
      toast.success(t(template ? 'form.saved' : 'form.added', { name: result.name }));
      navigateAway(LIST_HREF);
    } catch (error) {
      if (!isApiError(error)) return void toast.error(tc('networkError'));
      const paths = Object.entries(error.fields ?? {}).flatMap(([path, message]) => {
        const field = formPath(path.split('.'), values);
        return field ? [[field, message] as const] : [];
      });
      for (const [field, message] of paths)
        form.setError(field as Path<TemplateFormValues>, { type: SERVER_ERROR_TYPE, message });
      if (paths[0]) form.setFocus(paths[0][0] as Path<TemplateFormValues>);
      else toast.error(error.message);
    }
  });

  const clear = () => draft.clearForm();
  const hoofOptions = HOOVES.map((hoof) => ({ value: hoof, label: t(`hooves.${hoof}`) }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {draft.restored && <DraftNotice onDiscard={clear} />}
      <FormSection title={t('form.sections.name')} columns={1}>
        <FormField label={t('fields.name')} error={errorOf('name')}>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
      </FormSection>

      <FormSection title={t('form.sections.history')}>
        {text('anamnesis', t('fields.anamnesis'))}
        {text('findings', t('fields.findings'))}
        {text('findingsMotion', t('fields.findingsMotion'), 2)}
        {text('findingsPalpation', t('fields.findingsPalpation'), 2)}
        {text('diagnosis', t('fields.diagnosis'), 2)}
        <FormField
          label={t('fields.healthCondition')}
          error={errorOf('healthCondition')}
          className="sm:col-span-2"
        >
          <Input {...register('healthCondition')} />
        </FormField>
      </FormSection>

      <FormSection title={t('form.sections.hooves')}>
        {HOOVES.map((hoof) => (
          <FormField key={hoof} label={t(`hooves.${hoof}`)} error={errorOf(hoofField(hoof))}>
            <Textarea rows={2} {...register(hoofField(hoof))} />
          </FormField>
        ))}
      </FormSection>

      <FormSection title={t('form.sections.treatments')} columns={1}>
        {treatments.fields.map((line, i) => (
          <fieldset key={line.id} className="space-y-3 rounded-xl border border-stone-200 p-3 sm:p-4">
            <div className="flex items-center justify-between gap-2">
              <legend className="font-medium text-stone-900">{t('form.treatmentN', { n: i + 1 })}</legend>
              <Button
                variant="ghost"
                onClick={() => treatments.remove(i)}
                aria-label={t('form.removeTreatment', { n: i + 1 })}
              >
                <TrashIcon className="size-4" />
              </Button>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField label={t('fields.treatment')} error={errorOf(`treatments.${i}.treatment`)}>
                <Input {...register(`treatments.${i}.treatment`)} />
              </FormField>
              <FormField label={t('fields.hoof')} error={errorOf(`treatments.${i}.hoof`)}>
                <Select
                  options={hoofOptions}
                  placeholder={t('fields.anyHoof')}
                  {...register(`treatments.${i}.hoof`)}
                />
              </FormField>
              <FormField
                label={t('fields.materials')}
                error={errorOf(`treatments.${i}.materials`)}
                className="sm:col-span-2"
              >
                <Input {...register(`treatments.${i}.materials`)} />
              </FormField>
              <FormField
                label={t('fields.treatmentNotes')}
                error={errorOf(`treatments.${i}.notes`)}
                className="sm:col-span-2"
              >
                <Textarea rows={2} {...register(`treatments.${i}.notes`)} />
              </FormField>
            </div>
          </fieldset>
        ))}
        <div>
          <Button variant="secondary" onClick={() => treatments.append({ ...EMPTY_TREATMENT })}>
            <PlusIcon className="size-4" />
            {t('form.addTreatment')}
          </Button>
        </div>
      </FormSection>

      <FormSection title={t('form.sections.pharmaceuticals')} columns={1}>
        {pharmaceuticals.fields.map((line, i) => (
          <fieldset key={line.id} className="space-y-3 rounded-xl border border-stone-200 p-3 sm:p-4">
            <div className="flex items-center justify-between gap-2">
              <legend className="font-medium text-stone-900">
                {t('form.pharmaceuticalN', { n: i + 1 })}
              </legend>
              <Button
                variant="ghost"
                onClick={() => pharmaceuticals.remove(i)}
                aria-label={t('form.removePharmaceutical', { n: i + 1 })}
              >
                <TrashIcon className="size-4" />
              </Button>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField label={t('fields.pharmaceuticalName')} error={errorOf(`pharmaceuticals.${i}.name`)}>
                <Input {...register(`pharmaceuticals.${i}.name`)} />
              </FormField>
              <FormField label={t('fields.strength')} error={errorOf(`pharmaceuticals.${i}.strength`)}>
                <Input {...register(`pharmaceuticals.${i}.strength`)} />
              </FormField>
              <FormField label={t('fields.dosage')} error={errorOf(`pharmaceuticals.${i}.dosage`)}>
                <Input {...register(`pharmaceuticals.${i}.dosage`)} />
              </FormField>
              <FormField label={t('fields.length')} error={errorOf(`pharmaceuticals.${i}.length`)}>
                <Input {...register(`pharmaceuticals.${i}.length`)} />
              </FormField>
              <FormField
                label={t('fields.withdrawalPeriod')}
                hint={t('form.withdrawalHint')}
                error={errorOf(`pharmaceuticals.${i}.withdrawalPeriod`)}
              >
                <Input {...register(`pharmaceuticals.${i}.withdrawalPeriod`)} />
              </FormField>
            </div>
          </fieldset>
        ))}
        <div>
          <Button variant="secondary" onClick={() => pharmaceuticals.append({ ...EMPTY_PHARMACEUTICAL })}>
            <PlusIcon className="size-4" />
            {t('form.addPharmaceutical')}
          </Button>
        </div>
      </FormSection>

      <FormSection title={t('form.sections.after')}>
        {text('aftercare', t('fields.aftercare'))}
        {text('followUpNotes', t('fields.followUpNotes'), 2)}
        {text('referral', t('fields.referral'), 2)}
        {text('notes', t('fields.notes'), 2)}
      </FormSection>

      <FormActions>
        <Button type="submit" size="lg" loading={formState.isSubmitting || saved}>
          {template ? tf('save') : t('form.create')}
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link href={LIST_HREF}>{tf('cancel')}</Link>
        </Button>
        {formState.isDirty && (
          <Button size="lg" variant="ghost" onClick={clear} className="sm:mr-auto">
            {template ? tf('discardChanges') : tf('clear')}
          </Button>
        )}
      </FormActions>
      {dialog}
    </form>
  );
}
