// The shopper's detected location (spec 7: GET /frontend/location, "stored locally
// (Address), passed to pages"). Read once per visit; the stored copy shows at once.
import { STORAGE_KEYS, getSafeStorage, readJson, writeJson, type DetectedLocation } from '@horeca/core';
import { useHydrated } from '@horeca/widgets';
import { api } from './api';
import { useApiData } from './use-api-data';

function isLocation(value: unknown): value is DetectedLocation {
  return typeof value === 'object' && value !== null && 'countryCode' in value;
}

async function loadLocation(): Promise<DetectedLocation> {
  try {
    const location = await api.getLocation();
    writeJson(getSafeStorage('local'), STORAGE_KEYS.Address, location);
    return location;
  } catch (error) {
    console.error('Location could not be detected', error);
    throw error;
  }
}

export function useDetectedLocation(): DetectedLocation | undefined {
  // This browser's remembered location counts once hydrated; the server's HTML has its own read.
  const hydrated = useHydrated();
  const stored = readJson<DetectedLocation | null>(getSafeStorage('local'), STORAGE_KEYS.Address, null, (v): v is DetectedLocation | null => v === null || isLocation(v));
  const { data } = useApiData(['location'], loadLocation, {
    fallbackData: (hydrated && stored) || undefined,
    revalidateOnMount: true,
    // One lookup per visit is enough: the country does not change mid-visit.
    errorRetryCount: 0,
  });
  return data;
}
