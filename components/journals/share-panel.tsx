'use client';
// The journal's "Share" panel (its details page): make a read-only link for a vet or the keeper (how long it works,
// whether the keeper's phone and address show), copy it, see the links that work and how often they were opened,
// and stop sharing (every link of the journal at once). With an animal, the same for all the horse's journals.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyIcon, LinkIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { journalSharingQueries, type ShareTarget } from '@/lib/client/queries/journal-sharing';
import { toast } from '@/lib/client/toast';
import { useFormat } from '@/lib/client/use-format';
import { SHARE_LIMITS, type ShareCode } from '@/lib/validation/journal-sharing';

const EXPIRY_CHOICES = [1, 7, 30, 90, 365] as const;

export function SharePanel({ target }: { target: ShareTarget }) {
  const t = useTranslations('sharing.panel');
  const tc = useTranslations('common');
  const expiryId = useId();
  const [days, setDays] = useState<number>(SHARE_LIMITS.expiresInDaysDefault);
  const [showKeeperContact, setShowKeeperContact] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const active = useQuery(journalSharingQueries.active(target.id));
  const create = journalSharingQueries.useCreate(target);
  const unshare = journalSharingQueries.useUnshare(target.id);

  function makeLink() {
    create.mutate(
      { expiresInDays: days, showKeeperContact },
      {
        // The new link comes first in the active links, with its Copy button.
        onSuccess: () => {
          toast.success(t('created'));
        },
        onError: () => toast.error(t('error')),
      },
    );
  }

  function stopSharing() {
    unshare.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('revoked'));
      },
      onError: () => toast.error(t('error')),
    });
  }

  const links = active.data ?? [];
  return (
    <Card data-testid="share-panel">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t(target.kind === 'journal' ? 'intro' : 'introAnimal')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="space-y-3">
          <div className="space-y-1">
            <Label htmlFor={expiryId}>{t('expiry')}</Label>
            <Select
              id={expiryId}
              value={String(days)}
              onChange={(event) => setDays(Number(event.target.value))}
              options={EXPIRY_CHOICES.map((n) => ({ value: String(n), label: t('days', { count: n }) }))}
            />
          </div>
          <Checkbox
            label={t('showKeeperContact')}
            checked={showKeeperContact}
            onChange={(event) => setShowKeeperContact(event.target.checked)}
          />
          <Button onClick={makeLink} loading={create.isPending} fullWidth className="sm:w-auto">
            <LinkIcon />
            {t('create')}
          </Button>
        </div>
        <section className="space-y-2">
          <h3 className="text-sm font-semibold text-stone-800">{t('active')}</h3>
          {links.length === 0 ? (
            <p className="text-sm text-stone-600">{active.isPending ? '…' : t('none')}</p>
          ) : (
            <ul className="space-y-2">
              {links.map((link) => (
                <ActiveLink key={link.id} link={link} />
              ))}
            </ul>
          )}
          {target.kind === 'journal' && links.length > 0 && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('revokeAll')}
            </Button>
          )}
        </section>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('revokeAll')}
        description={t('revokeConfirm')}
        cancelLabel={tc('cancel')}
        confirmLabel={t('revokeAll')}
        onConfirm={stopSharing}
        busy={unshare.isPending}
        tone="danger"
      />
    </Card>
  );
}

function CopyLink({ url }: { url: string }) {
  const t = useTranslations('sharing.panel');
  const inputId = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('copied'));
    } catch {
      // No clipboard (an older browser, a denied permission): the link is selected for a manual copy.
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      input?.focus();
      input?.select();
      toast.error(t('copyFailed'));
    }
  }
  return (
    <div className="space-y-2">
      <Label htmlFor={inputId}>{t('linkLabel')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          readOnly
          value={url}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 font-mono text-sm"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          <CopyIcon />
          {t('copy')}
        </Button>
      </div>
    </div>
  );
}

function ActiveLink({ link }: { link: ShareCode }) {
  const t = useTranslations('sharing.panel');
  const fmt = useFormat();
  return (
    <li className="space-y-1 rounded-lg border border-stone-200 p-3 text-sm" data-testid="share-link">
      <p className="text-stone-800">
        {t('views', { count: link.viewCount })}
        {link.lastViewedAt && ` · ${t('lastViewed', { date: fmt.dateTime(link.lastViewedAt) })}`}
      </p>
      <p className="text-stone-600">
        {link.expiresAt && t('expiresOn', { date: fmt.date(link.expiresAt) })}
        {link.showKeeperContact && ` · ${t('withContact')}`}
      </p>
      {link.url && <CopyLink url={link.url} />}
    </li>
  );
}
