'use client';
// /staff-details/{id} (owner only): who the member is, their title and colour, whether they may invoice, where their
// invitation stands; Edit, and Activate/Deactivate once they accepted (never for the owner, who stays as they are).
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { DetailList, DetailSection, RecordStatusActions, ResourceView } from '@/components/record';
import { Button } from '@/components/ui/button';
import { MailIcon, PencilIcon, PhoneIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { editHref } from '@/components/record';
import type { StaffMember } from '@/lib/client/staff-api';
import { phoneHref } from '@/lib/format';
import { useFormat } from '@/lib/client/use-format';
import { STAFF } from './staff-resource';
import { ColorSwatch, StaffStateBadge } from './staff-state';

export function StaffDetailsView({ id }: { id: string }) {
  return (
    <ResourceView resource={STAFF} id={id}>
      {(member) => <StaffDetailsScreen member={member} />}
    </ResourceView>
  );
}

function InvitationText({ member }: { member: StaffMember }) {
  const t = useTranslations('staff.details');
  const format = useFormat();
  if (member.invitation === 'pending' && member.invitationExpiresAt)
    return t('invitedUntil', { date: format.date(member.invitationExpiresAt) });
  if (member.invitation === 'expired') return t('invitationExpired');
  return member.acceptedAt ? t('acceptedOn', { date: format.date(member.acceptedAt) }) : '';
}

function StaffDetailsScreen({ member }: { member: StaffMember }) {
  const t = useTranslations('staff');
  const format = useFormat();
  const owner = member.role === 'owner';
  const notGiven = t('details.notGiven');

  return (
    <div>
      <PageHeader
        back={{ href: STAFF.listHref, label: t('backToList') }}
        title={STAFF.name(member)}
        badge={<StaffStateBadge member={member} />}
        description={owner ? t('details.ownerSince') : (member.title ?? undefined)}
        actions={
          <>
            <Button asChild>
              <Link href={editHref(STAFF, member.id)}>
                <PencilIcon className="size-4" />
                {t('details.edit')}
              </Link>
            </Button>
            {/* Before acceptance "active" is a new invitation, not access: that is the edit form's Access. */}
            {!owner && member.invitation === 'accepted' && (
              <RecordStatusActions resource={STAFF} record={member} />
            )}
          </>
        }
      />

      <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
        <DetailSection title={t('details.contact')}>
          <DetailList
            empty={notGiven}
            items={[
              {
                label: t('fields.email'),
                value: (
                  <a
                    href={`mailto:${member.email}`}
                    className="inline-flex min-h-11 items-center gap-2 font-medium break-all text-brand-700 hover:underline sm:min-h-0"
                  >
                    <MailIcon className="size-4 shrink-0" />
                    {member.email}
                  </a>
                ),
              },
              {
                label: t('fields.phone'),
                value: member.phone && (
                  <a
                    href={phoneHref(member.phone)}
                    className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 hover:underline sm:min-h-0"
                  >
                    <PhoneIcon className="size-4" />
                    {format.phone(member.phone)}
                  </a>
                ),
              },
            ]}
          />
        </DetailSection>

        <DetailSection title={t('details.work')}>
          <DetailList
            empty={notGiven}
            items={[
              { label: t('fields.title'), value: member.title },
              {
                label: t('fields.color'),
                value: (
                  <span className="inline-flex items-center gap-2">
                    <ColorSwatch color={member.color} />
                    <span className="font-mono text-sm">{member.color}</span>
                  </span>
                ),
              },
              {
                label: t('fields.mayInvoice'),
                value: owner || member.mayInvoice ? t('details.mayInvoiceYes') : t('details.mayInvoiceNo'),
              },
              ...(owner
                ? []
                : [{ label: t('details.invitation'), value: <InvitationText member={member} /> }]),
            ]}
          />
        </DetailSection>
      </div>
    </div>
  );
}
