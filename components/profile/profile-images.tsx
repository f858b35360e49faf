'use client';
// The logo and the profile picture: each is uploaded (compressed in the browser first), replaced or removed at once,
// on its own — no form to save. Removing asks first; the server deletes the stored file.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { FormSection } from '@/components/form/form-section';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CameraIcon, ImageIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { updateProfile, type FerrierProfile } from '@/lib/client/account-api';
import { isApiError } from '@/lib/client/api-client';
import { cn } from '@/lib/cn';
import { MAX_UPLOAD_BYTES, compressImage } from '@/lib/client/image-compression';
import { queryKeys } from '@/lib/client/queries/keys';
import { toast } from '@/lib/client/toast';
import { useApiImage } from '@/lib/client/use-api-image';

type ImageName = 'logo' | 'profilePicture';

export function ProfileImages({ profile }: { profile: FerrierProfile }) {
  const t = useTranslations('profile.images');
  return (
    <FormSection title={t('title')} description={t('text')}>
      <ProfileImage profile={profile} name="logo" url={profile.logoUrl} />
      <ProfileImage profile={profile} name="profilePicture" url={profile.profilePictureUrl} />
    </FormSection>
  );
}

function ProfileImage({
  profile,
  name,
  url,
}: {
  profile: FerrierProfile;
  name: ImageName;
  url: string | null;
}) {
  const t = useTranslations('profile.images');
  const tp = useTranslations('animals.picture');
  const tc = useTranslations('common');
  const queryClient = useQueryClient();
  const headingId = useId();
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const image = useApiImage(url);

  async function save(fields: { logo?: null; profilePicture?: null }, blob?: Blob) {
    const saved = await updateProfile(profile.id, fields, blob ? { [name]: blob } : {});
    queryClient.setQueryData(queryKeys.profile(profile.id), saved);
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file chosen again still fires a change
    if (!file) return;
    setError(null);
    if (file.size > MAX_UPLOAD_BYTES) return setError(tp('tooLarge'));
    setBusy('upload');
    try {
      let compressed: Blob;
      try {
        compressed = await compressImage(file);
      } catch {
        return setError(tp('compressionFailed'));
      }
      await save({}, compressed);
      toast.success(t('saved'));
    } catch (err) {
      setError(isApiError(err) ? (err.fields?.[name] ?? err.message) : tc('networkError'));
    } finally {
      setBusy(null);
    }
  }

  async function onRemove() {
    setBusy('remove');
    try {
      await save({ [name]: null });
      toast.success(t('removed'));
      setConfirming(false);
    } catch (err) {
      setConfirming(false);
      toast.error(isApiError(err) ? err.message : tc('networkError'));
    } finally {
      setBusy(null);
    }
  }

  const alt = t(name === 'logo' ? 'logoAlt' : 'profilePictureAlt');
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold text-stone-800">
        {t(name)}
      </h3>
      <div
        className={cn(
          'relative flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-xl border border-stone-200 bg-stone-100',
          name === 'profilePicture' && 'aspect-square max-w-48',
        )}
      >
        {image.status === 'ready' ? (
          // An object URL of a fetched blob: next/image cannot optimise it.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={image.url} alt={alt} className="size-full object-contain" />
        ) : image.status === 'loading' ? (
          <Spinner className="size-6 text-stone-400" />
        ) : (
          <span className="flex flex-col items-center gap-1 text-sm text-stone-500">
            <ImageIcon className="size-10 text-stone-300" />
            {t('none')}
          </span>
        )}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={t(name)}
        aria-describedby={messageId}
        onChange={(event) => void onFile(event)}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => inputRef.current?.click()}
          loading={busy === 'upload'}
          disabled={busy !== null}
          aria-describedby={headingId}
          className="flex-1 sm:flex-none"
        >
          {busy !== 'upload' && <CameraIcon className="size-4" />}
          {url ? t('replace') : t('upload')}
        </Button>
        {url && (
          <Button
            variant="ghost"
            onClick={() => setConfirming(true)}
            disabled={busy !== null}
            aria-describedby={headingId}
            className="flex-1 text-danger-700 sm:flex-none"
          >
            {t('remove')}
          </Button>
        )}
      </div>
      <p
        id={messageId}
        role={error ? 'alert' : undefined}
        className={cn('text-sm', error ? 'font-medium text-danger-700' : 'sr-only')}
      >
        {error ?? ''}
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(`removeTitle.${name}`)}
        description={t('removeText')}
        confirmLabel={t('removeConfirm')}
        cancelLabel={t('keep')}
        onConfirm={() => void onRemove()}
        tone="danger"
        busy={busy === 'remove'}
      />
    </section>
  );
}
