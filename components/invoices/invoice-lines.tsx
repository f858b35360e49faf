'use client';
// An invoice's lines (useFieldArray), each a small card: what it is (a service, a product, or other), the picker of
// that kind — choosing one fills name, price, VAT and unit from the service or product, all still editable — the
// quantity and unit, the price per unit, a discount, the VAT rate, and the line's net as the totals will count it;
// moved up or down, removed, and "Add line" below, up to the schema's limit.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useFieldArray, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { NumberInput } from '@/components/form/number-input';
import { RequiredMark } from '@/components/record';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ChevronDownIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useErrorText } from '@/lib/client/form-errors';
import { bookingQueries } from '@/lib/client/queries/bookings';
import { invoiceQueries } from '@/lib/client/queries/invoices';
import { useFormat } from '@/lib/client/use-format';
import { lineNetOre } from '@/lib/invoices/totals';
import { INVOICE_LIMITS, type InvoiceOutput } from '@/lib/validation/invoice';
import { VAT_RATES } from '@/lib/vat';
import { FORM_LINE_KINDS, NEW_LINE, totalsLine, type InvoiceFormValues } from './invoice-form-values';

type Form = UseFormReturn<InvoiceFormValues, unknown, InvoiceOutput>;

export function InvoiceLines({ form, error }: { form: Form; error?: string }) {
  const t = useTranslations('invoices.lines');
  const errorText = useErrorText();
  const format = useFormat();
  const { register, setValue, control, formState } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const values = useWatch({ control, name: 'lines' }) ?? [];
  const services = useQuery(bookingQueries.services());
  const products = useQuery(invoiceQueries.products());
  const change = { shouldDirty: true, shouldValidate: formState.isSubmitted };
  // Per line from the form's own check; the server's come to the whole list (a message, not a list).
  const given = formState.errors.lines as unknown;
  const lineErrors = Array.isArray(given) ? (given as (Record<string, FieldError> | undefined)[]) : undefined;
  const errorOf = (index: number, name: string) => errorText(lineErrors?.[index]?.[name]);
  const listError = typeof error === 'string' && !lineErrors?.some(Boolean) ? error : undefined;
  const full = lines.fields.length >= INVOICE_LIMITS.linesMax;
  const label = (name: string, required = false) => (
    <>
      {t(name)}
      {required && <RequiredMark />}
    </>
  );
  // The line's net as the totals count it (lib/invoices/totals.ts); a dash until it reads as numbers.
  const netOf = (index: number) => {
    const line = totalsLine(values[index]);
    return line ? lineNetOre(line) : undefined;
  };

  function pickService(index: number, id: string) {
    setValue(`lines.${index}.serviceId`, id, change);
    const service = services.data?.find((s) => s.id === id);
    if (!service) return;
    setValue(`lines.${index}.name`, service.service, change);
    setValue(`lines.${index}.pricePerUnit`, String(service.price), change);
    setValue(`lines.${index}.vat`, String(service.vatPercent), change);
    setValue(`lines.${index}.unit`, String(service.unit), change);
  }

  function pickProduct(index: number, id: string) {
    setValue(`lines.${index}.productId`, id, change);
    const product = products.data?.find((p) => p.id === id);
    if (!product) return;
    const name = [product.name, product.size].filter(Boolean).join(' ');
    setValue(`lines.${index}.name`, name, change);
    setValue(`lines.${index}.pricePerUnit`, String(product.sellingPrice), change);
    setValue(`lines.${index}.vat`, String(product.vatPercent), change);
    setValue(`lines.${index}.unit`, '1', change);
  }

  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{t('title')}</legend>
      {lines.fields.length === 0 && <p className="text-sm text-stone-600">{t('none')}</p>}
      <ol className="space-y-3">
        {lines.fields.map((line, index) => {
          const kind = values[index]?.kind ?? line.kind;
          const net = netOf(index);
          const n = index + 1;
          return (
            <li
              key={line.id}
              data-testid="invoice-line"
              className="space-y-3 rounded-xl border border-stone-200 bg-stone-50/60 p-3 sm:p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-semibold text-stone-800">{t('line', { n })}</span>
                <span className="flex gap-1">
                  <Button
                    variant="ghost"
                    disabled={index === 0}
                    onClick={() => lines.move(index, index - 1)}
                    aria-label={t('moveUp', { n })}
                    title={t('moveUp', { n })}
                  >
                    <ChevronDownIcon className="size-4 rotate-180" />
                  </Button>
                  <Button
                    variant="ghost"
                    disabled={index === lines.fields.length - 1}
                    onClick={() => lines.move(index, index + 1)}
                    aria-label={t('moveDown', { n })}
                    title={t('moveDown', { n })}
                  >
                    <ChevronDownIcon className="size-4" />
                  </Button>
                  <Button variant="ghost" onClick={() => lines.remove(index)} aria-label={t('remove', { n })}>
                    <TrashIcon className="size-4" />
                    <span className="hidden sm:inline">{t('removeShort')}</span>
                  </Button>
                </span>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField label={label('kind')} error={errorOf(index, 'kind')}>
                  <Select
                    {...register(`lines.${index}.kind`)}
                    options={FORM_LINE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
                  />
                </FormField>
                {kind === 'service' && (
                  <FormField label={label('service', true)} error={errorOf(index, 'serviceId')}>
                    <Select
                      aria-required="true"
                      name={`lines.${index}.serviceId`}
                      value={values[index]?.serviceId ?? ''}
                      onChange={(event) => pickService(index, event.target.value)}
                      placeholder={services.isPending ? t('loading') : t('chooseService')}
                      options={(services.data ?? []).map((s) => ({
                        value: s.id,
                        label: `${s.service} · ${format.money(s.priceOre)}`,
                      }))}
                    />
                  </FormField>
                )}
                {kind === 'product' && (
                  <FormField label={label('product', true)} error={errorOf(index, 'productId')}>
                    <Select
                      aria-required="true"
                      name={`lines.${index}.productId`}
                      value={values[index]?.productId ?? ''}
                      onChange={(event) => pickProduct(index, event.target.value)}
                      placeholder={products.isPending ? t('loading') : t('chooseProduct')}
                      options={(products.data ?? []).map((p) => ({
                        value: p.id,
                        label: `${[p.name, p.size].filter(Boolean).join(' ')} · ${format.money(p.sellingPriceOre)}`,
                      }))}
                    />
                  </FormField>
                )}
                <FormField
                  label={label('name', true)}
                  error={errorOf(index, 'name')}
                  className={kind === 'other' ? undefined : 'sm:col-span-2'}
                >
                  <Input
                    aria-required="true"
                    maxLength={INVOICE_LIMITS.nameMax}
                    {...register(`lines.${index}.name`)}
                  />
                </FormField>
              </div>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
                <FormField label={label('quantity', true)} error={errorOf(index, 'quantity')}>
                  <NumberInput decimal aria-required="true" {...register(`lines.${index}.quantity`)} />
                </FormField>
                <FormField label={label('unit')} error={errorOf(index, 'unit')}>
                  <Select
                    {...register(`lines.${index}.unit`)}
                    options={[
                      { value: '1', label: t('units.1') },
                      { value: '2', label: t('units.2') },
                    ]}
                  />
                </FormField>
                <FormField label={label('pricePerUnit', true)} error={errorOf(index, 'pricePerUnit')}>
                  <NumberInput
                    decimal
                    unit="kr"
                    aria-required="true"
                    {...register(`lines.${index}.pricePerUnit`)}
                  />
                </FormField>
                <FormField label={label('discount')} error={errorOf(index, 'discount')}>
                  <NumberInput decimal unit="%" {...register(`lines.${index}.discount`)} />
                </FormField>
                <FormField label={label('vat')} error={errorOf(index, 'vat')}>
                  <Select
                    {...register(`lines.${index}.vat`)}
                    options={VAT_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }))}
                  />
                </FormField>
              </div>
              <p className="text-right text-sm text-stone-700">
                {t('net')}:{' '}
                <span className="font-semibold text-stone-900 tabular-nums" data-testid="invoice-line-net">
                  {net === undefined ? '—' : format.money(net)}
                </span>
              </p>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {listError}
        </p>
      )}
      <Button variant="secondary" disabled={full} name="lines" onClick={() => lines.append({ ...NEW_LINE })}>
        <PlusIcon className="size-4" />
        {t('add')}
      </Button>
    </fieldset>
  );
}
