'use client';
// Short steps for subscribing in Google Calendar, Apple Calendar (iPhone and Mac) and Outlook: each app a disclosure
// the farrier opens for the one they use, so the page stays short on a phone.
import { useTranslations } from 'next-intl';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { ChevronDownIcon } from '@/components/ui/icons';

const APPS = [
  { id: 'google', steps: 4 },
  { id: 'iphone', steps: 3 },
  { id: 'mac', steps: 4 },
  { id: 'outlook', steps: 4 },
] as const;

export function SubscribeInstructions() {
  const t = useTranslations('calendarSync');
  return (
    <Card>
      <CardContent className="space-y-3">
        <CardTitle>{t('howTo')}</CardTitle>
        <div className="divide-y divide-stone-200 rounded-xl border border-stone-200">
          {APPS.map(({ id, steps }) => (
            <details key={id} className="group">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 font-medium text-stone-900 [&::-webkit-details-marker]:hidden">
                <h3>{t(`${id}.title`)}</h3>
                <ChevronDownIcon className="text-stone-500 transition-transform group-open:rotate-180" />
              </summary>
              <ol className="list-decimal space-y-1.5 px-4 pb-4 pl-9 text-stone-700">
                {Array.from({ length: steps }, (_, i) => (
                  <li key={i}>{t(`${id}.step${i + 1}` as `${typeof id}.step1`)}</li>
                ))}
              </ol>
            </details>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
