'use client';
// Under "Next visit": what the latest visit plus the shoeing interval gives, and a button to take that date.
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/client/use-format';
import { isRealIsoDate } from '@/lib/validation/dates';
import { ANIMAL_LIMITS, proposedNextVisit } from '@/lib/validation/animal';

/** The proposal of the shared rule when both inputs are usable as typed; undefined otherwise. */
export function nextVisitProposal(latestVisit: string, intervalWeeks: string): string | undefined {
  const weeks = Number(intervalWeeks.trim());
  if (!isRealIsoDate(latestVisit) || !Number.isInteger(weeks)) return undefined;
  if (weeks < 1 || weeks > ANIMAL_LIMITS.intervalWeeksMax) return undefined;
  return proposedNextVisit(latestVisit, weeks);
}

interface NextVisitHintProps {
  latestVisit: string;
  intervalWeeks: string;
  nextVisit: string;
  onUse: (date: string) => void;
}

export function NextVisitHint({ latestVisit, intervalWeeks, nextVisit, onUse }: NextVisitHintProps) {
  const t = useTranslations('animals.form.nextVisitHint');
  const format = useFormat();
  const proposal = nextVisitProposal(latestVisit, intervalWeeks);
  if (!proposal) return <>{t('none')}</>;
  const values = { date: format.date(proposal), weeks: Number(intervalWeeks) };
  if (!nextVisit) return <>{t('empty', values)}</>;
  if (nextVisit === proposal) return <>{t('same', values)}</>;
  return (
    <span className="flex flex-wrap items-center gap-x-2">
      <span>{t('differs', values)}</span>
      <Button variant="link" className="min-h-11 text-sm sm:min-h-0" onClick={() => onUse(proposal)}>
        {t('use', values)}
      </Button>
    </span>
  );
}
