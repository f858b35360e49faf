'use client';
// The photos of one part of a journal — its general section, or one treatment — as thumbnails with "Take photo" and
// "Choose photos" (spec 5, 8, 9): at most 4 at a time and 4 per section, 10 MB each, compressed in the browser before
// upload (the server re-encodes them again, dropping EXIF and GPS). A signed or sent journal keeps what it has: a
// photo that came later is added with a reason, as an amendment, and says so (late-files.tsx).
// Place it where the journal's screens leave room: <JournalPhotos journalId={id} /> for the general section and
// <JournalPhotos journalId={id} treatmentId={line.id} /> under a saved treatment.
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CameraIcon, CloseIcon, ImageIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/client/api-client';
import type { JournalPhoto } from '@/lib/client/journal-photos-api';
import { toast } from '@/lib/client/toast';
import { useApiImage } from '@/lib/client/use-api-image';
import { cn } from '@/lib/cn';
import { JOURNAL_LIMITS } from '@/lib/validation/journal';
import { useChosenFiles } from './use-chosen-files';
import { AddedLater, LateReason } from './late-files';
import { useJournalMedia } from './use-journal-media';

interface JournalPhotosProps {
  journalId: string;
  /** A saved treatment of the journal: its photos; without it, the general section's. */
  treatmentId?: string;
  /** The section's heading; the component names it itself when left out. */
  title?: string;
  className?: string;
}

export function JournalPhotos({ journalId, treatmentId, title, className }: JournalPhotosProps) {
  const t = useTranslations('journalPhotos');
  const headingId = useId();
  const messageId = useId();
  const cameraRef = useRef<HTMLInputElement>(null);
  const galleryRef = useRef<HTMLInputElement>(null);
  const { media, upload, removePhoto } = useJournalMedia(journalId);
  const [removing, setRemoving] = useState<JournalPhoto | null>(null);
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState<{ photo: JournalPhoto; number: number } | null>(null);

  const data = media.data;
  const photos = treatmentId
    ? (data?.treatments.find((line) => line.id === treatmentId)?.photos ?? [])
    : (data?.photos ?? []);
  const max = treatmentId ? JOURNAL_LIMITS.photosPerTreatment : JOURNAL_LIMITS.photosGeneral;
  const locked = data?.locked ?? false;
  const full = photos.length >= max;
  const { onChosen, preparing, error, setError } = useChosenFiles({
    field: 'photos',
    // The spec's limits, checked in the browser before anything is compressed.
    refuse: (chosen) =>
      locked && !reason.trim()
        ? t('reasonRequired')
        : chosen.length > JOURNAL_LIMITS.photosPerUpload
          ? t('perUpload')
          : photos.length + chosen.length > max
            ? t(treatmentId ? 'treatmentFull' : 'generalFull')
            : null,
    upload: (prepared) =>
      upload.mutateAsync({
        photos: prepared,
        treatmentId,
        amendmentReason: locked ? reason.trim() : undefined,
      }),
    onUploaded: (count) => {
      setReason('');
      toast.success(t('uploaded', { count }));
    },
  });
  const busy = preparing || upload.isPending;
  const late = photos.flatMap((photo, i) => {
    const addition = data?.addedAfterSigning.find((a) => a.id === photo.id);
    return addition ? [{ addition, number: i + 1 }] : [];
  });

  function confirmRemove() {
    if (!removing) return;
    removePhoto.mutate(removing.id, {
      onSuccess: () => {
        toast.success(t('removed'));
        setRemoving(null);
      },
      onError: (err) => {
        setRemoving(null);
        setError(isApiError(err) ? err.message : t('uploadFailed'));
      },
    });
  }

  const message = error ?? (locked ? t('locked') : null);

  return (
    <section aria-labelledby={headingId} className={cn('space-y-3', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={headingId} className="text-sm font-semibold text-stone-900">
          {title ?? t(treatmentId ? 'treatmentTitle' : 'generalTitle')}
        </h3>
        <span className="text-sm text-stone-600" data-testid="photo-count">
          {t('count', { count: photos.length, max })}
        </span>
      </div>

      {media.isPending ? (
        <div className="flex h-20 items-center justify-center">
          <Spinner className="size-5 text-stone-400" />
        </div>
      ) : media.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-danger-700" role="alert">
          {t('loadFailed')}
          <Button variant="secondary" onClick={() => void media.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-4 gap-2" aria-label={t('title')}>
          {photos.map((photo, i) => (
            <li key={photo.id} className="relative">
              <Thumb
                photo={photo}
                label={t('open', { number: i + 1 })}
                alt={t('photoAlt', { number: i + 1 })}
                onOpen={() => setShown({ photo, number: i + 1 })}
              />
              {!locked && (
                <button
                  type="button"
                  onClick={() => setRemoving(photo)}
                  aria-label={t('remove', { number: i + 1 })}
                  className="absolute -top-2 -right-2 inline-flex size-8 items-center justify-center rounded-full border border-stone-200 bg-white text-stone-700 shadow-sm hover:bg-stone-50"
                >
                  <TrashIcon className="size-4" />
                </button>
              )}
            </li>
          ))}
          {!photos.length && <li className="col-span-4 text-sm text-stone-600">{t('empty')}</li>}
        </ul>
      )}

      <AddedLater items={late} line="photo" />
      {locked && data && !full && <LateReason value={reason} onChange={setReason} />}
      {data && (
        <div className="flex flex-wrap gap-2">
          {/* capture: a phone opens its camera; the other input takes several from the gallery. */}
          <input
            ref={cameraRef}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('take')}
            aria-describedby={messageId}
            onChange={(event) => void onChosen(event)}
          />
          <input
            ref={galleryRef}
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            tabIndex={-1}
            aria-label={t('choose')}
            aria-describedby={messageId}
            onChange={(event) => void onChosen(event)}
          />
          <Button
            variant="secondary"
            onClick={() => cameraRef.current?.click()}
            disabled={full}
            loading={busy}
            className="flex-1 whitespace-nowrap sm:flex-none"
          >
            {!busy && <CameraIcon className="size-4" />}
            {t('take')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => galleryRef.current?.click()}
            disabled={full || busy}
            className="flex-1 whitespace-nowrap sm:flex-none"
          >
            <PlusIcon className="size-4" />
            {t('choose')}
          </Button>
        </div>
      )}
      <p
        id={messageId}
        role={error ? 'alert' : undefined}
        className={cn('text-sm', error ? 'font-medium text-danger-700' : 'text-stone-600')}
      >
        {busy ? t(preparing ? 'compressing' : 'adding') : (message ?? (full ? null : t('hint')))}
      </p>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('removeConfirm')}
        confirmLabel={t('confirmRemove')}
        cancelLabel={t('cancel')}
        onConfirm={confirmRemove}
        tone="danger"
        busy={removePhoto.isPending}
      />
      <PhotoViewer shown={shown} onClose={() => setShown(null)} closeLabel={t('close')} />
    </section>
  );
}

function Thumb({
  photo,
  label,
  alt,
  onOpen,
}: {
  photo: JournalPhoto;
  label: string;
  alt: string;
  onOpen: () => void;
}) {
  const image = useApiImage(photo.thumbnailUrl);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      className="flex aspect-square w-full items-center justify-center overflow-hidden rounded-lg border border-stone-200 bg-stone-100"
    >
      {image.status === 'ready' ? (
        // Object URLs of fetched blobs: next/image cannot optimise them.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={image.url} alt={alt} className="size-full object-cover" />
      ) : image.status === 'loading' ? (
        <Spinner className="size-5 text-stone-400" />
      ) : (
        <ImageIcon className="size-6 text-stone-300" />
      )}
    </button>
  );
}

/** One photo at full size, over the page. */
function PhotoViewer({
  shown,
  onClose,
  closeLabel,
}: {
  shown: { photo: JournalPhoto; number: number } | null;
  onClose: () => void;
  closeLabel: string;
}) {
  const t = useTranslations('journalPhotos');
  const image = useApiImage(shown?.photo.url);
  return (
    <Dialog.Root open={shown !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/80" />
        <Dialog.Content className="fixed inset-2 z-50 flex flex-col items-center justify-center sm:inset-8">
          <Dialog.Title className="sr-only">
            {shown ? t('photoAlt', { number: shown.number }) : ''}
          </Dialog.Title>
          <Dialog.Description className="sr-only">
            {shown ? t('photoAlt', { number: shown.number }) : ''}
          </Dialog.Description>
          <Dialog.Close
            aria-label={closeLabel}
            className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-stone-800"
          >
            <CloseIcon className="size-5" />
          </Dialog.Close>
          {image.status === 'ready' ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={image.url}
              alt={shown ? t('photoAlt', { number: shown.number }) : ''}
              className="max-h-full max-w-full rounded-lg object-contain"
            />
          ) : (
            <Spinner className="size-8 text-white" />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
