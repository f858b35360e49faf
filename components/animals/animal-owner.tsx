'use client';
// The owner on the animal's page: a link to the customer, and linking, changing or unlinking the owner
// (POST animals/manage-link), each answered with the animal's new details (which go straight into the cache).
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useErrorMessage } from '@/components/list';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  ChevronRightIcon,
  LinkIcon,
  MessageIcon,
  PhoneIcon,
  UnlinkIcon,
  UsersIcon,
} from '@/components/ui/icons';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import type { AnimalDetails } from '@/lib/client/animal-api';
import { formatPersonName, formatPhone, phoneHref, smsHref } from '@/lib/format';
import { useLinkAnimalOwner } from '@/lib/client/queries/animals';
import { toast } from '@/lib/client/toast';
import { OwnerPicker } from '@/components/customers/owner-picker';

export function AnimalOwner({ animal }: { animal: AnimalDetails }) {
  const t = useTranslations('animals.ownerLink');
  const errorMessage = useErrorMessage();
  const pickerId = useId();
  const [picking, setPicking] = useState(false);
  const [confirmUnlink, setConfirmUnlink] = useState(false);
  const mutation = useLinkAnimalOwner(animal.id);
  const busy = mutation.isPending;
  const owner = animal.owner;
  const ownerName = owner ? formatPersonName(owner.firstName, owner.lastName) : '';

  function link(customerId: string | null) {
    mutation.mutate(customerId, {
      onSuccess: (updated) => {
        const name = updated.owner ? formatPersonName(updated.owner.firstName, updated.owner.lastName) : '';
        toast.success(
          customerId
            ? t('linked', { animal: animal.name, owner: name })
            : t('unlinked', { animal: animal.name }),
        );
        setPicking(false);
        setConfirmUnlink(false);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  const picker = (
    <div className="space-y-1.5">
      <Label htmlFor={pickerId}>{owner ? t('newOwner') : t('chooseOwner')}</Label>
      <div className="flex items-center gap-2">
        <OwnerPicker
          id={pickerId}
          label={owner ? t('newOwner') : t('chooseOwner')}
          value=""
          clearable={false}
          disabled={busy}
          onChange={(customerId) => customerId && link(customerId)}
          className="min-w-0 flex-1"
        />
        {busy && <Spinner className="size-5 text-brand-700" label={t('saving')} />}
      </div>
    </div>
  );

  if (!owner) {
    return (
      <div className="space-y-4">
        <p className="text-stone-600">{t('none')}</p>
        {picker}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <Link
        href={`/customer-details/${owner.id}`}
        className="-mx-2 flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 hover:bg-stone-50"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <UsersIcon className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold break-words text-brand-800">{ownerName}</span>
          <span className="block text-sm text-stone-600">{t('openCustomer')}</span>
        </span>
        <ChevronRightIcon className="size-4 text-stone-400" />
      </Link>
      {owner.phone && (
        // One tap to call or text the owner from the stable.
        <div className="grid grid-cols-2 gap-2">
          <Button asChild variant="secondary">
            <a
              href={phoneHref(owner.phone)}
              aria-label={t('callLabel', { owner: ownerName, phone: formatPhone(owner.phone) })}
            >
              <PhoneIcon className="size-4" />
              {t('call')}
            </a>
          </Button>
          <Button asChild variant="secondary">
            <a
              href={smsHref(owner.phone)}
              aria-label={t('textLabel', { owner: ownerName, phone: formatPhone(owner.phone) })}
            >
              <MessageIcon className="size-4" />
              {t('text')}
            </a>
          </Button>
        </div>
      )}
      {picking && picker}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="secondary" onClick={() => setPicking((p) => !p)} aria-expanded={picking}>
          <LinkIcon className="size-4" />
          {picking ? t('cancelChange') : t('change')}
        </Button>
        <Button variant="ghost" onClick={() => setConfirmUnlink(true)}>
          <UnlinkIcon className="size-4" />
          {t('unlink')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmUnlink}
        onOpenChange={setConfirmUnlink}
        title={t('unlinkTitle', { animal: animal.name, owner: ownerName })}
        description={t('unlinkText')}
        confirmLabel={t('unlinkConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => link(null)}
        tone="danger"
        busy={busy}
      />
    </div>
  );
}
