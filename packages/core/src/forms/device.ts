// Device class sent with an issue report (docs/behaviour.md §3): Tablet, Mobile or Desktop
// from the browser's user agent.
import type { DeviceClass } from './form-types';

// Android phones say "Mobile"; Android tablets do not. Kindle/Silk and PlayBook are tablets.
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b|SM-T\d/i;
const ANDROID = /Android/i;
const MOBILE = /Mobi|iPhone|iPod|BlackBerry|BB10|IEMobile|Windows Phone|Opera Mini/i;

/**
 * `maxTouchPoints` is optional: since iPadOS 13 an iPad sends a desktop Safari
 * ("Macintosh") user agent, and only touch support tells it apart from a Mac.
 */
export function deviceClass(userAgent: string | null | undefined, maxTouchPoints = 0): DeviceClass {
  const ua = userAgent ?? '';
  if (TABLET.test(ua)) return 'Tablet';
  if (ANDROID.test(ua)) return /Mobile/i.test(ua) ? 'Mobile' : 'Tablet';
  if (MOBILE.test(ua)) return 'Mobile';
  if (/Macintosh/i.test(ua) && maxTouchPoints > 1) return 'Tablet';
  return 'Desktop';
}
