import { formatMoney } from '@/lib/format';

/** Öre as "1 234,50 kr", digits aligned. */
export function Money({ ore }: { ore: number }) {
  return <span className="tabular-nums whitespace-nowrap">{formatMoney(ore)}</span>;
}
