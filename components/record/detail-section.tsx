import type { ReactNode } from 'react';
import { Card, CardContent, CardTitle } from '@/components/ui/card';

/** A titled card of a details screen. */
export function DetailSection({
  title,
  className,
  children,
}: {
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardContent className="space-y-4">
        <CardTitle>{title}</CardTitle>
        {children}
      </CardContent>
    </Card>
  );
}
