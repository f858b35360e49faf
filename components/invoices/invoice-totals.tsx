'use client';
// An invoice's sums as rows (swedish-rules §3): net, VAT per rate on that rate's net, VAT total, öresavrundning as
// its own row, and what the customer pays — the same rows in the form's live preview, on the invoice's page and on
// the customer's copy.
import { useTranslations } from 'next-intl';
import type { Invoice } from '@/lib/client/invoice-api';
import { useFormat } from '@/lib/client/use-format';
import type { InvoiceTotals } from '@/lib/invoices/totals';
import { cn } from '@/lib/cn';

export type TotalsRows = Pick<
  InvoiceTotals,
  'netTotalOre' | 'vatByRate' | 'vatTotalOre' | 'roundingOre' | 'grandTotalOre'
>;

/** Kronor as the API answers (at most 2 decimals) → öre, exactly. */
const ore = (kronor: number) => Math.round(kronor * 100);

/** An invoice's stored sums as the rows' öre. */
export function storedTotals(invoice: Invoice): TotalsRows {
  return {
    netTotalOre: ore(invoice.netTotal),
    vatByRate: invoice.vatByRate.map((group) => ({
      vatPercent: group.vat,
      netOre: ore(group.net),
      vatOre: ore(group.vatAmount),
    })),
    vatTotalOre: ore(invoice.vatTotal),
    roundingOre: ore(invoice.rounding),
    grandTotalOre: ore(invoice.grandTotal),
  };
}

export function InvoiceTotalsTable({
  totals,
  className,
  testId,
}: {
  totals: TotalsRows;
  className?: string;
  testId?: string;
}) {
  const t = useTranslations('invoices.totals');
  const format = useFormat();
  const row = 'flex items-baseline justify-between gap-4 py-1';
  return (
    <dl className={cn('text-sm text-stone-800', className)} data-testid={testId}>
      <div className={row}>
        <dt>{t('net')}</dt>
        <dd className="tabular-nums" data-testid="total-net">
          {format.money(totals.netTotalOre)}
        </dd>
      </div>
      {totals.vatByRate.map((group) => (
        <div key={group.vatPercent} className={row}>
          <dt>{t('vatAt', { rate: group.vatPercent, net: format.money(group.netOre) })}</dt>
          <dd className="tabular-nums" data-testid={`total-vat-${group.vatPercent}`}>
            {format.money(group.vatOre)}
          </dd>
        </div>
      ))}
      <div className={row}>
        <dt>{t('vat')}</dt>
        <dd className="tabular-nums" data-testid="total-vat">
          {format.money(totals.vatTotalOre)}
        </dd>
      </div>
      <div className={row}>
        <dt>{t('rounding')}</dt>
        <dd className="tabular-nums" data-testid="total-rounding">
          {format.money(totals.roundingOre)}
        </dd>
      </div>
      <div className={cn(row, 'mt-1 border-t border-stone-300 pt-2 text-base font-semibold text-stone-900')}>
        <dt>{t('grand')}</dt>
        <dd className="tabular-nums" data-testid="total-grand">
          {format.money(totals.grandTotalOre)}
        </dd>
      </div>
    </dl>
  );
}
