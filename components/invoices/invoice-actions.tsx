'use client';
// What can be done with an invoice from its page besides its status changes: Download PDF (not while its edit form
// holds unsaved changes: the spec's "save or update first" message), Send to customer (mails the PDF; a draft is
// registered first; marks it sent and locks it), Check payment status (with the accounting system), Lock, Credit
// (makes the credit invoice and opens it), and the customer's copy (/invoice-view/{id}). Each asks first where it
// cannot be undone.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorMessage } from '@/components/list/list-states';
import { detailsHref } from '@/components/record';
import { RecordDownloadButton } from '@/components/record/record-download-button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EyeIcon, MailIcon, RefreshIcon, ShieldIcon, UndoIcon } from '@/components/ui/icons';
import { useMutation } from '@tanstack/react-query';
import {
  checkInvoicePayment,
  downloadInvoicePdf,
  sendInvoiceToCustomer,
} from '@/lib/client/invoice-documents-api';
import type { Invoice } from '@/lib/client/invoice-api';
import { invoiceQueries } from '@/lib/client/queries/invoices';
import { toast } from '@/lib/client/toast';
import { INVOICES } from './invoice-resource';

type Question = 'send' | 'lock' | 'credit';

const ISSUED = ['registered', 'sent', 'paid'];

export function InvoiceDocumentActions({ invoice }: { invoice: Invoice }) {
  const t = useTranslations('invoices.actions');
  const tr = useTranslations('invoiceRules');
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const changed = invoiceQueries.useChanged();
  const lock = invoiceQueries.useLock(invoice.id);
  const credit = invoiceQueries.useCredit(invoice.id);
  const send = useMutation({
    mutationFn: () => sendInvoiceToCustomer(invoice.id),
    onSuccess: (sent) =>
      changed(invoice.id, sent?.id ? sent : undefined, [invoiceQueries.keys.details(invoice.id)]),
  });
  const check = useMutation({
    mutationFn: () => checkInvoicePayment(invoice.id),
    onSuccess: () => changed(invoice.id, undefined, [invoiceQueries.keys.details(invoice.id)]),
  });
  const [asking, setAsking] = useState<Question | null>(null);
  const name = invoice.invoiceNumber ?? t('draftName');
  const issued = ISSUED.includes(invoice.status);
  const sendable = invoice.status === 'draft' || issued;

  function checkPayment() {
    check.mutate(undefined, {
      onSuccess: () => toast.success(t('check.done')),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  function confirm() {
    const done = (key: Question, also?: () => void) => ({
      onSuccess: () => {
        toast.success(t(`${key}.done`, { name }));
        setAsking(null);
        also?.();
      },
      onError: (error: unknown) => {
        setAsking(null);
        toast.error(errorMessage(error));
      },
    });
    if (asking === 'send') send.mutate(undefined, done('send'));
    if (asking === 'lock') lock.mutate(undefined, done('lock'));
    if (asking === 'credit')
      credit.mutate(undefined, {
        ...done('credit'),
        onSuccess: (made) => {
          toast.success(t('credit.done', { name }));
          setAsking(null);
          router.push(detailsHref(INVOICES, made.id));
        },
      });
  }

  return (
    <>
      <RecordDownloadButton
        resource={INVOICES}
        id={invoice.id}
        file={downloadInvoicePdf}
        name={`${t('fileName', { number: name })}.pdf`}
        unsavedMessage={tr('saveBeforeDownload')}
        label={t('download')}
      />
      <Button asChild variant="secondary">
        <Link href={`/invoice-view/${invoice.id}`}>
          <EyeIcon className="size-4" />
          {t('view')}
        </Link>
      </Button>
      {sendable && (
        <Button variant="secondary" onClick={() => setAsking('send')}>
          <MailIcon className="size-4" />
          {invoice.sentAt ? t('send.again') : t('send.button')}
        </Button>
      )}
      {issued && invoice.status !== 'paid' && (
        <Button variant="secondary" loading={check.isPending} onClick={checkPayment}>
          <RefreshIcon className="size-4" />
          {t('check.button')}
        </Button>
      )}
      {issued && !invoice.lockedAt && (
        <Button variant="ghost" onClick={() => setAsking('lock')}>
          <ShieldIcon className="size-4" />
          {t('lock.button')}
        </Button>
      )}
      {issued && !invoice.creditOf && (
        <Button variant="ghost" onClick={() => setAsking('credit')}>
          <UndoIcon className="size-4" />
          {t('credit.button')}
        </Button>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? t(`${asking}.title`, { name }) : ''}
        description={asking ? t(`${asking}.text`) : undefined}
        confirmLabel={asking ? t(`${asking}.confirm`) : ''}
        cancelLabel={t('keep')}
        onConfirm={confirm}
        tone={asking === 'credit' ? 'danger' : 'default'}
        busy={send.isPending || lock.isPending || credit.isPending}
      />
    </>
  );
}
