'use client';
// "Verify": asks the server whether the journal still matches every signature's digest (GET journals/verify/{id})
// and says "Unchanged since signing", or warns that it is not.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ShieldIcon } from '@/components/ui/icons';
import { useErrorMessage } from '@/components/list/list-states';
import { ProLock } from '@/components/plans/pro-lock';
import { journalQueries } from '@/lib/client/queries/journals';
import { useHasFeature } from '@/lib/client/use-account-plan';

export function JournalVerify({ id }: { id: string }) {
  const t = useTranslations('journals.signature');
  const errorMessage = useErrorMessage();
  const check = useQuery(journalQueries.verify(id));
  // Verifying signatures is Pro's with signing itself (spec 1).
  const mayVerify = useHasFeature('journalSignatures');
  if (!mayVerify) return <ProLock feature="journalSignatures" />;
  return (
    <div className="space-y-2">
      <Button variant="secondary" loading={check.isFetching} onClick={() => void check.refetch()}>
        <ShieldIcon className="size-4" />
        {t('verify')}
      </Button>
      <div role="status" aria-live="polite">
        {check.isError && <p className="text-sm text-danger-700">{errorMessage(check.error)}</p>}
        {check.data && !check.isFetching && (
          <p
            className={check.data.unchanged ? 'font-medium text-brand-800' : 'font-semibold text-danger-700'}
          >
            {check.data.unchanged ? t('unchanged') : t('changed')}
          </p>
        )}
      </div>
    </div>
  );
}
