'use client';
// /customer-details/{id}: the customer's data formatted for reading, their horses, Edit and Activate/Deactivate.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { NotFoundState } from '@/components/app-shell/not-found-state';
import { ErrorState, StatusBadge } from '@/components/list';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { CalendarIcon, EyeIcon, EyeOffIcon, MailIcon, PencilIcon, PhoneIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { customerDetailsPath, type CustomerDetails } from '@/lib/customer-api';
import { formatPersonName, phoneHref, useFormat } from '@/lib/format';
import { isUuid, useApiResource } from '@/lib/use-api-resource';
import { AddAnimalButton } from '@/components/animals/add-animal-button';
import { CustomerAnimals } from './customer-animals';
import { CustomerStatusButton } from './customer-status-button';
import { DetailList } from './detail-list';

function Section({
  title,
  children,
  className,
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardContent className="space-y-4">
        <CardTitle>{title}</CardTitle>
        {children}
      </CardContent>
    </Card>
  );
}

function PersonalId({ value }: { value: string }) {
  const t = useTranslations('customers.details');
  const format = useFormat();
  const [shown, setShown] = useState(false);
  return (
    <span className="flex flex-wrap items-center gap-x-2">
      <span className="font-mono tabular-nums">{format.personalId(value, { masked: !shown })}</span>
      <Button
        variant="link"
        className="min-h-11 text-sm"
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? <EyeOffIcon className="size-4" /> : <EyeIcon className="size-4" />}
        {shown ? t('hideId') : t('showId')}
      </Button>
    </span>
  );
}

function Lines({ lines }: { lines: Array<string | null | undefined> }) {
  const present = lines.filter(Boolean);
  if (present.length === 0) return null;
  return (
    <>
      {present.map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </>
  );
}

export function CustomerDetailsView({ id }: { id: string }) {
  const t = useTranslations('customers');
  const format = useFormat();
  const resource = useApiResource<CustomerDetails>(isUuid(id) ? customerDetailsPath(id) : null);

  if (resource.status === 'loading') return <PageSpinner label={t('details.loading')} />;
  if (resource.status === 'not-found') {
    return (
      <NotFoundState
        title={t('details.notFoundTitle')}
        text={t('details.notFoundText')}
        backHref="/customer-management"
        backLabel={t('backToList')}
      />
    );
  }
  if (resource.status === 'error') {
    return <ErrorState error={resource.error} title={t('details.error')} onRetry={resource.reload} />;
  }

  const customer = resource.data;
  const name = formatPersonName(customer.firstName, customer.lastName);
  const notGiven = t('details.notGiven');
  const address = (
    <Lines lines={[customer.address, format.postalAddress(customer.postalCode, customer.city)]} />
  );

  return (
    <div>
      <PageHeader
        back={{ href: '/customer-management', label: t('backToList') }}
        title={name}
        badge={<StatusBadge status={customer.status} />}
        description={t('details.since', { date: format.date(customer.createdAt, 'long') })}
        actions={
          <>
            <Button asChild>
              <Link href={`/customer-edit/${customer.id}`}>
                <PencilIcon className="size-4" />
                {t('details.edit')}
              </Link>
            </Button>
            <CustomerStatusButton
              customerId={customer.id}
              name={name}
              status={customer.status}
              onChanged={(status) => resource.setData({ ...customer, status })}
            />
          </>
        }
      />

      <div className="grid gap-4 lg:grid-cols-5 lg:gap-6">
        <div className="space-y-4 lg:col-span-3 lg:space-y-6">
          <Section title={t('sections.contact')}>
            <DetailList
              empty={notGiven}
              items={[
                {
                  label: t('fields.phone'),
                  value: customer.phone && (
                    <a
                      href={phoneHref(customer.phone)}
                      className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 hover:underline sm:min-h-0"
                    >
                      <PhoneIcon className="size-4" />
                      {format.phone(customer.phone)}
                    </a>
                  ),
                },
                {
                  label: t('fields.email'),
                  value: customer.email && (
                    <a
                      href={`mailto:${customer.email}`}
                      className="inline-flex min-h-11 items-center gap-2 font-medium break-all text-brand-700 hover:underline sm:min-h-0"
                    >
                      <MailIcon className="size-4" />
                      {customer.email}
                    </a>
                  ),
                },
                { label: t('fields.address'), value: customer.address || customer.city ? address : '' },
              ]}
            />
          </Section>

          <Section title={t('sections.billing')}>
            <DetailList
              empty={notGiven}
              items={[
                {
                  label: t('details.billingAddress'),
                  value: (
                    <Lines
                      lines={[
                        customer.billingAddress,
                        format.postalAddress(customer.billingPostalCode, customer.billingCity),
                      ]}
                    />
                  ),
                },
                {
                  label: t('fields.paymentTerms'),
                  value: t('details.days', { days: customer.paymentTerms }),
                },
              ]}
            />
          </Section>

          <Section title={t('sections.identity')}>
            <DetailList
              empty={notGiven}
              items={[
                {
                  label: t('fields.personalId'),
                  value: customer.personalId && <PersonalId value={customer.personalId} />,
                },
                {
                  label: t('fields.organizationNumber'),
                  value: customer.organizationNumber && (
                    <span className="font-mono tabular-nums">
                      {format.organizationNumber(customer.organizationNumber)}
                    </span>
                  ),
                },
              ]}
            />
          </Section>
        </div>

        <div className="space-y-4 lg:col-span-2 lg:space-y-6">
          <Section title={t('animals.title', { count: customer.animals.length })}>
            <CustomerAnimals animals={customer.animals} customerId={customer.id} />
            {customer.animals.length > 0 && <AddAnimalButton customerId={customer.id} />}
          </Section>
          <Section title={t('details.historyTitle')}>
            <div className="flex gap-3 text-stone-600">
              <CalendarIcon className="mt-0.5 text-stone-400" />
              <p>{t('details.historyText')}</p>
            </div>
          </Section>
        </div>
      </div>
    </div>
  );
}
