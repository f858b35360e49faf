'use client';
// /customer-details/{id}: the customer's data formatted for reading, their horses and bookings, Edit and
// Activate/Deactivate.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AddAnimalButton } from '@/components/animals/add-animal-button';
import { BookButton } from '@/components/bookings/book-button';
import { BookingsOfSection } from '@/components/bookings/bookings-of';
import { DetailList, DetailSection, RecordDetailsHeader, ResourceView } from '@/components/record';
import { Button } from '@/components/ui/button';
import { EyeIcon, EyeOffIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import type { CustomerDetails } from '@/lib/client/customer-api';
import { phoneHref } from '@/lib/format';
import { useFormat } from '@/lib/client/use-format';
import { CustomerAnimals } from './customer-animals';
import { CUSTOMERS } from './customer-resource';

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
  return (
    <ResourceView resource={CUSTOMERS} id={id}>
      {(customer) => <CustomerDetailsScreen customer={customer} />}
    </ResourceView>
  );
}

function CustomerDetailsScreen({ customer }: { customer: CustomerDetails }) {
  const t = useTranslations('customers');
  const tc = useTranslations('common');
  const format = useFormat();
  const notGiven = t('details.notGiven');
  const address = (
    <Lines lines={[customer.address, format.postalAddress(customer.postalCode, customer.city)]} />
  );

  return (
    <div>
      <RecordDetailsHeader
        resource={CUSTOMERS}
        record={customer}
        description={t('details.since', { date: format.date(customer.createdAt) })}
        actions={<BookButton customerId={customer.id} />}
      />

      <div className="grid gap-4 lg:grid-cols-5 lg:gap-6">
        <div className="space-y-4 lg:col-span-3 lg:space-y-6">
          <DetailSection title={t('sections.contact')}>
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
                {
                  label: t('fields.productionSiteNumber'),
                  value: customer.productionSiteNumber && (
                    <span className="font-mono">{customer.productionSiteNumber}</span>
                  ),
                },
                {
                  label: t('fields.language'),
                  value: <span lang={customer.language}>{tc(`languages.${customer.language}`)}</span>,
                },
              ]}
            />
          </DetailSection>

          <DetailSection title={t('sections.billing')}>
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
          </DetailSection>

          <DetailSection title={t('sections.identity')}>
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
          </DetailSection>
        </div>

        <div className="space-y-4 lg:col-span-2 lg:space-y-6">
          <DetailSection title={t('animals.title', { count: customer.animals.length })}>
            <CustomerAnimals animals={customer.animals} customerId={customer.id} />
            {customer.animals.length > 0 && <AddAnimalButton customerId={customer.id} />}
          </DetailSection>
          <BookingsOfSection of={{ customerId: customer.id }} />
        </div>
      </div>
    </div>
  );
}
