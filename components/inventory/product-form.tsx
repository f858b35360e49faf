'use client';
// Add and edit a product (spec 3, 5: every field required): the shared schema with translated messages, type →
// sub-type pickers, the margin while typing, server field errors inline, a draft under form_inventory-add /
// form_inventory-edit-<id>, and a question before a dirty form is left.
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useController, useForm, useWatch, type FieldError } from 'react-hook-form';
import {
  DateInput,
  DraftNotice,
  FormActions,
  FormField,
  FormSection,
  NumberInput,
  Select,
  useFormDraft,
  useLeaveConfirmation,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import {
  INVENTORY_TYPES_PATH,
  createProduct,
  inventorySubTypesPath,
  updateProduct,
  type Product,
} from '@/lib/inventory-api';
import { showApiError, useErrorText } from '@/lib/form-errors';
import { todayInStockholm } from '@/lib/time-zone';
import { toast } from '@/lib/toast';
import { PRODUCT_UNIT_SUGGESTIONS, productInput } from '@/lib/validation/product';
import { amountTextToOre, useInventoryFormat, vatOre } from './inventory-format';
import { PriceSummary } from './price-summary';
import { PRODUCT_FIELDS, productFormValues, type ProductField } from './product-form-values';
import { ReferenceSelect } from './reference-select';

const KNOWN_UNITS: readonly string[] = PRODUCT_UNIT_SUGGESTIONS;
const QUANTITY_TEXT = /^\d+([.,]\d{1,3})?$/;
const quantityOf = (text: unknown) =>
  typeof text === 'string' && QUANTITY_TEXT.test(text.trim()) ? Number(text.trim().replace(',', '.')) : null;

export function ProductForm({ product }: { product?: Product }) {
  const t = useTranslations('inventory');
  const tf = useTranslations('form');
  const tc = useTranslations('common');
  const locale = useLocale();
  const fmt = useInventoryFormat();
  const errorText = useErrorText();
  const editing = product !== undefined;

  const form = useForm({
    resolver: zodResolver(productInput),
    defaultValues: productFormValues(product, locale),
    // The selects register before the text fields: focus the first error in the form's order instead (onInvalid).
    shouldFocusError: false,
  });
  const { register, handleSubmit, setError, setFocus, setValue, getValues, control, formState } = form;
  const { errors, isDirty, isSubmitting, isSubmitted } = formState;
  // Set once saved: the form stays busy while the details page opens, and leaving no longer asks.
  const [saved, setSaved] = useState(false);
  const draft = useFormDraft(editing ? `inventory-edit-${product.id}` : 'inventory-add', form);
  const { dialog, navigateAway } = useLeaveConfirmation(isDirty && !saved);

  const { field: typeField } = useController({ control, name: 'inventoryTypeId' });
  const { field: subTypeField } = useController({ control, name: 'inventorySubTypeId' });
  const [unit, purchasePrice, sellingPrice, vatPercent, stockQuantity, minimumReorderLevel] = useWatch({
    control,
    name: ['unit', 'purchasePrice', 'sellingPrice', 'vatPercent', 'stockQuantity', 'minimumReorderLevel'],
  });

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const result = editing ? await updateProduct(product.id, values) : await createProduct(values);
        draft.clearDraft();
        setSaved(true);
        toast.success(
          editing ? t('form.saved', { name: result.name }) : t('form.added', { name: result.name }),
        );
        navigateAway(`/inventory-details/${result.id}`);
      } catch (error) {
        showApiError(error, setError, PRODUCT_FIELDS, tc('networkError'));
      }
    },
    (invalid) => {
      const first = PRODUCT_FIELDS.find((name) => invalid[name]);
      if (first) setFocus(first);
    },
  );

  const field = (name: ProductField) => ({
    label: t(`fields.${name}`),
    // Amounts are `unknown` on the schema's input side (they accept text or numbers), which widens the error type.
    error: errorText(errors[name] as FieldError | undefined),
  });
  const text = (name: ProductField) => <Input autoComplete="off" aria-required="true" {...register(name)} />;

  // Units: the usual ones, plus a stored one the list does not know.
  const storedUnit = product?.unit;
  const unitValues =
    storedUnit && !KNOWN_UNITS.includes(storedUnit) ? [...KNOWN_UNITS, storedUnit] : KNOWN_UNITS;
  const unitOptions = unitValues.map((value) => ({ value, label: fmt.unitLabel(value) }));
  const unitSuffix = typeof unit === 'string' && unit ? fmt.unitShort(unit) : undefined;

  // Margin and price incl. VAT, from what is typed so far.
  const purchaseOre = amountTextToOre(purchasePrice);
  const sellingOre = amountTextToOre(sellingPrice);
  const rate = Number(vatPercent);
  const marginOre = purchaseOre !== null && sellingOre !== null ? sellingOre - purchaseOre : null;
  const marginPercent =
    marginOre !== null && sellingOre ? fmt.number(marginOre / sellingOre, { style: 'percent' }) : null;
  const stock = quantityOf(stockQuantity);
  const minimum = quantityOf(minimumReorderLevel);
  const wouldBeLow = stock !== null && minimum !== null && stock <= minimum;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 sm:space-y-6">
      {draft.restored && <DraftNotice onDiscard={draft.clearForm} />}

      <FormSection title={t('sections.product')} description={t('sections.productText')}>
        <FormField {...field('name')} hint={t('hints.name')} className="sm:col-span-2">
          {text('name')}
        </FormField>
        <FormField {...field('brandName')}>{text('brandName')}</FormField>
        <FormField {...field('size')} hint={t('hints.size')}>
          {text('size')}
        </FormField>
        <FormField {...field('inventoryTypeId')}>
          <ReferenceSelect
            {...typeField}
            onChange={(event) => {
              typeField.onChange(event);
              // A sub-type belongs to one type: a new type starts the sub-type over.
              if (getValues('inventorySubTypeId'))
                setValue('inventorySubTypeId', '', { shouldDirty: true, shouldValidate: isSubmitted });
            }}
            aria-required="true"
            path={INVENTORY_TYPES_PATH}
            placeholder={t('form.choose')}
            loadingLabel={t('form.loadingOptions')}
            errorLabel={t('form.optionsError')}
            retryLabel={t('form.retry')}
            currentOption={
              product?.inventoryTypeId && product.inventoryTypeName
                ? { value: product.inventoryTypeId, label: product.inventoryTypeName }
                : null
            }
          />
        </FormField>
        <FormField {...field('inventorySubTypeId')}>
          <ReferenceSelect
            {...subTypeField}
            aria-required="true"
            path={typeField.value ? inventorySubTypesPath(typeField.value) : null}
            placeholder={t('form.choose')}
            waitingLabel={t('form.chooseTypeFirst')}
            loadingLabel={t('form.loadingOptions')}
            errorLabel={t('form.optionsError')}
            retryLabel={t('form.retry')}
            currentOption={
              product?.inventorySubTypeId && product.inventorySubTypeName
                ? { value: product.inventorySubTypeId, label: product.inventorySubTypeName }
                : null
            }
          />
        </FormField>
        <FormField {...field('category')} hint={t('hints.category')}>
          {text('category')}
        </FormField>
        <FormField {...field('subcategory')} hint={t('hints.subcategory')}>
          {text('subcategory')}
        </FormField>
      </FormSection>

      <FormSection title={t('sections.prices')} description={t('sections.pricesText')} columns={3}>
        <FormField {...field('purchasePrice')} hint={t('hints.price')}>
          <NumberInput decimal unit="kr" aria-required="true" {...register('purchasePrice')} />
        </FormField>
        <FormField {...field('sellingPrice')} hint={t('hints.price')}>
          <NumberInput decimal unit="kr" aria-required="true" {...register('sellingPrice')} />
        </FormField>
        <FormField {...field('vatPercent')}>
          <Select aria-required="true" options={fmt.vatOptions()} {...register('vatPercent')} />
        </FormField>
        <PriceSummary
          className="sm:col-span-2 lg:col-span-3"
          missing={t('form.marginMissing')}
          lines={[
            {
              label: t('form.margin'),
              value:
                marginOre === null
                  ? null
                  : marginPercent
                    ? t('form.marginValue', { amount: fmt.money(marginOre), percent: marginPercent })
                    : fmt.money(marginOre),
              tone: marginOre !== null && marginOre < 0 ? 'negative' : 'default',
            },
            {
              label: t('form.sellingInclVat'),
              value:
                sellingOre !== null && Number.isFinite(rate)
                  ? fmt.money(sellingOre + vatOre(sellingOre, rate))
                  : null,
            },
          ]}
        />
      </FormSection>

      <FormSection title={t('sections.stock')} columns={3}>
        <FormField {...field('unit')}>
          <Select aria-required="true" options={unitOptions} {...register('unit')} />
        </FormField>
        <FormField {...field('stockQuantity')}>
          <NumberInput decimal unit={unitSuffix} aria-required="true" {...register('stockQuantity')} />
        </FormField>
        <FormField
          {...field('minimumReorderLevel')}
          hint={wouldBeLow ? t('hints.lowStockNow') : t('hints.minimumReorderLevel')}
        >
          <NumberInput decimal unit={unitSuffix} aria-required="true" {...register('minimumReorderLevel')} />
        </FormField>
        <FormField {...field('supplier')} className="sm:col-span-2 lg:col-span-2">
          {text('supplier')}
        </FormField>
        <FormField {...field('lastPurchaseDate')} hint={t('hints.lastPurchaseDate')}>
          <DateInput aria-required="true" max={todayInStockholm()} {...register('lastPurchaseDate')} />
        </FormField>
      </FormSection>

      <FormActions>
        <Button type="submit" size="lg" loading={isSubmitting || saved}>
          {editing ? tf('save') : t('form.create')}
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link href={editing ? `/inventory-details/${product.id}` : '/inventory-management'}>
            {tf('cancel')}
          </Link>
        </Button>
        {isDirty && (
          <Button size="lg" variant="ghost" onClick={draft.clearForm} className="sm:mr-auto">
            {editing ? tf('discardChanges') : tf('clear')}
          </Button>
        )}
      </FormActions>
      {dialog}
    </form>
  );
}
