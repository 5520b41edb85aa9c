import type { Locale } from '@horeca/core/locale';
import type { Context } from 'hono';
import { placeNameIn } from './place-names';

export interface DetectedLocation {
  city: string;
  regionName: string;
  country: string;
  countryCode: string;
  org: string;
  zip: string;
  /** How it was decided: 'header' (CDN country header), 'debug', or 'default'. */
  source: 'header' | 'debug' | 'default';
}

/** Representative location per country code; the storefront only needs the country. */
const KNOWN: Record<string, Omit<DetectedLocation, 'source'>> = {
  AE: { city: 'Dubai', regionName: 'Dubai', country: 'United Arab Emirates', countryCode: 'AE', org: '', zip: '00000' },
  SA: { city: 'Riyadh', regionName: 'Riyadh Province', country: 'Saudi Arabia', countryCode: 'SA', org: '', zip: '11564' },
  KW: { city: 'Kuwait City', regionName: 'Al Asimah', country: 'Kuwait', countryCode: 'KW', org: '', zip: '13001' },
  QA: { city: 'Doha', regionName: 'Doha', country: 'Qatar', countryCode: 'QA', org: '', zip: '00000' },
  OM: { city: 'Muscat', regionName: 'Muscat', country: 'Oman', countryCode: 'OM', org: '', zip: '100' },
  BH: { city: 'Manama', regionName: 'Capital Governorate', country: 'Bahrain', countryCode: 'BH', org: '', zip: '317' },
  US: { city: 'New York', regionName: 'New York', country: 'United States', countryCode: 'US', org: '', zip: '10001' },
};
/** The home market, for loopback and unknown visitors. */
const DEFAULT_CODE = 'AE';

/** Country headers set by common CDNs / load balancers in front of the API. */
const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country', 'x-country-code'];

function locationFor(code: string, source: DetectedLocation['source'], locale: Locale): DetectedLocation {
  const known = KNOWN[code];
  if (!known) return { city: '', regionName: '', country: code, countryCode: code, org: '', zip: '', source };
  const named = (english: string) => placeNameIn(locale, english);
  return { ...known, city: named(known.city), regionName: named(known.regionName), country: named(known.country), source };
}

/**
 * No GeoIP database ships with the API: the country header of the CDN in front of it
 * decides (the CDN overwrites whatever a client sends), x-debug-country does in tests
 * when allowed, and loopback or unknown visitors get the UAE default, the home market. The
 * place is named in the request's language.
 */
export function detectLocation(c: Context, allowDebugCountry: boolean, locale: Locale = 'en'): DetectedLocation {
  const debug = c.req.header('x-debug-country')?.trim().toUpperCase();
  if (allowDebugCountry && debug && /^[A-Z]{2}$/.test(debug)) return locationFor(debug, 'debug', locale);
  for (const header of COUNTRY_HEADERS) {
    const code = c.req.header(header)?.trim().toUpperCase();
    if (code && /^[A-Z]{2}$/.test(code) && code !== 'XX') return locationFor(code, 'header', locale);
  }
  return locationFor(DEFAULT_CODE, 'default', locale);
}
