// The badges that say where a horse stands with its visits: booked (and when), or overdue.
import { useTranslations } from 'next-intl';
import { AlertIcon, CalendarIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/client/use-format';

const PILL =
  'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

/** "Overdue" (Försenad): the next visit has passed. Red, with an icon and the word — never colour alone. */
export function OverdueBadge({ className }: { className?: string }) {
  const t = useTranslations('animals');
  return (
    <span className={cn(PILL, 'bg-danger-50 text-danger-800 ring-danger-200', className)}>
      <AlertIcon className="size-3.5" />
      {t('overdue')}
    </span>
  );
}

/** "Booked 27 Nov" (Bokad 27 nov): a visit is booked, so the horse is taken care of whatever its next visit says. */
export function BookedBadge({ date, className }: { date: string; className?: string }) {
  const t = useTranslations('animals');
  const format = useFormat();
  return (
    <span className={cn(PILL, 'bg-brand-50 text-brand-800 ring-brand-200', className)}>
      <CalendarIcon className="size-3.5" />
      {t('booked', { date: format.dayMonth(date) })}
    </span>
  );
}

type VisitFacts = { overdue: boolean; status: 'active' | 'inactive'; bookedVisit?: string | null };

/** An active animal whose next visit has passed and that no booking covers; an inactive one is not being shod. */
export const isOverdue = (animal: VisitFacts) =>
  animal.overdue && animal.status === 'active' && !animal.bookedVisit;

/** The day of an active animal's booked visit, if one is booked. */
export const bookedDay = (animal: VisitFacts) =>
  animal.status === 'active' && animal.bookedVisit ? animal.bookedVisit : null;

/** Where the animal stands: booked (with the day), overdue, or nothing to say. */
export function VisitBadge({ animal, className }: { animal: VisitFacts; className?: string }) {
  const booked = bookedDay(animal);
  if (booked) return <BookedBadge date={booked} className={className} />;
  return isOverdue(animal) ? <OverdueBadge className={className} /> : null;
}
