// docs/behaviour.md §4, start-up: when the address carries utm_source, the previous session_id is
// cleared, the UTM values and gclid are stored, and a lead is registered; its lead.id
// becomes the new session_id. Without utm_source nothing is touched or sent.
import { type MarketingLead } from '@horeca/core/forms';
import { STORAGE_KEYS, UTM_KEYS, getSafeStorage, type StorageLike } from '@horeca/core/storage';
import { api } from '../resources/client';

type LeadSender = (lead: MarketingLead) => Promise<{ lead?: { id?: string | number } }>;

export async function captureUtm(search: string, storage: StorageLike, sendLead: LeadSender): Promise<string | null> {
  const params = new URLSearchParams(search);
  const source = params.get(STORAGE_KEYS.utm_source)?.trim();
  if (!source) return null;
  storage.removeItem(STORAGE_KEYS.session_id);
  const lead: MarketingLead = { utm_source: source };
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    // A new campaign replaces every value of the last one, so stale terms never mix in.
    if (value) {
      storage.setItem(key, value);
      lead[key] = value;
    } else {
      storage.removeItem(key);
    }
  }
  try {
    const answer = await sendLead(lead);
    const id = answer.lead?.id;
    if (id === undefined || id === null || id === '') return null;
    storage.setItem(STORAGE_KEYS.session_id, String(id));
    return String(id);
  } catch (error) {
    // The shopper is never bothered by marketing bookkeeping.
    console.error('Could not register the marketing lead', error);
    return null;
  }
}

export function captureUtmAtStart(): Promise<string | null> {
  return captureUtm(window.location.search, getSafeStorage('local'), (lead) => api.storeLead(lead));
}
