import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { isApiError, REFUSAL_CODES } from '@/lib/client/api-client';
import { cn } from '@/lib/cn';

/** Whether a failed read was the API refusing this user (a staff member on an owner's screen). */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && REFUSAL_CODES.includes(error.code);
}

/**
 * A screen the signed-in user may not use (a staff member who followed a link to the owner's staff management):
 * says so, and offers the way to the dashboard. The session stays as it is: a refusal is not a sign-out.
 */
export function ForbiddenState({ inPage = false }: { inPage?: boolean }) {
  const t = useTranslations('nav.forbidden');
  // Inside a screen with its own title (a part of the profile): a section, not the page's heading.
  const Heading = inPage ? 'h2' : 'h1';
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center rounded-2xl border border-stone-200 bg-white px-5 text-center shadow-sm',
        inPage ? 'py-8' : 'py-12',
      )}
    >
      <p className="text-sm font-semibold text-accent-700">{t('eyebrow')}</p>
      <Heading className="mt-2 text-2xl font-semibold tracking-tight text-stone-900">{t('title')}</Heading>
      <p className="mt-2 max-w-md text-stone-600">{t('text')}</p>
      <Button asChild className="mt-6">
        <Link href="/dashboard">
          <ChevronLeftIcon className="size-4" />
          {t('home')}
        </Link>
      </Button>
    </div>
  );
}
