'use client';
// /inventory-details/{id}: the product formatted for reading, a low-stock warning, Edit and Activate/Deactivate.
import { useTranslations } from 'next-intl';
import { DetailList, DetailSection, RecordDetailsHeader, ResourceView } from '@/components/record';
import { AlertIcon } from '@/components/ui/icons';
import type { Product } from '@/lib/client/inventory-api';
import { useInventoryFormat, vatOre } from './inventory-format';
import { LowStockBadge } from './low-stock-badge';
import { Money } from './money';
import { PRODUCTS } from './product-resource';
import { StockStepper } from './stock-stepper';

export function ProductDetailsView({ id }: { id: string }) {
  return (
    <ResourceView resource={PRODUCTS} id={id}>
      {(product) => <ProductDetailsScreen product={product} />}
    </ResourceView>
  );
}

function ProductDetailsScreen({ product }: { product: Product }) {
  const t = useTranslations('inventory');
  const fmt = useInventoryFormat();
  const notGiven = t('details.notGiven');
  const marginOre = product.sellingPriceOre - product.purchasePriceOre;
  const stock = fmt.quantity(product.stockQuantity, product.unit);
  const minimum = fmt.quantity(product.minimumReorderLevel, product.unit);

  return (
    <div>
      <RecordDetailsHeader
        resource={PRODUCTS}
        record={product}
        badges={product.lowStock && <LowStockBadge />}
        description={[product.brandName, product.size].filter(Boolean).join(' · ')}
      />

      {product.lowStock && (
        <div
          role="status"
          className="mb-4 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:mb-6"
        >
          <AlertIcon className="mt-0.5 text-amber-700" />
          <div>
            <p className="font-semibold">{t('details.lowStockTitle')}</p>
            <p>
              {product.supplier
                ? t('details.lowStockSupplier', { stock, minimum, supplier: product.supplier })
                : t('details.lowStockText', { stock, minimum })}
            </p>
          </div>
        </div>
      )}

      {/* Stock first: it is what a farrier opens a product for. Phones: stock, product, prices. */}
      <div className="grid items-start gap-4 lg:grid-cols-2 lg:gap-6">
        <div className="space-y-4 lg:space-y-6">
          <DetailSection title={t('sections.stock')}>
            <DetailList
              empty={notGiven}
              items={[
                {
                  label: t('fields.stockQuantity'),
                  // +/− right here: counting stock should not need the edit form.
                  value: <StockStepper product={product} />,
                },
                { label: t('fields.minimumReorderLevel'), value: minimum },
                { label: t('fields.unit'), value: fmt.unitLabel(product.unit) },
                { label: t('fields.supplier'), value: product.supplier },
                { label: t('fields.lastPurchaseDate'), value: fmt.date(product.lastPurchaseDate) },
              ]}
            />
          </DetailSection>
          <DetailSection title={t('sections.product')}>
            <DetailList
              empty={notGiven}
              items={[
                { label: t('fields.brandName'), value: product.brandName },
                { label: t('fields.inventoryTypeId'), value: product.inventoryTypeName },
                { label: t('fields.inventorySubTypeId'), value: product.inventorySubTypeName },
                { label: t('fields.size'), value: product.size },
                { label: t('fields.category'), value: product.category },
                { label: t('fields.subcategory'), value: product.subcategory },
              ]}
            />
          </DetailSection>
        </div>
        <div className="space-y-4 lg:space-y-6">
          <DetailSection title={t('sections.prices')}>
            <DetailList
              empty={notGiven}
              items={[
                { label: t('details.purchasePrice'), value: <Money ore={product.purchasePriceOre} /> },
                { label: t('details.sellingPrice'), value: <Money ore={product.sellingPriceOre} /> },
                { label: t('fields.vatPercent'), value: fmt.percent(product.vatPercent) },
                {
                  label: t('details.sellingInclVat'),
                  value: (
                    <Money
                      ore={product.sellingPriceOre + vatOre(product.sellingPriceOre, product.vatPercent)}
                    />
                  ),
                },
                {
                  label: t('details.margin'),
                  value: (
                    <span className={marginOre < 0 ? 'text-danger-700' : undefined}>
                      <Money ore={marginOre} />
                      {product.sellingPriceOre > 0 &&
                        ` (${fmt.number(marginOre / product.sellingPriceOre, { style: 'percent' })})`}
                    </span>
                  ),
                },
              ]}
            />
          </DetailSection>
        </div>
      </div>
      <p className="mt-4 text-sm text-stone-500 sm:mt-6">
        {t('details.updated', { date: fmt.dateTime(product.updatedAt) })}
      </p>
    </div>
  );
}
