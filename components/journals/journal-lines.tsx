'use client';
// A journal's lines (useFieldArray): the treatments (treatment, materials, notes, which hoof) and the
// pharmaceuticals (name, strength, dosage, length and the withdrawal period every one needs, even "0 dagar"); each
// line a small card with its own fields and a way to remove it, and "Add" below, up to the schema's limit.
import { useTranslations } from 'next-intl';
import { useFieldArray, type FieldError, type UseFormReturn } from 'react-hook-form';
import { RequiredMark } from '@/components/record';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useErrorText } from '@/lib/client/form-errors';
import { HOOVES, JOURNAL_LIMITS, type JournalInput } from '@/lib/validation/journal';
import { NEW_PHARMACEUTICAL, NEW_TREATMENT, type JournalFormValues } from './journal-form-values';

type Form = UseFormReturn<JournalFormValues, unknown, JournalInput>;
type Kind = 'treatments' | 'pharmaceuticals';

export function JournalLines({ kind, form, error }: { kind: Kind; form: Form; error?: string }) {
  const t = useTranslations('journals');
  const errorText = useErrorText();
  const lines = useFieldArray({ control: form.control, name: kind as 'treatments' });
  const { register, formState } = form;
  // Per line from the form's own check; the server's come to the whole list (a message, not a list).
  const given = formState.errors[kind] as unknown;
  const lineErrors = Array.isArray(given) ? (given as (Record<string, FieldError> | undefined)[]) : undefined;
  const errorOf = (index: number, name: string) => errorText(lineErrors?.[index]?.[name]);
  const label = (name: string, required = false) => (
    <>
      {t(`${kind}.${name}`)}
      {required && <RequiredMark />}
    </>
  );
  // The line's fields, typed loosely: both kinds share this component.
  const reg = (index: number, name: string) => register(`${kind}.${index}.${name}` as 'notes');
  const full = lines.fields.length >= JOURNAL_LIMITS.linesMax;
  // A whole-list error (from the server: "pharmaceuticals.0.withdrawalPeriod" comes to the list).
  const listError = typeof error === 'string' && !lineErrors?.some(Boolean) ? error : undefined;

  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{t(`form.sections.${kind}`)}</legend>
      {lines.fields.length === 0 && <p className="text-sm text-stone-600">{t(`${kind}.none`)}</p>}
      <ol className="space-y-3">
        {lines.fields.map((line, index) => (
          <li
            key={line.id}
            className="space-y-3 rounded-xl border border-stone-200 bg-stone-50/60 p-3 sm:p-4"
          >
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-semibold text-stone-800">
                {t(`${kind}.line`, { n: index + 1 })}
              </span>
              <Button
                variant="ghost"
                onClick={() => lines.remove(index)}
                aria-label={t(`${kind}.remove`, { n: index + 1 })}
              >
                <TrashIcon className="size-4" />
                {t('form.removeLine')}
              </Button>
            </div>
            {kind === 'treatments' ? (
              <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
                <FormField label={label('treatment', true)} error={errorOf(index, 'treatment')}>
                  <Input
                    aria-required="true"
                    maxLength={JOURNAL_LIMITS.treatmentMax}
                    {...reg(index, 'treatment')}
                  />
                </FormField>
                <FormField label={label('hoof')} error={errorOf(index, 'hoof')}>
                  <Select
                    {...reg(index, 'hoof')}
                    options={[
                      { value: '', label: t('treatments.allHooves') },
                      ...HOOVES.map((hoof) => ({ value: hoof, label: t(`hooves.${hoof}`) })),
                    ]}
                  />
                </FormField>
                <FormField
                  label={label('materials')}
                  error={errorOf(index, 'materials')}
                  className="sm:col-span-2"
                >
                  <Textarea rows={2} maxLength={JOURNAL_LIMITS.materialsMax} {...reg(index, 'materials')} />
                </FormField>
                <FormField label={label('notes')} error={errorOf(index, 'notes')} className="sm:col-span-2">
                  <Textarea rows={3} maxLength={JOURNAL_LIMITS.textMax} {...reg(index, 'notes')} />
                </FormField>
              </div>
            ) : (
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField label={label('name', true)} error={errorOf(index, 'name')}>
                  <Input
                    aria-required="true"
                    maxLength={JOURNAL_LIMITS.pharmaceuticalShortMax}
                    {...reg(index, 'name')}
                  />
                </FormField>
                <FormField label={label('strength')} error={errorOf(index, 'strength')}>
                  <Input maxLength={JOURNAL_LIMITS.pharmaceuticalShortMax} {...reg(index, 'strength')} />
                </FormField>
                <FormField label={label('dosage')} error={errorOf(index, 'dosage')}>
                  <Input maxLength={JOURNAL_LIMITS.dosageMax} {...reg(index, 'dosage')} />
                </FormField>
                <FormField label={label('length')} error={errorOf(index, 'length')}>
                  <Input maxLength={JOURNAL_LIMITS.pharmaceuticalShortMax} {...reg(index, 'length')} />
                </FormField>
                <FormField
                  label={label('withdrawalPeriod', true)}
                  hint={t('pharmaceuticals.withdrawalHint')}
                  error={errorOf(index, 'withdrawalPeriod')}
                  className="sm:col-span-2"
                >
                  <Input
                    aria-required="true"
                    maxLength={JOURNAL_LIMITS.pharmaceuticalShortMax}
                    {...reg(index, 'withdrawalPeriod')}
                  />
                </FormField>
              </div>
            )}
          </li>
        ))}
      </ol>
      {listError && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {listError}
        </p>
      )}
      <Button
        variant="secondary"
        disabled={full}
        name={kind}
        onClick={() =>
          kind === 'treatments'
            ? lines.append({ ...NEW_TREATMENT })
            : (lines.append as unknown as (line: object) => void)({ ...NEW_PHARMACEUTICAL })
        }
      >
        <PlusIcon className="size-4" />
        {t(`${kind}.add`)}
      </Button>
    </fieldset>
  );
}
