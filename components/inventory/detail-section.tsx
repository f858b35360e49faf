import type { ReactNode } from 'react';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';

/** A titled card of a details page (the customer details' layout). */
export function DetailSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="space-y-4">
        <CardTitle>{title}</CardTitle>
        {children}
      </CardContent>
    </Card>
  );
}

/** Öre as "1 234,50 kr", digits aligned. */
export function Money({ ore }: { ore: number }) {
  return <span className="tabular-nums whitespace-nowrap">{formatMoney(ore)}</span>;
}
