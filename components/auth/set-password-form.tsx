'use client';
// A password chosen from a link in a mail, typed twice: the reset link's page and the staff invitation's. The same
// fields and checks (resetPasswordForm); each page brings its own call, texts and what a dead link offers.
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useParams, useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { TextLink } from '@/components/ui/text-link';
import { isApiError } from '@/lib/client/api-client';
import { SERVER_ERROR_TYPE, showApiError, useErrorText } from '@/lib/client/form-errors';
import { toast } from '@/lib/client/toast';
import { resetPasswordForm } from '@/lib/validation/account';

export type SetPasswordFormProps = {
  /** Sends the password with the link's token (the page's [token]). */
  save: (token: string, password: string) => Promise<unknown>;
  /** The name the API's 422 gives the password (its body's field). */
  apiField: string;
  /** The password field's label, the button, the toast on success, and the link back to login. */
  texts: { password: string; submit: string; success: string; toLogin: string };
  /** Offered under the message of a used, expired or unknown link. */
  invalidLinkAction?: ReactNode;
};

// No draft here: both fields are passwords, which are never stored.
export function SetPasswordForm({ save, apiField, texts, invalidLinkAction }: SetPasswordFormProps) {
  const t = useTranslations('auth');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const router = useRouter();
  const { token } = useParams<{ token: string }>();
  const [invalidLink, setInvalidLink] = useState<string | null>(null);

  const form = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setInvalidLink(null);
    try {
      await save(token, newPassword);
      toast.success(texts.success);
      router.push('/login');
    } catch (error) {
      const refused = isApiError(error) ? error.fields?.[apiField] : undefined;
      if (isApiError(error) && error.code === 'INVALID_TOKEN') setInvalidLink(error.message);
      else if (refused)
        setError('newPassword', { type: SERVER_ERROR_TYPE, message: refused }, { shouldFocus: true });
      else showApiError(error, setError, [], tc('networkError'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {invalidLink && (
        <Alert tone="error">
          <p>{invalidLink}</p>
          {invalidLinkAction}
        </Alert>
      )}
      <FormField label={texts.password} hint={t('hints.password')} error={errorText(errors.newPassword)}>
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormField label={t('fields.confirmPassword')} error={errorText(errors.confirmPassword)}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
        {texts.submit}
      </Button>
      <p className="text-center text-sm">
        <TextLink href="/login" standalone>
          {texts.toLogin}
        </TextLink>
      </p>
    </form>
  );
}
