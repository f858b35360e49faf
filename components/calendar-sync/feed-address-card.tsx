'use client';
// The feed address with Copy and "Make a new address" (behind a warning: calendars subscribed to the old address stop
// updating), and when a calendar last fetched it, so the farrier can see the subscription works.
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyIcon, RefreshIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useFormat } from '@/lib/client/use-format';
import type { FeedToken } from '@/lib/client/icalendar-api';
import { icalendarQueries } from '@/lib/client/queries/icalendar';
import { toast } from '@/lib/client/toast';

export function FeedAddressCard({ token }: { token: FeedToken }) {
  const t = useTranslations('calendarSync');
  const format = useFormat();
  const inputId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const regenerate = icalendarQueries.useRegenerate();

  async function copy() {
    try {
      await navigator.clipboard.writeText(token.url);
      toast.success(t('copied'));
    } catch {
      // No clipboard (an older browser, a denied permission): the address is selected for a manual copy.
      input.current?.focus();
      input.current?.select();
      toast.error(t('copyFailed'));
    }
  }

  function confirmRegenerate() {
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('regenerated'));
      },
      onError: () => toast.error(t('regenerateFailed')),
    });
  }

  return (
    <Card>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor={inputId}>{t('urlLabel')}</Label>
          <Input
            id={inputId}
            ref={input}
            readOnly
            value={token.url}
            aria-describedby={helpId}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-sm sm:text-base"
          />
          <p id={helpId} className="text-sm text-stone-600">
            {t('urlHelp')}
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => void copy()}>
            <CopyIcon />
            {t('copy')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <RefreshIcon />
            {t('regenerate')}
          </Button>
        </div>
        <p className="text-sm text-stone-700" data-testid="feed-last-used">
          {token.lastUsedAt ? t('lastUsed', { time: format.dateTime(token.lastUsedAt) }) : t('neverUsed')}
        </p>
        <p className="text-sm text-stone-600">{t('refreshNote')}</p>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('regenerateTitle')}
        description={t('regenerateText')}
        confirmLabel={t('regenerateConfirm')}
        cancelLabel={t('regenerateCancel')}
        onConfirm={confirmRegenerate}
        tone="danger"
        busy={regenerate.isPending}
      />
    </Card>
  );
}
