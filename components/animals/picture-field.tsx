'use client';
// The animal's one picture in the form: shows the stored one, takes a new one from the camera or the gallery and
// compresses it at once (so the preview is what gets uploaded). The picture is not part of the draft.
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CameraIcon, ImageIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { MAX_UPLOAD_BYTES, compressImage } from '@/lib/client/image-compression';
import { useApiImage } from '@/lib/client/use-api-image';

interface PictureFieldProps {
  /** The stored picture (/api/v1/files/…), if any. */
  currentUrl: string | null;
  /** The new, compressed picture; null keeps the stored one. */
  value: Blob | null;
  onChange: (picture: Blob | null) => void;
  /** A message from the server about the picture (already in the user's language). */
  error?: string;
  onBusyChange?: (busy: boolean) => void;
  alt: string;
}

export function PictureField({ currentUrl, value, onChange, error, onBusyChange, alt }: PictureFieldProps) {
  const t = useTranslations('animals.picture');
  const inputId = useId();
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [compressing, setCompressing] = useState(false);
  const [ownError, setOwnError] = useState<string | null>(null);
  const current = useApiImage(currentUrl);

  // The new picture's preview; revoked when it changes.
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!value) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    setOwnError(null);
    if (file.size > MAX_UPLOAD_BYTES) {
      setOwnError(t('tooLarge'));
      return;
    }
    setCompressing(true);
    onBusyChange?.(true);
    try {
      const compressed = await compressImage(file);
      if (compressed.size > MAX_UPLOAD_BYTES) setOwnError(t('tooLarge'));
      else onChange(compressed);
    } catch {
      setOwnError(t('compressionFailed'));
    } finally {
      setCompressing(false);
      onBusyChange?.(false);
    }
  }

  const shown = preview ?? (current.status === 'ready' ? current.url : null);
  const message = ownError ?? error;
  const hasPicture = Boolean(preview) || current.status !== 'none';

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="relative flex aspect-[4/3] w-full shrink-0 items-center justify-center overflow-hidden rounded-xl border border-stone-200 bg-stone-100 sm:w-48">
        {shown ? (
          // Object URLs of fetched blobs: next/image cannot optimise them.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={shown} alt={alt} className="size-full object-cover" />
        ) : current.status === 'loading' ? (
          <Spinner className="size-6 text-stone-400" />
        ) : (
          <ImageIcon className="size-10 text-stone-300" />
        )}
        {compressing && (
          <div className="absolute inset-0 flex items-center justify-center bg-white/70">
            <Spinner className="size-6 text-brand-700" label={t('compressing')} />
          </div>
        )}
      </div>
      <div className="min-w-0 space-y-2">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('label')}
          aria-describedby={messageId}
          aria-invalid={message ? true : undefined}
          onChange={(event) => void onFile(event)}
        />
        {/* Each label on one line; a second button that does not fit beside the first goes below it. */}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => inputRef.current?.click()}
            loading={compressing}
            className="flex-1 whitespace-nowrap sm:flex-none"
          >
            {!compressing && <CameraIcon className="size-4" />}
            {hasPicture ? t('change') : t('choose')}
          </Button>
          {value && (
            <Button
              variant="ghost"
              onClick={() => onChange(null)}
              className="flex-1 whitespace-nowrap sm:flex-none"
            >
              {currentUrl ? t('keepCurrent') : t('remove')}
            </Button>
          )}
        </div>
        <p
          id={messageId}
          role={message ? 'alert' : undefined}
          className={cn('text-sm', message ? 'font-medium text-danger-700' : 'text-stone-600')}
        >
          {message ?? (value ? t('ready') : t('hint'))}
        </p>
      </div>
    </div>
  );
}
