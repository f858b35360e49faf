'use client';
import { useStoredUser } from '@/lib/client/use-session';

/** The signed-in person: initials, name and email. */
export function UserSummary() {
  const user = useStoredUser();
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const initials = [user.firstName, user.lastName]
    .map((part) => part?.[0] ?? '')
    .join('')
    .toUpperCase();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
      >
        {initials}
      </span>
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-stone-900">{name}</p>
        <p className="truncate text-xs text-stone-600">{user.email}</p>
      </div>
    </div>
  );
}
