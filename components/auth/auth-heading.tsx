import type { ReactNode } from 'react';
import { CardDescription, CardHeader } from '@/components/ui/card';

/** The heading of an auth screen: the page's h1 and a one-line explanation. */
export function AuthHeading({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <CardHeader>
      <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{title}</h1>
      {description && <CardDescription className="text-base">{description}</CardDescription>}
    </CardHeader>
  );
}
