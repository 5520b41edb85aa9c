// Where the shopper is, and the country, state and city pickers of an address form.
import { type DetectedLocation } from '@horeca/core/account';
import { type Id } from '@horeca/core/api';
import { type Locale } from '@horeca/core/locale';
import { STORAGE_KEYS, getSafeStorage, readJson, writeJson } from '@horeca/core/storage';
import { useHydrated } from '@horeca/widgets';
import { api } from './client';
import { requestLanguage } from './request-language';
import { useResource, type ResourceRead } from './use-resource';

/** The stored copy names its place in the language it was asked in (a copy from before: English). */
type StoredLocation = DetectedLocation & { lang?: Locale };

function isLocation(value: unknown): value is StoredLocation {
  return typeof value === 'object' && value !== null && 'countryCode' in value;
}

/** The remembered location, if it names the place in `locale`: an /ar page never shows an English copy. */
export function storedLocationIn(locale: Locale): DetectedLocation | null {
  const stored = readJson<StoredLocation | null>(getSafeStorage('local'), STORAGE_KEYS.Address, null, (v): v is StoredLocation | null => v === null || isLocation(v));
  return stored && (stored.lang ?? 'en') === locale ? stored : null;
}

async function loadLocation(): Promise<DetectedLocation> {
  try {
    const lang = requestLanguage();
    const location = await api.getLocation();
    writeJson(getSafeStorage('local'), STORAGE_KEYS.Address, { ...location, lang } satisfies StoredLocation);
    return location;
  } catch (error) {
    console.error('Location could not be detected', error);
    throw error;
  }
}

export const locationRead: ResourceRead<DetectedLocation> = { key: ['location'], load: loadLocation };

/**
 * The shopper's detected location (docs/behaviour.md §7: GET /frontend/location, "stored locally (Address),
 * passed to pages"). Read once per visit; the stored copy shows at once.
 */
export function useDetectedLocation(): DetectedLocation | undefined {
  // This browser's remembered location counts once hydrated; the server's HTML has its own read.
  const hydrated = useHydrated();
  const stored = storedLocationIn(requestLanguage());
  const { data } = useResource(locationRead.key, locationRead.load, {
    fallbackData: (hydrated && stored) || undefined,
    revalidateOnMount: true,
    // One lookup per visit is enough: the country does not change mid-visit.
    errorRetryCount: 0,
  });
  return data;
}

export const useCountries = () => useResource(['countries'], () => api.getCountries());

/** A null parent waits until one is picked. */
export const useStates = (countryId: Id | string | null | undefined) => useResource(countryId ? ['states', countryId] : null, () => api.getStates(Number(countryId)));

export const useCities = (stateId: Id | string | null | undefined) => useResource(stateId ? ['cities', stateId] : null, () => api.getCities(Number(stateId)));
