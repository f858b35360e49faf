'use client';
// Add and edit a product (spec 3, 5: every field required): the shared schema with translated messages, type →
// sub-type pickers, the margin while typing, server field errors inline, a draft under form_inventory-add /
// form_inventory-edit-<id>, and a question before a dirty form is left.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useController, useForm, useWatch } from 'react-hook-form';
import { DateInput, FormField, FormSection, NumberInput, Select } from '@/components/form';
import { RecordFormLayout, useRecordForm } from '@/components/record';
import { Input } from '@/components/ui/input';
import { INVENTORY_TYPES, inventorySubTypes, type Product } from '@/lib/client/inventory-api';
import { productQueries } from '@/lib/client/queries/products';
import { todayInStockholm } from '@/lib/time-zone';
import { PRODUCT_UNIT_SUGGESTIONS, productInput } from '@/lib/validation/product';
import { amountTextToOre, useInventoryFormat, vatOre } from './inventory-format';
import { PriceSummary } from './price-summary';
import { PRODUCT_FIELDS, productFormValues, type ProductField } from './product-form-values';
import { PRODUCTS } from './product-resource';
import { ReferenceSelect } from './reference-select';

const KNOWN_UNITS: readonly string[] = PRODUCT_UNIT_SUGGESTIONS;
const QUANTITY_TEXT = /^\d+([.,]\d{1,3})?$/;
const quantityOf = (text: unknown) =>
  typeof text === 'string' && QUANTITY_TEXT.test(text.trim()) ? Number(text.trim().replace(',', '.')) : null;

export function ProductForm({ product }: { product?: Product }) {
  const t = useTranslations('inventory');
  const locale = useLocale();
  const fmt = useInventoryFormat();

  const form = useForm({
    resolver: zodResolver(productInput),
    defaultValues: productFormValues(product, locale),
    // The selects register before the text fields: focus the first error in the form's order instead.
    shouldFocusError: false,
  });
  const { register, setValue, getValues, control, formState } = form;
  const { isSubmitted } = formState;
  const record = useRecordForm({
    resource: PRODUCTS,
    form,
    editing: product,
    save: productQueries.useSave(product?.id).mutateAsync,
    fields: PRODUCT_FIELDS,
  });
  // Spec 5 requires every product field: each is marked as the other forms mark their required ones.
  const field = (name: ProductField) => record.field(name, { required: true });

  const { field: typeField } = useController({ control, name: 'inventoryTypeId' });
  const { field: subTypeField } = useController({ control, name: 'inventorySubTypeId' });
  const [unit, purchasePrice, sellingPrice, vatPercent, stockQuantity, minimumReorderLevel] = useWatch({
    control,
    name: ['unit', 'purchasePrice', 'sellingPrice', 'vatPercent', 'stockQuantity', 'minimumReorderLevel'],
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
    <RecordFormLayout form={record} requiredNote>
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
            source={INVENTORY_TYPES}
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
            source={typeField.value ? inventorySubTypes(typeField.value) : null}
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
    </RecordFormLayout>
  );
}
