'use client';
// "Overdue invoices" on the dashboard: the issued invoices past their due date and unpaid, with what they add up to,
// each a way to its page. Hidden when none is overdue (and while it loads, so the dashboard does not jump).
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { isRefusal } from '@/components/app-shell/forbidden-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { ChevronRightIcon, InvoiceIcon } from '@/components/ui/icons';
import { mayUse } from '@/lib/client/may-use';
import { invoiceQueries } from '@/lib/client/queries/invoices';
import { useStoredUser } from '@/lib/client/use-session';
import { useFormat } from '@/lib/client/use-format';

const SHOWN = 5;

export function OverdueInvoicesCard() {
  const t = useTranslations('dashboard.overdueInvoices');
  const format = useFormat();
  // A staff member without the invoicing permission: the card is not theirs, and is not asked for.
  const allowed = mayUse(useStoredUser(), 'invoicing');
  const overdue = useQuery({ ...invoiceQueries.overdue(), enabled: allowed });
  const money = (kronor: number) => format.money(Math.round(kronor * 100));

  // Refused all the same (the owner took the permission away since this login): nothing went wrong.
  if (!allowed || isRefusal(overdue.error)) return null;
  if (overdue.isError && !overdue.data) {
    return (
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-stone-700">{t('error')}</p>
          <Button variant="secondary" onClick={() => void overdue.refetch()}>
            {t('retry')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!overdue.data || overdue.data.rows.length === 0) return null;
  const { rows, summary } = overdue.data;

  return (
    <Card data-testid="overdue-invoices">
      <CardContent className="space-y-3">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-danger-50 text-danger-700">
            <InvoiceIcon className="size-5" />
          </span>
          <div className="min-w-0">
            <CardTitle>{t('title')}</CardTitle>
            <p className="text-sm text-stone-600">
              {t('text', { count: summary.count, total: money(summary.overdueTotal) })}
            </p>
          </div>
        </div>
        <ul className="-mx-2 divide-y divide-stone-100">
          {rows.slice(0, SHOWN).map((row) => (
            <li key={row.id}>
              <Link
                href={`/invoice-details/${row.id}`}
                className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-stone-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words text-stone-900">
                    {row.invoiceNumber} · {row.customer.name}
                  </span>
                  <span className="block text-sm text-stone-600">
                    {t('due', { date: format.date(row.dueDate) })}
                  </span>
                </span>
                <span className="shrink-0 font-semibold text-danger-800 tabular-nums">
                  {money(row.grandTotal)}
                </span>
                <ChevronRightIcon className="size-4 text-stone-400" />
              </Link>
            </li>
          ))}
        </ul>
        {summary.count > SHOWN && (
          <Link
            href="/invoice-management?status=overdue"
            className="text-sm font-medium text-brand-800 hover:underline"
          >
            {t('all', { count: summary.count })}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
