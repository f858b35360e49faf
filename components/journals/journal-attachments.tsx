'use client';
// A journal's attachments (SJVFS 2023:19: X-rays, referrals, lab results belong to the journal): a PDF, sent as it
// is, or an image, compressed first; each with a name, opened or removed from the list. They are not photos and do
// not count against the photo limits. A signed or sent journal keeps what it has: a document that came later (the
// X-ray answer) is added with a reason, as an amendment, and says so (late-files.tsx).
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FileTextIcon, ImageIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/client/api-client';
import { openStoredFile, type JournalAttachment } from '@/lib/client/journal-photos-api';
import { toast } from '@/lib/client/toast';
import { cn } from '@/lib/cn';
import { JOURNAL_LIMITS } from '@/lib/validation/journal';
import { ATTACHMENT_NAME_MAX } from '@/lib/validation/journal-photos';
import { useChosenFiles } from './use-chosen-files';
import { AddedLater, LateReason } from './late-files';
import { useJournalMedia } from './use-journal-media';

export function JournalAttachments({ journalId, className }: { journalId: string; className?: string }) {
  const t = useTranslations('journalPhotos');
  const headingId = useId();
  const nameId = useId();
  const messageId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const { media, attach, removeAttachment } = useJournalMedia(journalId);
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<JournalAttachment | null>(null);
  const [reason, setReason] = useState('');

  const attachments = media.data?.attachments ?? [];
  const locked = media.data?.locked ?? false;
  const full = attachments.length >= JOURNAL_LIMITS.attachmentsMax;
  const { onChosen, preparing, error, setError } = useChosenFiles({
    field: 'file',
    refuse: () => (locked && !reason.trim() ? t('reasonRequired') : null),
    upload: ([file], [chosen]) =>
      attach.mutateAsync({
        file: file!,
        name: name.trim() || chosen!.name.slice(0, ATTACHMENT_NAME_MAX),
        amendmentReason: locked ? reason.trim() : undefined,
      }),
    onUploaded: () => {
      setName('');
      setReason('');
      toast.success(t('attached'));
    },
  });
  const busy = preparing || attach.isPending;

  async function open(attachment: JournalAttachment) {
    try {
      await openStoredFile(attachment.url, attachment.name);
    } catch {
      toast.error(t('loadFailed'));
    }
  }

  return (
    <section aria-labelledby={headingId} className={cn('space-y-3', className)}>
      <div>
        <h3 id={headingId} className="text-sm font-semibold text-stone-900">
          {t('attachmentsTitle')}
        </h3>
        <p className="text-sm text-stone-600">{t('attachmentsHint')}</p>
      </div>

      {media.isPending ? (
        <Spinner className="size-5 text-stone-400" />
      ) : media.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-danger-700" role="alert">
          {t('loadFailed')}
          <Button variant="secondary" onClick={() => void media.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : attachments.length ? (
        <ul
          className="divide-y divide-stone-200 rounded-xl border border-stone-200"
          aria-label={t('attachmentsTitle')}
        >
          {attachments.map((attachment) => (
            <li key={attachment.id} className="flex items-center gap-2 px-3 py-2">
              {attachment.mimeType === 'application/pdf' ? (
                <FileTextIcon className="size-5 shrink-0 text-stone-500" aria-label={t('pdf')} />
              ) : (
                <ImageIcon className="size-5 shrink-0 text-stone-500" aria-label={t('image')} />
              )}
              <button
                type="button"
                onClick={() => void open(attachment)}
                aria-label={t('openAttachment', { name: attachment.name })}
                className="min-h-11 min-w-0 flex-1 truncate text-left text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {attachment.name}
              </button>
              {!locked && (
                <Button
                  variant="ghost"
                  onClick={() => setRemoving(attachment)}
                  aria-label={t('removeAttachment', { name: attachment.name })}
                  className="shrink-0 px-3"
                >
                  <TrashIcon className="size-4" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">{t('attachmentsEmpty')}</p>
      )}

      <AddedLater
        items={attachments.flatMap((attachment) => {
          const addition = media.data?.addedAfterSigning.find((a) => a.id === attachment.id);
          return addition ? [{ addition, name: attachment.name }] : [];
        })}
      />
      {locked && media.data && !full && <LateReason value={reason} onChange={setReason} />}
      {media.data && !full && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1 space-y-1">
            <Label htmlFor={nameId}>{t('attachmentName')}</Label>
            <Input
              id={nameId}
              value={name}
              maxLength={ATTACHMENT_NAME_MAX}
              placeholder={t('attachmentNamePlaceholder')}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <input
            ref={fileRef}
            type="file"
            accept="application/pdf,image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('attach')}
            aria-describedby={messageId}
            onChange={(event) => void onChosen(event)}
          />
          <Button
            variant="secondary"
            onClick={() => fileRef.current?.click()}
            loading={busy}
            className="whitespace-nowrap"
          >
            {!busy && <PlusIcon className="size-4" />}
            {busy ? t('attaching') : t('attach')}
          </Button>
        </div>
      )}
      <p
        id={messageId}
        role={error ? 'alert' : undefined}
        className={cn('text-sm', error ? 'font-medium text-danger-700' : 'sr-only')}
      >
        {error ?? ''}
      </p>
      {full && !locked && !error && <p className="text-sm text-stone-600">{t('attachmentsFull')}</p>}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('removeAttachmentConfirm', { name: removing?.name ?? '' })}
        confirmLabel={t('confirmRemove')}
        cancelLabel={t('cancel')}
        onConfirm={() =>
          removing &&
          removeAttachment.mutate(removing.id, {
            onSuccess: () => {
              toast.success(t('attachmentRemoved'));
              setRemoving(null);
            },
            onError: (err) => {
              setRemoving(null);
              setError(isApiError(err) ? err.message : t('uploadFailed'));
            },
          })
        }
        tone="danger"
        busy={removeAttachment.isPending}
      />
    </section>
  );
}
