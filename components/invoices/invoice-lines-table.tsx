'use client';
// An invoice's lines as stored: what, how many of which unit, the price per unit, the discount, the VAT rate and
// the line's net — a table on wider screens and on paper, stacked rows on phones.
import { useTranslations } from 'next-intl';
import type { Invoice } from '@/lib/client/invoice-api';
import { useFormat } from '@/lib/client/use-format';

const ore = (kronor: number) => Math.round(kronor * 100);

export function InvoiceLinesTable({ invoice }: { invoice: Pick<Invoice, 'lines'> }) {
  const t = useTranslations('invoices.lines');
  const format = useFormat();
  const quantity = (n: number) => format.number(n, { maximumFractionDigits: 3 });
  if (invoice.lines.length === 0) return <p className="text-stone-600">{t('none')}</p>;
  return (
    <table className="w-full text-sm" data-testid="invoice-lines">
      <thead className="hidden text-left text-stone-600 sm:table-header-group print:table-header-group">
        <tr className="border-b border-stone-200">
          <th className="py-2 pr-2 font-medium">{t('name')}</th>
          <th className="py-2 pr-2 text-right font-medium">{t('quantity')}</th>
          <th className="py-2 pr-2 text-right font-medium">{t('pricePerUnit')}</th>
          <th className="py-2 pr-2 text-right font-medium">{t('discount')}</th>
          <th className="py-2 pr-2 text-right font-medium">{t('vat')}</th>
          <th className="py-2 text-right font-medium">{t('net')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {invoice.lines.map((line) => (
          <tr key={line.id} className="grid grid-cols-2 gap-x-2 py-2 sm:table-row print:table-row">
            <td className="col-span-2 py-1 pr-2 font-medium text-stone-900 sm:py-2">
              {line.name}
              {line.kind === 'mileage' && <span className="ml-1 text-stone-600">({t('kinds.mileage')})</span>}
            </td>
            <td className="py-0.5 pr-2 text-stone-700 tabular-nums sm:py-2 sm:text-right">
              {quantity(line.quantity)} {t(`unitShort.${line.unit}`)}
            </td>
            <td className="py-0.5 pr-2 text-right text-stone-700 tabular-nums sm:py-2">
              {format.money(ore(line.pricePerUnit))}
            </td>
            <td className="py-0.5 pr-2 text-stone-700 tabular-nums sm:py-2 sm:text-right">
              {line.discount ? `−${format.number(line.discount)} %` : ''}
            </td>
            <td className="py-0.5 pr-2 text-right text-stone-700 tabular-nums sm:py-2">
              {t('vatShort', { rate: line.vat })}
            </td>
            <td className="col-span-2 py-0.5 text-right font-semibold text-stone-900 tabular-nums sm:py-2">
              {format.money(ore(line.price))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
