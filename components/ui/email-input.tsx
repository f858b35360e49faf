import type { ComponentPropsWithRef } from 'react';
import { Input } from './input';

/** An email field with the keyboard, autofill and spelling settings every email field wants. */
export function EmailInput(props: ComponentPropsWithRef<typeof Input>) {
  return <Input type="email" autoComplete="email" inputMode="email" spellCheck={false} {...props} />;
}
