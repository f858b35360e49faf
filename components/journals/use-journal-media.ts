'use client';
// A journal's photos and attachments for its screens: read once per journal and shared by every section on the page;
// each change answers the new state, which replaces the cached one, and the journal's other reads (its details with
// their counts, the list) are refreshed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  attachToJournal,
  fetchJournalMedia,
  journalMediaKey,
  removeJournalAttachment,
  removeJournalPhoto,
  uploadJournalPhotos,
  type JournalMedia,
} from '@/lib/client/journal-photos-api';

export function useJournalMedia(journalId: string) {
  const client = useQueryClient();
  const key = journalMediaKey(journalId);
  const media = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchJournalMedia(journalId, signal),
  });

  const settle = async (next: JournalMedia) => {
    client.setQueryData(key, next);
    // The journal's details and list rows carry the counts: read them again, but not this answer.
    await client.invalidateQueries({
      queryKey: ['journals'],
      predicate: (query) => query.queryKey[1] !== 'media',
    });
  };

  const upload = useMutation({
    mutationFn: ({
      photos,
      treatmentId,
      amendmentReason,
    }: {
      photos: Blob[];
      treatmentId?: string;
      /** A signed journal's: why the photos are added after signing. */
      amendmentReason?: string;
    }) =>
      uploadJournalPhotos(journalId, photos, {
        ...(treatmentId ? { section: 'treatment', treatmentId } : { section: 'general' }),
        ...(amendmentReason ? { amendmentReason } : {}),
      }),
    onSuccess: settle,
  });
  const removePhoto = useMutation({
    mutationFn: (photoId: string) => removeJournalPhoto(journalId, photoId),
    onSuccess: settle,
  });
  const attach = useMutation({
    mutationFn: ({ file, name, amendmentReason }: { file: Blob; name?: string; amendmentReason?: string }) =>
      attachToJournal(journalId, file, {
        ...(name ? { name } : {}),
        ...(amendmentReason ? { amendmentReason } : {}),
      }),
    onSuccess: settle,
  });
  const removeAttachment = useMutation({
    mutationFn: (attachmentId: string) => removeJournalAttachment(journalId, attachmentId),
    onSuccess: settle,
  });
  return { media, upload, removePhoto, attach, removeAttachment };
}
