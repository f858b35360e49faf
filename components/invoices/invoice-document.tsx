'use client';
// /invoice-view/{id}: the invoice as the customer gets it — an A4-like page in the customer's language with every
// field a Swedish invoice needs (swedish-rules §3): seller with address, organisation and VAT numbers and "Godkänd
// för F-skatt", buyer, number, invoice date, date of supply, due date, the lines, net and VAT per rate, the
// öresavrundning, the total, and how to pay with the OCR reference. Printing shows the page alone on A4.
import Link from 'next/link';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { ResourceView, detailsHref } from '@/components/record';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, FileTextIcon } from '@/components/ui/icons';
import type { Invoice } from '@/lib/client/invoice-api';
import { useFormat } from '@/lib/client/use-format';
import { MESSAGES } from '@/lib/i18n/config';
import { InvoiceLinesTable } from './invoice-lines-table';
import { INVOICES } from './invoice-resource';
import { InvoiceTotalsTable, storedTotals } from './invoice-totals';

/** On paper: the page alone, A4 with margins, no app frame around it. */
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 14mm; }
  body * { visibility: hidden; }
  [data-print-root], [data-print-root] * { visibility: visible; }
  [data-print-root] { position: absolute; inset: 0 auto auto 0; width: 100%; box-shadow: none; border: 0; padding: 0; }
}`;

export function InvoiceDocumentView({ id }: { id: string }) {
  const t = useTranslations('invoices.view');
  return (
    <ResourceView resource={INVOICES} id={id}>
      {(invoice) => (
        <div className="space-y-4">
          <style>{PRINT_CSS}</style>
          <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
            <Button asChild variant="ghost">
              <Link href={detailsHref(INVOICES, invoice.id)}>
                <ChevronLeftIcon className="size-4" />
                {t('back')}
              </Link>
            </Button>
            <Button variant="secondary" onClick={() => window.print()}>
              <FileTextIcon className="size-4" />
              {t('print')}
            </Button>
          </div>
          <NextIntlClientProvider locale={invoice.buyer.language} messages={MESSAGES[invoice.buyer.language]}>
            <InvoicePage invoice={invoice} />
          </NextIntlClientProvider>
        </div>
      )}
    </ResourceView>
  );
}

const lines = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean) as string[];

function Party({ title, rows }: { title: string; rows: string[] }) {
  return (
    <div className="min-w-0">
      <h2 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{title}</h2>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-stone-900">{rows.join('\n')}</p>
    </div>
  );
}

function InvoicePage({ invoice }: { invoice: Invoice }) {
  const t = useTranslations('invoices.view');
  const format = useFormat();
  const { seller, buyer, payment } = invoice;
  const place = (p: { postalCode: string | null; city: string | null }) =>
    [p.postalCode && format.postalCode(p.postalCode), p.city].filter(Boolean).join(' ');
  const title = invoice.creditOf ? t('creditTitle') : t('title');
  const meta: [string, string | null][] = [
    [t('number'), invoice.invoiceNumber ?? t('draft')],
    [t('invoiceDate'), format.date(invoice.invoiceDate)],
    [t('supplyDate'), format.date(invoice.supplyDate)],
    [t('dueDate'), format.date(invoice.dueDate)],
    [t('ocr'), payment.ocrReference],
    [t('creditOf'), invoice.creditOf ? (invoice.creditOf.invoiceNumber ?? '') : null],
  ];

  return (
    <article
      data-print-root
      data-testid="invoice-document"
      className="mx-auto w-full max-w-[210mm] space-y-6 rounded-lg border border-stone-200 bg-white p-4 text-stone-900 shadow-sm sm:p-10"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words">{seller.name}</p>
          <p className="text-sm text-stone-700">{lines(seller.address, place(seller)).join(', ')}</p>
        </div>
        <h1 className="text-2xl font-bold tracking-tight uppercase">{title}</h1>
      </header>

      <div className="grid gap-6 sm:grid-cols-2">
        <Party
          title={t('buyer')}
          rows={lines(
            buyer.name,
            buyer.address,
            place(buyer),
            buyer.organizationNumber && `${t('orgNo')} ${buyer.organizationNumber}`,
            buyer.vatNumber && `${t('vatNo')} ${buyer.vatNumber}`,
          )}
        />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {meta
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-stone-600">{label}</dt>
                <dd className="text-right font-medium tabular-nums">{value}</dd>
              </div>
            ))}
        </dl>
      </div>

      <InvoiceLinesTable invoice={invoice} />
      <InvoiceTotalsTable totals={storedTotals(invoice)} className="sm:ml-auto sm:max-w-sm" />

      {invoice.note && <p className="text-sm whitespace-pre-line text-stone-700">{invoice.note}</p>}

      <section className="rounded-lg bg-stone-50 p-4 text-sm print:bg-white">
        <h2 className="font-semibold">{t('payTitle')}</h2>
        <p className="mt-1">
          {t('payText', {
            amount: format.money(Math.round(invoice.grandTotal * 100)),
            due: format.date(invoice.dueDate),
          })}
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {(
            [
              [t('ocr'), payment.ocrReference],
              [t('bankgiro'), payment.bankgiro],
              [t('plusgiro'), payment.plusgiro],
              [t('bankAccount'), payment.bankAccount],
              [t('swish'), payment.swishNumber],
            ] as const
          )
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-stone-600">{label}</dt>
                <dd className="font-medium tabular-nums">{value}</dd>
              </div>
            ))}
        </dl>
      </section>

      <footer className="grid gap-4 border-t border-stone-200 pt-4 text-xs text-stone-700 sm:grid-cols-3">
        <Party title={t('seller')} rows={lines(seller.name, seller.address, place(seller))} />
        <Party
          title={t('company')}
          rows={lines(
            seller.organizationNumber && `${t('orgNo')} ${seller.organizationNumber}`,
            seller.vatNumber && `${t('vatNo')} ${seller.vatNumber}`,
            seller.fTax && t('fTax'),
          )}
        />
        <Party title={t('contact')} rows={lines(seller.email, seller.phone && format.phone(seller.phone))} />
      </footer>
    </article>
  );
}
