'use client';
// Today's date in Sweden, kept current: the dashboard may stay open in the van past midnight, and a phone wakes
// from sleep with the page as it was.
import { useEffect, useState } from 'react';
import { todayInStockholm } from '@/lib/time-zone';

export function useStockholmToday(): string {
  const [today, setToday] = useState(todayInStockholm);
  useEffect(() => {
    const update = () => setToday(todayInStockholm());
    const timer = setInterval(update, 60_000);
    document.addEventListener('visibilitychange', update);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', update);
    };
  }, []);
  return today;
}
