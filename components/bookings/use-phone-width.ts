'use client';
// Whether the screen is a phone's (≤ 640 px, below Tailwind's sm): the calendar opens on the agenda there. Unknown
// (undefined) on the server and while hydrating, so the first paint never guesses wrong.
import { useSyncExternalStore } from 'react';

const PHONE_QUERY = '(max-width: 640px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function usePhoneWidth(): boolean | undefined {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => undefined,
  );
}
