'use client';
// Invite and edit a staff member (issue 25): name, email (the invitation's address; fixed once invited), phone,
// title, calendar colour, "may write invoices", and when editing their access. Drafts, the leave question, saving and
// the server's field errors (the owner cannot be deactivated: on `status`) come from the record kit.
import { useTranslations } from 'next-intl';
import type { ComponentPropsWithRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormSection } from '@/components/form/form-section';
import { RecordFormLayout, useRecordForm } from '@/components/record';
import { Checkbox } from '@/components/ui/checkbox';
import { EmailInput } from '@/components/ui/email-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { StaffMember } from '@/lib/client/staff-api';
import { staffQueries, type StaffValues } from '@/lib/client/queries/staff';
import { ACTIVE_STATUSES } from '@/lib/validation/list';
import { STAFF_FIELDS, staffFormValues, staffResolver, type StaffFormValues } from './staff-form-values';
import { STAFF } from './staff-resource';

/** The colour picker with the chosen code beside it; FormField's id and aria attributes reach the input. */
function ColorInput({ shown, ...props }: ComponentPropsWithRef<'input'> & { shown: string }) {
  return (
    <span className="flex items-center gap-3">
      <input
        type="color"
        className="h-11 w-16 cursor-pointer rounded-lg border border-stone-300 bg-white p-1"
        {...props}
      />
      <span className="font-mono text-sm text-stone-700">{shown}</span>
    </span>
  );
}

export function StaffForm({ member }: { member?: StaffMember }) {
  const t = useTranslations('staff');
  const editing = Boolean(member);
  const form = useForm<StaffFormValues, unknown, StaffValues>({
    resolver: staffResolver(editing) as never,
    defaultValues: staffFormValues(member),
  });
  const { register, control } = form;
  const save = staffQueries.useSave(member?.id);
  const record = useRecordForm({
    resource: STAFF,
    form,
    editing: member,
    // The access is sent only when changed: "inactive" withdraws an open invitation, "active" mails a new one.
    save: ({ status, ...values }) =>
      save.mutateAsync(member && status !== member.status ? { ...values, status } : values),
    fields: STAFF_FIELDS,
  });
  const { field } = record;
  const color = useWatch({ control, name: 'color' });
  const statusOptions = ACTIVE_STATUSES.map((value) => ({ value, label: t(`statusOptions.${value}`) }));

  return (
    <RecordFormLayout form={record} requiredNote>
      {member?.role === 'owner' && (
        <p className="rounded-xl bg-accent-100 px-4 py-3 text-sm text-accent-700">{t('form.ownerNote')}</p>
      )}
      <FormSection title={t('sections.person')}>
        <FormField {...field('firstName', { required: true })}>
          <Input autoComplete="off" aria-required="true" {...register('firstName')} />
        </FormField>
        <FormField {...field('lastName', { required: true })}>
          <Input autoComplete="off" aria-required="true" {...register('lastName')} />
        </FormField>
        <FormField
          {...field('email', { required: !editing })}
          hint={editing ? t('hints.emailFixed') : t('hints.email')}
        >
          <EmailInput
            autoComplete="off"
            aria-required={editing ? undefined : 'true'}
            readOnly={editing}
            className={editing ? 'bg-stone-100' : undefined}
            {...register('email')}
          />
        </FormField>
        <FormField {...field('phone')} hint={t('hints.phone')}>
          <Input type="tel" autoComplete="off" {...register('phone')} />
        </FormField>
      </FormSection>

      <FormSection title={t('sections.work')}>
        <FormField {...field('title')} hint={t('hints.title')}>
          <Input autoComplete="off" {...register('title')} />
        </FormField>
        <FormField {...field('color')} hint={t('hints.color')}>
          <ColorInput shown={color} {...register('color')} />
        </FormField>
        <Checkbox
          className="sm:col-span-2"
          label={t('fields.mayInvoice')}
          hint={t('hints.mayInvoice')}
          {...register('mayInvoice')}
        />
        {editing && (
          <FormField {...field('status')} hint={t('hints.status')}>
            <Select options={statusOptions} {...register('status')} />
          </FormField>
        )}
      </FormSection>
    </RecordFormLayout>
  );
}
