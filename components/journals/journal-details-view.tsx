'use client';
// /journal-details/{id}: the journal as it reads now (amendments applied) — the visit, the horse and keeper as
// recorded at the visit, history, findings (and per hoof), diagnosis, treatments, pharmaceuticals with their
// withdrawal periods, aftercare — with its labels; Edit (Amend once locked), Sign, Download PDF, Send to keeper,
// Delete a draft; the signature block with Verify; the history version by version, originals struck through.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { DetailList, DetailSection, RecordStatusActions, ResourceView, editHref } from '@/components/record';
import { InvoiceFromButton } from '@/components/invoices/invoice-from-button';
import { Button } from '@/components/ui/button';
import { PencilIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import type { Journal } from '@/lib/client/journal-api';
import { useFormat } from '@/lib/client/use-format';
import { HOOVES } from '@/lib/validation/journal';
import { JournalDocumentActions } from './journal-actions';
import { JournalAmendments } from './journal-amendments';
import { JournalLabels } from './journal-badges';
import { JOURNALS } from './journal-resource';
import { JournalAttachments } from './journal-attachments';
import { JournalPhotos } from './journal-photos';
import { JournalSharingHistory } from './journal-sharing-history';
import { JournalVerify } from './journal-verify';
import { SharePanel } from './share-panel';

export function JournalDetailsView({ id }: { id: string }) {
  return (
    <ResourceView resource={JOURNALS} id={id}>
      {(journal) => <JournalDetailsScreen journal={journal} />}
    </ResourceView>
  );
}

/** Text as written: line breaks kept (dictated text has them). */
const text = (value: string | null) => (value ? <span className="whitespace-pre-line">{value}</span> : null);

function JournalDetailsScreen({ journal }: { journal: Journal }) {
  const t = useTranslations('journals');
  const tp = useTranslations('journalPhotos');
  const format = useFormat();
  const f = (name: string) => t(`fields.${name}`);
  const date = (value: string | null) => (value ? format.date(value) : null);
  const locked = journal.lockedAt !== null;
  const notGiven = t('details.notGiven');

  return (
    <div>
      <PageHeader
        back={{ href: JOURNALS.listHref, label: t('backToList') }}
        title={<span className="font-mono tabular-nums">{journal.referenceNumber}</span>}
        badge={<JournalLabels journal={journal} />}
        description={`${journal.animal.name} · ${format.date(journal.treatmentDate)}`}
        actions={
          <>
            <RecordStatusActions resource={JOURNALS} record={journal} />
            <Button asChild variant="secondary">
              <Link href={editHref(JOURNALS, journal.id)}>
                <PencilIcon className="size-4" />
                {locked ? t('details.amend') : t('details.edit')}
              </Link>
            </Button>
            <JournalDocumentActions journal={journal} />
            <InvoiceFromButton from={{ journalId: journal.id }} />
          </>
        }
      />

      <div className="grid gap-4 lg:grid-cols-5 lg:gap-6">
        <div className="space-y-4 lg:order-2 lg:col-span-2 lg:space-y-6">
          <DetailSection title={t('details.animal')}>
            <DetailList
              empty={notGiven}
              items={[
                {
                  label: f('animalId'),
                  value: (
                    <Link
                      href={`/animal-details/${journal.animal.id}`}
                      className="font-medium text-brand-800 hover:underline"
                    >
                      {journal.animal.name}
                    </Link>
                  ),
                },
                { label: t('details.species'), value: journal.animal.species },
                { label: t('details.sex'), value: journal.animal.sex },
                { label: t('details.dateOfBirth'), value: date(journal.animal.dateOfBirth) },
                { label: t('details.identity'), value: journal.animal.identity },
              ]}
            />
          </DetailSection>
          <DetailSection title={t('details.keeper')}>
            <DetailList
              empty={notGiven}
              items={[
                { label: t('details.keeperName'), value: journal.owner.name },
                { label: t('details.address'), value: journal.owner.address },
                { label: t('details.phone'), value: journal.owner.phone },
                { label: t('details.productionSite'), value: journal.owner.productionSiteNumber },
              ]}
            />
          </DetailSection>
          <DetailSection title={t('signature.title')}>
            <SignatureBlock journal={journal} />
          </DetailSection>
          <SharePanel target={{ kind: 'journal', id: journal.id }} />
        </div>

        <div className="space-y-4 lg:order-1 lg:col-span-3 lg:space-y-6">
          <DetailSection title={t('details.visit')}>
            <DetailList
              empty={notGiven}
              items={[
                { label: f('treatmentDate'), value: format.date(journal.treatmentDate) },
                { label: f('treatmentTime'), value: journal.treatmentTime },
                {
                  label: t('details.reference'),
                  value: <span className="font-mono tabular-nums">{journal.referenceNumber}</span>,
                },
                { label: t('details.status'), value: <JournalLabels journal={journal} /> },
                {
                  label: t('details.author'),
                  value:
                    journal.author && [journal.author.name, journal.author.title].filter(Boolean).join(', '),
                },
                {
                  label: t('details.booking'),
                  value: journal.bookingId && (
                    <Link
                      href={`/booking-details/${journal.bookingId}`}
                      className="text-brand-800 hover:underline"
                    >
                      {t('details.openBooking')}
                    </Link>
                  ),
                },
              ]}
            />
          </DetailSection>

          <DetailSection title={t('form.sections.history')}>
            <DetailList
              empty={notGiven}
              items={[
                { label: f('anamnesis'), value: text(journal.anamnesis) },
                { label: f('lastTreatment'), value: date(journal.lastTreatment) },
                { label: f('healthCondition'), value: text(journal.healthCondition) },
              ]}
            />
          </DetailSection>

          <DetailSection title={t('form.sections.findings')}>
            <DetailList
              empty={notGiven}
              items={[
                { label: f('findings'), value: text(journal.findings) },
                { label: f('findingsMotion'), value: text(journal.findingsMotion) },
                { label: f('findingsPalpation'), value: text(journal.findingsPalpation) },
                ...HOOVES.map((hoof) => ({
                  label: t(`hooves.${hoof}`),
                  value: text(
                    journal.hoofFindings.find((finding) => finding.hoof === hoof)?.findings ?? null,
                  ),
                })),
              ]}
            />
          </DetailSection>

          <DetailSection title={t('form.sections.diagnosis')}>
            <DetailList
              empty={notGiven}
              items={[{ label: f('diagnosis'), value: text(journal.diagnosis) }]}
            />
          </DetailSection>

          <DetailSection title={t('form.sections.treatments')}>
            {journal.treatments.length === 0 ? (
              <p className="text-stone-600">{t('treatments.none')}</p>
            ) : (
              <ol className="divide-y divide-stone-100">
                {journal.treatments.map((line) => (
                  <li key={line.id} className="space-y-1 py-3 first:pt-0 last:pb-0">
                    <p className="font-semibold text-stone-900">
                      {line.treatment}
                      {line.hoof && (
                        <span className="ml-2 text-sm font-normal text-stone-600">
                          {t(`hooves.${line.hoof}`)}
                        </span>
                      )}
                    </p>
                    {line.materials && (
                      <p className="text-sm text-stone-700">
                        <span className="text-stone-600">{t('treatments.materials')}:</span> {line.materials}
                      </p>
                    )}
                    {line.notes && <p className="text-sm whitespace-pre-line text-stone-700">{line.notes}</p>}
                    {line.addedByAmendment ? (
                      <p className="text-sm text-stone-600">{tp('amendedTreatment')}</p>
                    ) : (
                      <JournalPhotos journalId={journal.id} treatmentId={line.id} />
                    )}
                  </li>
                ))}
              </ol>
            )}
          </DetailSection>

          <DetailSection title={t('form.sections.pharmaceuticals')}>
            {journal.pharmaceuticals.length === 0 ? (
              <p className="text-stone-600">{t('pharmaceuticals.none')}</p>
            ) : (
              <ol className="divide-y divide-stone-100">
                {journal.pharmaceuticals.map((line) => (
                  <li key={line.id} className="space-y-1 py-3 first:pt-0 last:pb-0">
                    <p className="font-semibold text-stone-900">
                      {[line.name, line.strength].filter(Boolean).join(' ')}
                    </p>
                    <p className="text-sm text-stone-700">
                      {[line.dosage, line.length].filter(Boolean).join(' · ')}
                    </p>
                    <p className="text-sm text-stone-900">
                      <span className="font-medium">{t('pharmaceuticals.withdrawalPeriod')}:</span>{' '}
                      {line.withdrawalPeriod}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </DetailSection>

          <DetailSection title={t('form.sections.after')}>
            <DetailList
              empty={notGiven}
              items={[
                { label: f('aftercare'), value: text(journal.aftercare) },
                { label: f('followUpNotes'), value: text(journal.followUpNotes) },
                { label: f('nextTreatment'), value: date(journal.nextTreatment) },
                { label: f('referral'), value: text(journal.referral) },
                { label: f('notes'), value: text(journal.notes) },
              ]}
            />
          </DetailSection>

          <JournalPhotos journalId={journal.id} />
          <JournalAttachments journalId={journal.id} />

          <DetailSection title={t('history.title')}>
            <JournalAmendments journal={journal} />
            {journal.sendings.length > 0 && (
              <ul className="mt-4 space-y-1 text-sm text-stone-700">
                {journal.sendings.map((sending) => (
                  <li key={`${sending.at}-${sending.to}`}>
                    {t('history.sent', { to: sending.to, when: format.dateTime(sending.at) })}
                  </li>
                ))}
              </ul>
            )}
            <JournalSharingHistory journalId={journal.id} />
          </DetailSection>
        </div>
      </div>
    </div>
  );
}

/** Who signed which version when, with each version's digest; Verify checks them against the content now. */
function SignatureBlock({ journal }: { journal: Journal }) {
  const t = useTranslations('journals.signature');
  const format = useFormat();
  if (journal.signatures.length === 0) return <p className="text-stone-600">{t('unsigned')}</p>;
  return (
    <div className="space-y-4">
      <ol className="space-y-3">
        {journal.signatures.map((signature) => (
          <li key={signature.version} className="text-sm">
            <p className="font-semibold text-stone-900">
              {[signature.signerName, signature.signerTitle].filter(Boolean).join(', ')}
            </p>
            <p className="text-stone-600">
              {t('line', { version: signature.version, when: format.dateTime(signature.at) })}
            </p>
            <p className="font-mono text-xs break-all text-stone-500" title={signature.contentHash}>
              SHA-256 {signature.contentHash.slice(0, 16)}…
            </p>
          </li>
        ))}
      </ol>
      <JournalVerify id={journal.id} />
    </div>
  );
}
