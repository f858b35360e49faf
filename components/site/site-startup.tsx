'use client';
import { useStartupEffects } from '@/components/startup-effects';
import { storedDraftOwner } from '@/lib/client/draft-owner';

/** Spec 2's start-up effects on the public site: service workers unregistered, drafts restored, scroll to top. */
export function SiteStartup() {
  useStartupEffects(storedDraftOwner);
  return null;
}
