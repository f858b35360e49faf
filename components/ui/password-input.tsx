'use client';
import { useTranslations } from 'next-intl';
import { useState, type ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';
import { EyeIcon, EyeOffIcon } from './icons';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'>;

/** Password input with a show/hide toggle; props (id, aria-*) go to the input itself. */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const t = useTranslations('common');
  const [visible, setVisible] = useState(false);

  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-12', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('hidePassword') : t('showPassword')}
        aria-controls={props.id}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-800"
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}
