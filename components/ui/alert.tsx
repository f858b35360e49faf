import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  info: 'border-brand-200 bg-brand-50 text-brand-900',
  error: 'border-danger-200 bg-danger-50 text-danger-800',
} as const;

interface AlertProps extends ComponentPropsWithRef<'div'> {
  tone?: keyof typeof TONES;
}

/** An inline message box; errors are announced at once, other messages politely. */
export function Alert({ tone = 'info', className, ...props }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm', TONES[tone], className)}
      {...props}
    />
  );
}
