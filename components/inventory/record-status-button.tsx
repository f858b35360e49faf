'use client';
// Activate / Deactivate of a product or a service, after a question (the same flow as customers).
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorMessage } from '@/components/list';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PowerIcon } from '@/components/ui/icons';
import type { ActiveStatus } from '@/lib/inventory-api';
import { toast } from '@/lib/toast';

interface RecordStatusButtonProps {
  name: string;
  status: ActiveStatus;
  /** Where the texts are: cancel, activate.{button,title,text,confirm,done}, deactivate.{…}. */
  namespace: 'inventory.status' | 'services.status';
  setStatus: (status: ActiveStatus) => Promise<{ status: ActiveStatus }>;
  onChanged: (status: ActiveStatus) => void;
}

export function RecordStatusButton({
  name,
  status,
  namespace,
  setStatus,
  onChanged,
}: RecordStatusButtonProps) {
  const t = useTranslations(namespace);
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const next: ActiveStatus = status === 'active' ? 'inactive' : 'active';
  const action = next === 'inactive' ? 'deactivate' : 'activate';

  async function onConfirm() {
    setBusy(true);
    try {
      const result = await setStatus(next);
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
