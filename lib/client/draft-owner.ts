// Whose form drafts a page keeps, read straight from the stored user (as session.ts's signedInUserId does), for the
// public site: importing session.ts would bring the signed-in screens' query cache into the site's small bundle.
import { readJson } from './storage';
import type { DraftOwner } from './form-drafts';

export function storedDraftOwner(): DraftOwner {
  const user = readJson('user');
  const id = typeof user === 'object' && user !== null ? (user as Record<string, unknown>).id : undefined;
  return typeof id === 'string' && id.length > 0 ? id : null;
}
