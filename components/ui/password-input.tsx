'use client';
import { useTranslations } from 'next-intl';
import { useState, type ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

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
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
          {visible && <path d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  );
}
