import Link from 'next/link';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn';

interface TextLinkProps extends ComponentPropsWithRef<typeof Link> {
  /** Standalone links get a 44 px tall hit area; links inside a sentence stay inline. */
  standalone?: boolean;
}

export function TextLink({ standalone = false, className, ...props }: TextLinkProps) {
  return (
    <Link
      className={cn(
        'rounded-sm font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline',
        standalone && 'inline-flex min-h-11 items-center',
        className,
      )}
      {...props}
    />
  );
}
