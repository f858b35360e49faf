'use client';
// One thread: its messages oldest at the top, each with who wrote it and when, a customer's mail with whether it
// went out; opening it marks what the caller received as read. Below, a new message in the same thread.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ChevronLeftIcon, TrashIcon } from '@/components/ui/icons';
import { deleteMessage, markMessage, type Message } from '@/lib/client/message-api';
import { toast } from '@/lib/client/toast';
import { useFormat } from '@/lib/client/use-format';
import { cn } from '@/lib/cn';
import { ComposeForm, type Receiver } from './compose-form';
import { inboxKeys, inboxQueries } from './inbox-keys';

export function ThreadView({
  receiver,
  name,
  onBack,
}: {
  receiver: Receiver;
  name: string;
  onBack: () => void;
}) {
  const t = useTranslations('inbox');
  const format = useFormat();
  const queryClient = useQueryClient();
  const thread = useQuery(inboxQueries.thread(receiver.id));
  const [deleting, setDeleting] = useState<string | null>(null);
  const messages = [...(thread.data?.data ?? [])].reverse();

  // What the caller received and has not read is read now that the thread is open.
  const unread = messages.filter((m) => m.read === false).map((m) => m.id);
  const unreadKey = unread.join(',');
  useEffect(() => {
    if (!unreadKey) return;
    void Promise.all(unreadKey.split(',').map((id) => markMessage(id, true))).then(() =>
      queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
    );
  }, [unreadKey, queryClient]);

  const remove = useMutation({
    mutationFn: deleteMessage,
    onSuccess: () => {
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
    onError: () => toast.error(t('deleteFailed')),
  });

  return (
    <section className="space-y-4" aria-label={name}>
      <div className="flex items-center gap-2">
        <Button variant="ghost" onClick={onBack} className="md:hidden" aria-label={t('back')}>
          <ChevronLeftIcon />
        </Button>
        <h2 className="min-w-0 truncate text-lg font-semibold text-stone-900">{name}</h2>
        <span className="text-sm text-stone-600">
          {receiver.kind === 'customer' ? t('customer') : t('colleague')}
        </span>
      </div>
      <ol className="space-y-3" data-testid="thread-messages">
        {thread.isSuccess && messages.length === 0 && <li className="text-stone-600">{t('noMessages')}</li>}
        {messages.map((m) => (
          <li
            key={m.id}
            className={cn(
              'rounded-xl border p-3 sm:p-4',
              m.mine ? 'ml-6 border-brand-200 bg-brand-50' : 'mr-6 border-stone-200 bg-white',
            )}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm text-stone-600">
              <span className="font-medium text-stone-800">{m.mine ? t('you') : (m.senderName ?? name)}</span>
              <time dateTime={m.createdAt}>{format.dateTime(m.createdAt)}</time>
            </div>
            {m.subject && <p className="mt-1 font-medium text-stone-900">{m.subject}</p>}
            <p className="mt-1 break-words whitespace-pre-line text-stone-800">{m.body}</p>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
              {m.thread.kind === 'customer' ? <MailState message={m} /> : <span />}
              <Button
                variant="ghost"
                size="md"
                onClick={() => setDeleting(m.id)}
                aria-label={t('delete')}
                className="text-stone-600"
              >
                <TrashIcon />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <ComposeForm key={receiver.id} to={receiver} onSent={() => undefined} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('delete')}
        description={t('deleteConfirm')}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => deleting && remove.mutate(deleting)}
        tone="danger"
        busy={remove.isPending}
      />
    </section>
  );
}

function MailState({ message }: { message: Message }) {
  const t = useTranslations('inbox');
  if (message.mailedAt) return <span className="text-success-700">{t('mailed')}</span>;
  if (message.mailFailure) return <span className="text-danger-700">{t('mailFailed')}</span>;
  return <span className="text-stone-600">{t('mailPending')}</span>;
}
