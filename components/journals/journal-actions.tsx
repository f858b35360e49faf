'use client';
// What can be done with a journal from its page: Download PDF (not while the edit form holds unsaved changes: spec's
// "update first" message), Send to keeper (mails the PDF, marks it sent and locks it), Delete a draft (after a
// question). Signing is the kit's status action; Edit / Amend is a link beside these.
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useErrorMessage } from '@/components/list/list-states';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FileTextIcon, MailIcon, TrashIcon } from '@/components/ui/icons';
import { getDraft } from '@/lib/client/form-drafts';
import { downloadJournalPdf, type Journal } from '@/lib/client/journal-api';
import { journalQueries } from '@/lib/client/queries/journals';
import { signedInUserId } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import { JOURNALS } from './journal-resource';

/** Whether the journal's edit form keeps changes not saved yet (its draft). */
export function hasUnsavedEdits(id: string): boolean {
  const draft = getDraft(`${JOURNALS.route}-edit-${id}`, signedInUserId());
  return draft !== undefined && Object.keys(draft).length > 0;
}

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to have taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function JournalDocumentActions({ journal }: { journal: Journal }) {
  const t = useTranslations('journals.actions');
  const tr = useTranslations('journalRules');
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const send = journalQueries.useSend(journal.id);
  const remove = journalQueries.useDelete(journal.id);
  const [downloading, setDownloading] = useState(false);
  const [asking, setAsking] = useState<'send' | 'delete' | null>(null);

  async function download() {
    if (hasUnsavedEdits(journal.id)) {
      toast.error(tr('updateBeforeDownload'));
      return;
    }
    setDownloading(true);
    try {
      saveFile(await downloadJournalPdf(journal.id), `${journal.referenceNumber}.pdf`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  }

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
      <Button variant="secondary" loading={downloading} onClick={() => void download()}>
        <FileTextIcon className="size-4" />
        {t('download')}
      </Button>
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
