'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorMessage } from '@/components/list';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PowerIcon } from '@/components/ui/icons';
import { setAnimalStatus } from '@/lib/animal-api';
import type { ActiveStatus } from '@/lib/customer-api';
import { toast } from '@/lib/toast';

interface AnimalStatusButtonProps {
  animalId: string;
  name: string;
  status: ActiveStatus;
  onChanged: (status: ActiveStatus) => void;
}

/** Activate / Deactivate, after a question. */
export function AnimalStatusButton({ animalId, name, status, onChanged }: AnimalStatusButtonProps) {
  const t = useTranslations('animals.status');
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const next: ActiveStatus = status === 'active' ? 'inactive' : 'active';
  const action = next === 'inactive' ? 'deactivate' : 'activate';

  async function onConfirm() {
    setBusy(true);
    try {
      const result = await setAnimalStatus(animalId, next);
      onChanged(result.status);
      toast.success(t(`${action}.done`, { name }));
      setOpen(false);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <PowerIcon className="size-4" />
        {t(`${action}.button`)}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t(`${action}.title`, { name })}
        description={t(`${action}.text`)}
        confirmLabel={t(`${action}.confirm`)}
        cancelLabel={t('cancel')}
        onConfirm={() => void onConfirm()}
        tone={next === 'inactive' ? 'danger' : 'default'}
        busy={busy}
      />
    </>
  );
}
