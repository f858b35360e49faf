'use client';
// /invoice-details/{id}: everything of an invoice — the customer and the seller (as they were when it was issued),
// the dates, the payment details with the OCR, the lines, the sums, where it stands with the accounting system, the
// invoice it credits and its credit invoices, the note and its history — with its labels; the status changes its
// life allows (register, mark sent, mark paid, cancel a draft), Edit while it may be edited, and the document actions.
// Its labels stand once, beside the number in the header.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import {
  DetailList,
  DetailSection,
  RecordHistory,
  RecordStatusActions,
  ResourceView,
  detailsHref,
  editHref,
} from '@/components/record';
import { Button } from '@/components/ui/button';
import { PencilIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import type { Invoice } from '@/lib/client/invoice-api';
import { useFormat } from '@/lib/client/use-format';
import { InvoiceDocumentActions } from './invoice-actions';
import { InvoiceLabels } from './invoice-badges';
import { InvoiceLinesTable } from './invoice-lines-table';
import { INVOICES } from './invoice-resource';
import { InvoiceTotalsTable, storedTotals } from './invoice-totals';

export function InvoiceDetailsView({ id }: { id: string }) {
  return (
    <ResourceView resource={INVOICES} id={id}>
      {(invoice) => <InvoiceDetailsScreen invoice={invoice} />}
    </ResourceView>
  );
}

const address = (party: { address: string | null; postalCode: string | null; city: string | null }) =>
  [party.address, [party.postalCode, party.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') ||
  null;

function InvoiceDetailsScreen({ invoice }: { invoice: Invoice }) {
  const t = useTranslations('invoices');
  const format = useFormat();
  const f = (name: string) => t(`fields.${name}`);
  const notGiven = t('details.notGiven');
  const editable = !invoice.lockedAt && (invoice.status === 'draft' || invoice.status === 'registered');
  const link = (target: { id: string; invoiceNumber: string | null }) => (
    <Link
      key={target.id}
      href={detailsHref(INVOICES, target.id)}
      className="font-medium text-brand-800 hover:underline"
    >
      {target.invoiceNumber ?? t('labels.noNumber')}
    </Link>
  );

  return (
    <div>
      <PageHeader
        back={{ href: INVOICES.listHref, label: t('backToList') }}
        title={
          <span className="font-mono tabular-nums" data-testid="invoice-number">
            {invoice.invoiceNumber
              ? t('details.numbered', { number: invoice.invoiceNumber })
              : t('details.draftTitle')}
          </span>
        }
        badge={<InvoiceLabels invoice={invoice} />}
        description={`${invoice.customer.name} · ${format.date(invoice.invoiceDate)}`}
      />
      {/* An invoice has more actions than a header's row holds: they wrap in a bar of their own. */}
      <div
        role="group"
        aria-label={t('details.actions')}
        className="mb-5 flex flex-wrap gap-2 sm:mb-6 [&>*]:flex-1 sm:[&>*]:flex-none"
      >
        <RecordStatusActions resource={INVOICES} record={invoice} />
        {editable && (
          <Button asChild variant="secondary">
            <Link href={editHref(INVOICES, invoice.id)}>
              <PencilIcon className="size-4" />
              {t('details.edit')}
            </Link>
          </Button>
        )}
        <InvoiceDocumentActions invoice={invoice} />
      </div>

      <div className="grid gap-4 lg:grid-cols-5 lg:gap-6">
        <div className="space-y-4 lg:order-2 lg:col-span-2 lg:space-y-6">
          <DetailSection title={t('details.buyer')}>
            <DetailList
              empty={notGiven}
              items={[
                {
                  label: t('details.name'),
                  value: (
                    <Link
                      href={`/customer-details/${invoice.customer.id}`}
                      className="font-medium text-brand-800 hover:underline"
                    >
                      {invoice.buyer.name}
                    </Link>
                  ),
                },
                { label: t('details.address'), value: address(invoice.buyer) },
                { label: t('details.organizationNumber'), value: invoice.buyer.organizationNumber },
                { label: t('details.vatNumber'), value: invoice.buyer.vatNumber },
              ]}
            />
          </DetailSection>
          <DetailSection title={t('details.payment')}>
            <DetailList
              empty={notGiven}
              items={[
                {
                  label: t('details.ocr'),
                  value: invoice.payment.ocrReference && (
                    <span className="font-mono tabular-nums" data-testid="invoice-ocr">
                      {invoice.payment.ocrReference}
                    </span>
                  ),
                },
                { label: t('details.bankgiro'), value: invoice.payment.bankgiro },
                { label: t('details.plusgiro'), value: invoice.payment.plusgiro },
                { label: t('details.bankAccount'), value: invoice.payment.bankAccount },
                { label: t('details.swish'), value: invoice.payment.swishNumber },
                { label: t('details.paidAt'), value: invoice.paidAt && format.date(invoice.paidAt) },
              ]}
            />
          </DetailSection>
          <DetailSection title={t('details.accounting')}>
            <DetailList
              empty={notGiven}
              items={[
                {
                  label: t('details.syncState'),
                  value: (
                    <span data-testid="accounting-state">{t(`accounting.${invoice.accounting.state}`)}</span>
                  ),
                },
                { label: t('details.documentNumber'), value: invoice.accounting.documentNumber },
                {
                  label: t('details.bookkept'),
                  value: invoice.accounting.bookkept ? t('details.yes') : t('details.no'),
                },
                // In the user's language (the API words it so), Fortnox's own words quoted in it.
                ...(invoice.accounting.reason
                  ? [{ label: t('details.syncError'), value: invoice.accounting.reason.message }]
                  : []),
              ]}
            />
          </DetailSection>
          <DetailSection title={t('details.seller')}>
            <DetailList
              empty={notGiven}
              items={[
                { label: t('details.name'), value: invoice.seller.name },
                { label: t('details.address'), value: address(invoice.seller) },
                { label: t('details.organizationNumber'), value: invoice.seller.organizationNumber },
                { label: t('details.vatNumber'), value: invoice.seller.vatNumber },
                { label: t('details.fTax'), value: invoice.seller.fTax ? t('details.fTaxYes') : null },
              ]}
            />
          </DetailSection>
        </div>

        <div className="space-y-4 lg:order-1 lg:col-span-3 lg:space-y-6">
          <DetailSection title={t('details.invoice')}>
            <DetailList
              empty={notGiven}
              items={[
                { label: f('invoiceNumber'), value: invoice.invoiceNumber },
                { label: f('invoiceDate'), value: format.date(invoice.invoiceDate) },
                { label: f('dueDate'), value: format.date(invoice.dueDate) },
                { label: f('supplyDate'), value: format.date(invoice.supplyDate) },
                { label: t('details.sentAt'), value: invoice.sentAt && format.dateTime(invoice.sentAt) },
                {
                  label: t('details.lockedAt'),
                  value: invoice.lockedAt && format.dateTime(invoice.lockedAt),
                },
                { label: t('details.creditOf'), value: invoice.creditOf && link(invoice.creditOf) },
                {
                  label: t('details.credits'),
                  value:
                    invoice.credits.length > 0 ? (
                      <span className="flex flex-wrap gap-2">{invoice.credits.map(link)}</span>
                    ) : null,
                },
                {
                  label: t('details.booking'),
                  value: invoice.bookingId && (
                    <Link
                      href={`/booking-details/${invoice.bookingId}`}
                      className="text-brand-800 hover:underline"
                    >
                      {t('details.openBooking')}
                    </Link>
                  ),
                },
                {
                  label: t('details.journal'),
                  value: invoice.journalId && (
                    <Link
                      href={`/journal-details/${invoice.journalId}`}
                      className="text-brand-800 hover:underline"
                    >
                      {t('details.openJournal')}
                    </Link>
                  ),
                },
              ]}
            />
          </DetailSection>

          <DetailSection title={t('form.sections.lines')}>
            <InvoiceLinesTable invoice={invoice} />
            <InvoiceTotalsTable
              totals={storedTotals(invoice)}
              className="mt-4 border-t border-stone-200 pt-3 sm:ml-auto sm:max-w-sm"
              testId="invoice-totals"
            />
          </DetailSection>

          {invoice.note && (
            <DetailSection title={f('note')}>
              <p className="whitespace-pre-line text-stone-800">{invoice.note}</p>
            </DetailSection>
          )}

          <RecordHistory resource={INVOICES} id={invoice.id} />
        </div>
      </div>
    </div>
  );
}
