'use client';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** Tells the user a stored draft filled the form, with a way to throw it away. */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  const t = useTranslations('form.draft');
  return (
    <Alert className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1.5">
      <span>{t('restored')}</span>
      <Button variant="link" className="min-h-11" onClick={onDiscard}>
        {t('discard')}
      </Button>
    </Alert>
  );
}
