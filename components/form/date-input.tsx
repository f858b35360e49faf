import type { ComponentPropsWithRef } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/**
 * A native date picker (type=date): the value is always YYYY-MM-DD whatever the display language, which is what
 * the shared schemas and `date` columns take. Use min/max (YYYY-MM-DD) for "not in the future" and the like.
 */
export function DateInput({ className, ...props }: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  return <Input type="date" className={cn('appearance-none', className)} {...props} />;
}
