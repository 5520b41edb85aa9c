import type { DeviceClass } from './form-types';
import { deviceClass } from './device';

const UA = {
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iPadOs13Desktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  galaxyTab:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  galaxyTabModel:
    'Mozilla/5.0 (Linux; Android 9; SM-T820) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/112.0.0.0 Mobile Safari/537.36',
  kindleFire:
    'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/112.4.1 like Chrome/112.0.5615.213 Safari/537.36',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.14977',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  chromeOs: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
};

describe('deviceClass', () => {
  it.each<[string, string | null | undefined, DeviceClass]>([
    ['iPad', UA.iPad, 'Tablet'],
    ['Android tablet without "Mobile"', UA.galaxyTab, 'Tablet'],
    ['Galaxy Tab model that says "Mobile"', UA.galaxyTabModel, 'Tablet'],
    ['Kindle Fire (Silk)', UA.kindleFire, 'Tablet'],
    ['iPhone', UA.iPhone, 'Mobile'],
    ['Android phone (Chrome)', UA.pixel, 'Mobile'],
    ['Android phone (Firefox)', UA.firefoxAndroid, 'Mobile'],
    ['Windows Phone', UA.windowsPhone, 'Mobile'],
    ['desktop Chrome on Windows', UA.chromeWindows, 'Desktop'],
    ['desktop Firefox on Linux', UA.firefoxLinux, 'Desktop'],
    ['desktop Safari on macOS', UA.safariMac, 'Desktop'],
    ['Chromebook', UA.chromeOs, 'Desktop'],
    ['empty user agent', '', 'Desktop'],
    ['missing user agent', undefined, 'Desktop'],
    ['null user agent', null, 'Desktop'],
  ])('%s -> %s', (_case, userAgent, expected) => {
    expect(deviceClass(userAgent)).toBe(expected);
  });

  it.each<[number, DeviceClass]>([
    [5, 'Tablet'], // iPadOS 13+ in desktop mode has touch points
    [0, 'Desktop'], // a Mac has none
    [1, 'Desktop'], // the usual iPad test asks for more than one touch point
  ])('a "Macintosh" user agent with %d touch points -> %s', (touchPoints, expected) => {
    expect(deviceClass(UA.iPadOs13Desktop, touchPoints)).toBe(expected);
  });
});
