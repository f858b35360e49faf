'use client';
// /inbox (issue 25): the caller's conversations — with customers (mailed to them) and with colleagues — the latest
// message of each with its unread count; one opened beside the list (on a phone in its place); a new message.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PlusIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { useFormat } from '@/lib/client/use-format';
import { cn } from '@/lib/cn';
import { ComposeForm, type Receiver } from './compose-form';
import { inboxQueries } from './inbox-keys';
import { ThreadView } from './thread-view';

type Open = (Receiver & { name: string }) | 'compose' | null;

export function InboxScreen() {
  const t = useTranslations('inbox');
  const format = useFormat();
  const threads = useQuery(inboxQueries.threads());
  const [open, setOpen] = useState<Open>(null);

  const list = (
    <Card className={cn(open !== null && 'hidden md:block')}>
      <CardContent className="space-y-2 p-2 sm:p-3">
        <h2 className="px-2 pt-1 text-sm font-semibold text-stone-700">{t('threads')}</h2>
        {threads.isError && (
          <p role="alert" className="px-2 text-stone-700">
            {t('loadError')}
          </p>
        )}
        {threads.isSuccess && threads.data.data.length === 0 && (
          <p className="px-2 pb-2 text-stone-600">{t('noThreads')}</p>
        )}
        <ul className="divide-y divide-stone-100" data-testid="inbox-threads">
          {(threads.data?.data ?? []).map((m) => {
            const active = open !== null && open !== 'compose' && open.id === m.thread.id;
            return (
              <li key={m.thread.id}>
                <button
                  type="button"
                  onClick={() => setOpen({ kind: m.thread.kind, id: m.thread.id, name: m.thread.name })}
                  aria-current={active ? 'true' : undefined}
                  className={cn(
                    'flex min-h-11 w-full flex-col gap-0.5 rounded-lg px-2 py-2 text-left hover:bg-stone-50',
                    active && 'bg-brand-50',
                  )}
                >
                  <span className="flex w-full items-baseline justify-between gap-2">
                    <span className="min-w-0 truncate font-medium text-stone-900">{m.thread.name}</span>
                    <time dateTime={m.createdAt} className="shrink-0 text-xs text-stone-500">
                      {format.dateTime(m.createdAt)}
                    </time>
                  </span>
                  <span className="flex w-full items-center justify-between gap-2 text-sm text-stone-600">
                    <span className="min-w-0 truncate">
                      {m.thread.kind === 'customer' ? `${t('customer')} · ` : ''}
                      {m.subject ?? m.body}
                    </span>
                    {(m.unreadCount ?? 0) > 0 && (
                      <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">
                        {t('unread', { count: m.unreadCount ?? 0 })}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );

  let detail = null;
  if (open === 'compose')
    detail = (
      <Card>
        <CardContent className="space-y-4">
          <h2 className="text-lg font-semibold text-stone-900">{t('compose')}</h2>
          <ComposeForm
            onSent={(m) => setOpen({ kind: m.thread.kind, id: m.thread.id, name: m.thread.name })}
          />
          <Button variant="ghost" onClick={() => setOpen(null)}>
            {t('cancel')}
          </Button>
        </CardContent>
      </Card>
    );
  else if (open)
    detail = (
      <Card>
        <CardContent>
          <ThreadView key={open.id} receiver={open} name={open.name} onBack={() => setOpen(null)} />
        </CardContent>
      </Card>
    );

  return (
    <div className="mx-auto max-w-5xl space-y-4 sm:space-y-6">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button onClick={() => setOpen('compose')}>
            <PlusIcon />
            {t('compose')}
          </Button>
        }
      />
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {list}
        {detail}
      </div>
    </div>
  );
}
