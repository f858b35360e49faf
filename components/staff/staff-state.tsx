// Where a member stands, in one word: the owner, invited (link open), invitation expired, active or inactive — and
// their calendar colour as a swatch. Colour is never the only signal: the words are there.
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import type { StaffMember } from '@/lib/client/staff-api';

export type StaffState = 'owner' | 'active' | 'inactive' | 'invited' | 'expired';

export function staffState(member: StaffMember): StaffState {
  if (member.role === 'owner') return 'owner';
  if (member.invitation === 'pending') return 'invited';
  if (member.invitation === 'expired') return 'expired';
  return member.status;
}

/** Active staff who accepted: the seats the plan counts (server/staff/seats.ts counts the same). */
export const seatsInUse = (members: readonly StaffMember[]) =>
  members.filter((m) => m.role === 'staff' && m.status === 'active' && m.invitation === 'accepted').length;

const TONE: Record<StaffState, string> = {
  owner: 'bg-brand-700 text-white',
  active: 'bg-brand-100 text-brand-800',
  inactive: 'bg-stone-200 text-stone-700',
  invited: 'bg-accent-100 text-accent-700',
  expired: 'bg-danger-50 text-danger-800',
};

export function StaffStateBadge({ member }: { member: StaffMember }) {
  const t = useTranslations('staff.state');
  const state = staffState(member);
  return (
    <span
      data-state={state}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONE[state],
      )}
    >
      {t(state)}
    </span>
  );
}

/** The calendar colour as a small round swatch; the colour's code is its accessible name. */
export function ColorSwatch({ color, className }: { color: string; className?: string }) {
  return (
    <span
      role="img"
      aria-label={color}
      title={color}
      className={cn('inline-block size-4 shrink-0 rounded-full border border-stone-300', className)}
      style={{ backgroundColor: color }}
    />
  );
}
