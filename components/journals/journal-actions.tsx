'use client';
// What can be done with a journal from its page: Download PDF (not while the edit form holds unsaved changes: spec's
// "update first" message), Send to keeper (mails the PDF, marks it sent and locks it), Delete a draft (after a
// question). Signing is the kit's status action; Edit / Amend is a link beside these.
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useErrorMessage } from '@/components/list/list-states';
import { RecordDownloadButton } from '@/components/record/record-download-button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MailIcon, TrashIcon } from '@/components/ui/icons';
import { downloadJournalPdf, type Journal } from '@/lib/client/journal-api';
import { journalQueries } from '@/lib/client/queries/journals';
import { toast } from '@/lib/client/toast';
import { JOURNALS } from './journal-resource';

export function JournalDocumentActions({ journal }: { journal: Journal }) {
  const t = useTranslations('journals.actions');
  const tr = useTranslations('journalRules');
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const send = journalQueries.useSend(journal.id);
  const remove = journalQueries.useDelete(journal.id);
  const [asking, setAsking] = useState<'send' | 'delete' | null>(null);

  function confirm() {
    if (asking === 'send')
      send.mutate(undefined, {
        onSuccess: () => {
          toast.success(t('send.done', { name: journal.referenceNumber }));
          setAsking(null);
        },
        onError: (error) => {
          setAsking(null);
          toast.error(errorMessage(error));
        },
      });
    if (asking === 'delete')
      remove.mutate(undefined, {
        onSuccess: () => {
          toast.success(t('delete.done', { name: journal.referenceNumber }));
          router.replace(JOURNALS.listHref);
        },
        onError: (error) => {
          setAsking(null);
          toast.error(errorMessage(error));
        },
      });
  }

  return (
    <>
      <RecordDownloadButton
        resource={JOURNALS}
        id={journal.id}
        file={downloadJournalPdf}
        name={`${journal.referenceNumber}.pdf`}
        unsavedMessage={tr('updateBeforeDownload')}
        label={t('download')}
      />
      <Button variant="secondary" onClick={() => setAsking('send')}>
        <MailIcon className="size-4" />
        {journal.sentAt ? t('send.again') : t('send.button')}
      </Button>
      {journal.status === 'draft' && !journal.lockedAt && (
        <Button variant="ghost" onClick={() => setAsking('delete')}>
          <TrashIcon className="size-4" />
          {t('delete.button')}
        </Button>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? t(`${asking}.title`, { name: journal.referenceNumber }) : ''}
        description={asking ? t(`${asking}.text`) : undefined}
        confirmLabel={asking ? t(`${asking}.confirm`) : ''}
        cancelLabel={t('keep')}
        onConfirm={confirm}
        tone={asking === 'delete' ? 'danger' : 'default'}
        busy={send.isPending || remove.isPending}
      />
    </>
  );
}
