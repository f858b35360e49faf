'use client';
// What a signed journal's photos and attachments show beyond a draft's (swedish-rules §1): a file that came later is
// added as an amendment, so the section asks why, and every such file says when, by whom and why it was added.
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { JournalMedia } from '@/lib/client/journal-photos-api';
import { useFormat } from '@/lib/client/use-format';
import { JOURNAL_LIMITS } from '@/lib/validation/journal';

type LateAddition = JournalMedia['addedAfterSigning'][number];

/** The reason a file is added after signing: required, kept with the amendment. */
export function LateReason({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTranslations('journalPhotos');
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{t('lateReason')}</Label>
      <Input
        id={id}
        value={value}
        maxLength={JOURNAL_LIMITS.amendmentReasonMax}
        placeholder={t('lateReasonPlaceholder')}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** "Photo 3 added 28 Nov 2026, 09:14 by Åsa Lind-Berg: X-ray from the vet" — one line per late file. */
export function AddedLater({
  items,
  line,
}: {
  items: ReadonlyArray<{ addition: LateAddition; number?: number; name?: string }>;
  line?: 'photo';
}) {
  const t = useTranslations('journalPhotos');
  const format = useFormat();
  if (!items.length) return null;
  return (
    <ul className="space-y-1 text-sm text-stone-700" data-testid="added-later">
      {items.map(({ addition, number, name }) => {
        const values = {
          when: format.dateTime(addition.at),
          name: addition.by ?? t('unknownAuthor'),
          reason: addition.reason ?? '',
        };
        return (
          <li key={addition.id}>
            {name && <span className="font-medium">{name}: </span>}
            {line === 'photo'
              ? t('photoAddedLater', { ...values, number: number ?? 0 })
              : t('addedLater', values)}
          </li>
        );
      })}
    </ul>
  );
}
