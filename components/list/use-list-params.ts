'use client';
// A list screen's search, filter and sort kept in the address (?search=berg&status=inactive), so Back from a
// details page, a reload or a shared link shows the same list. Defaults are left out of the address.
import { useCallback, useEffect, useState } from 'react';

const URL_WRITE_DELAY_MS = 300;

function readParams<T extends Record<string, string>>(
  defaults: T,
  allowed?: Partial<Record<keyof T, readonly string[]>>,
): T {
  const values = { ...defaults };
  if (typeof window === 'undefined') return values;
  const query = new URLSearchParams(window.location.search);
  for (const key of Object.keys(defaults) as Array<keyof T & string>) {
    const value = query.get(key);
    if (value === null) continue;
    const choices = allowed?.[key];
    if (!choices || choices.includes(value)) values[key] = value as T[typeof key];
  }
  return values;
}

/**
 * `const [params, setParam] = useListParams({ search: '', status: 'all', sort: 'name' }, { status: [...], sort: [...] })`.
 * `allowed` lists the valid values of closed choices, so a hand-edited address cannot send nonsense to the API.
 */
export function useListParams<T extends Record<string, string>>(
  defaults: T,
  allowed?: Partial<Record<keyof T, readonly string[]>>,
): [T, <K extends keyof T>(key: K, value: T[K]) => void, () => void] {
  const [params, setParams] = useState<T>(() => readParams(defaults, allowed));

  const setParam = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setParams((current) => (current[key] === value ? current : { ...current, [key]: value }));
  }, []);

  // The defaults object is usually a literal: compare by content.
  const defaultsKey = JSON.stringify(defaults);
  const resetParams = useCallback(() => setParams(JSON.parse(defaultsKey) as T), [defaultsKey]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const initial = JSON.parse(defaultsKey) as T;
      const query = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(params)) {
        if (value === initial[key] || value.trim() === '') query.delete(key);
        else query.set(key, value);
      }
      const search = query.toString();
      if (search === window.location.search.replace(/^\?/, '')) return;
      // null state: Next.js copies its own history state and updates useSearchParams.
      window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
    }, URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [params, defaultsKey]);

  return [params, setParam, resetParams];
}
