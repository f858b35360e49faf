import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card';
import { PlusIcon, UsersIcon } from '@/components/ui/icons';

/** Shortcuts to the registers that exist so far (stacked in the dashboard's narrow side column on desktop). */
export function QuickActions() {
  const t = useTranslations('nav.quick');
  return (
    <Card>
      <CardContent className="space-y-4">
        <div className="space-y-1">
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription className="text-base">{t('text')}</CardDescription>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
          <Button asChild>
            <Link href="/customer-add">
              <PlusIcon className="size-4" />
              {t('addCustomer')}
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link href="/customer-management">
              <UsersIcon className="size-4" />
              {t('customers')}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
