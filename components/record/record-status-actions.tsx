'use client';
// What can happen to a record next, as its resource's transitions map allows from its status: one button per change
// (Activate or Deactivate for a register; Done, Cancel, Reactivate, Reopen, Delete for a booking), each after a
// question, in the resource's own words. A change the server refuses (409: someone else changed the record
// meanwhile) is said in its words, and the record is fetched again (lib/client/queries/record-queries.ts).
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorMessage } from '@/components/list/list-states';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/client/toast';
import type { RecordBase, ResourceOf } from './record-resource';

interface RecordStatusActionsProps<T extends RecordBase> {
  resource: ResourceOf<T>;
  record: T;
  /**
   * A sentence the question puts first for this change, when it needs one (a visit that has not started yet); asked
   * when the button is pressed.
   */
  warning?: (to: T['status']) => string | undefined;
  /** After a change has been saved (a deleted record's page is left). */
  onChanged?: (to: T['status']) => void;
}

export function RecordStatusActions<T extends RecordBase>({
  resource,
  record,
  warning,
  onChanged,
}: RecordStatusActionsProps<T>) {
  type S = T['status'];
  const { statuses } = resource;
  const t = useTranslations(`${resource.namespace}.${statuses.messages}`);
  const errorMessage = useErrorMessage();
  const mutation = resource.useSetStatus(record.id);
  const [question, setQuestion] = useState<{ to: S; warning?: string } | null>(null);
  const asking = question?.to ?? null;
  const name = resource.name(record);
  const from: S = record.status;
  const allowed = statuses.transitions[from] ?? [];
  const targets = statuses.order.filter((status) => allowed.includes(status));
  const action = asking ? statuses.action(from, asking) : null;

  function change(to: S) {
    const { key } = statuses.action(from, to);
    mutation.mutate(to, {
      onSuccess: () => {
        toast.success(t(`${key}.done`, { name }));
        setQuestion(null);
        onChanged?.(to);
      },
      onError: (error) => {
        setQuestion(null);
        toast.error(errorMessage(error));
      },
    });
  }

  const first = question?.warning;
  const text = action ? t(`${action.key}.text`) : undefined;
  return (
    <>
      {targets.map((to) => {
        const { key, Icon, variant = 'secondary' } = statuses.action(from, to);
        return (
          <Button key={to} variant={variant} onClick={() => setQuestion({ to, warning: warning?.(to) })}>
            <Icon className="size-4" />
            {t(`${key}.button`)}
          </Button>
        );
      })}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setQuestion(null)}
        title={action ? t(`${action.key}.title`, { name }) : ''}
        description={
          first ? (
            <>
              <span className="mb-2 block font-semibold text-stone-900">{first}</span>
              {text}
            </>
          ) : (
            text
          )
        }
        confirmLabel={action ? t(`${action.key}.confirm`) : ''}
        cancelLabel={t(statuses.cancel)}
        onConfirm={() => asking && change(asking)}
        tone={action?.danger ? 'danger' : 'default'}
        busy={mutation.isPending}
      />
    </>
  );
}
