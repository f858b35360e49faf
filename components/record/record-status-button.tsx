'use client';
// Activate / Deactivate of a record, after a question; the cache follows (lib/queries/<resource>.ts).
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorMessage } from '@/components/list/list-states';
import type { ActiveStatus } from '@/components/list/status-badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PowerIcon } from '@/components/ui/icons';
import { toast } from '@/lib/client/toast';
import type { RecordBase, ResourceOf } from './record-resource';

interface RecordStatusButtonProps<T extends RecordBase> {
  resource: ResourceOf<T>;
  record: T;
}

export function RecordStatusButton<T extends RecordBase>({ resource, record }: RecordStatusButtonProps<T>) {
  const t = useTranslations(`${resource.namespace}.status`);
  const errorMessage = useErrorMessage();
  const mutation = resource.useSetStatus(record.id);
  const [open, setOpen] = useState(false);
  const name = resource.name(record);
  const next: ActiveStatus = record.status === 'active' ? 'inactive' : 'active';
  const action = next === 'inactive' ? 'deactivate' : 'activate';

  function onConfirm() {
    mutation.mutate(next, {
      onSuccess: () => {
        toast.success(t(`${action}.done`, { name }));
        setOpen(false);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
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
        onConfirm={onConfirm}
        tone={next === 'inactive' ? 'danger' : 'default'}
        busy={mutation.isPending}
      />
    </>
  );
}
