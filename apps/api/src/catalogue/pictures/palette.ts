// The colours of a product picture. The ground is a near-white tinted by the department's hue
// (a department's pictures belong together); the accent is the brand's colour (a brand's
// products share their trim and plate); metals and materials are fixed, so stainless steel
// looks like stainless steel whatever the department.
import type { Shade } from './pen';
import type { Rgb } from './raster';

/** CSS hsl() in 0..255 channels. */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [channel(0), channel(8), channel(4)];
}

export interface Palette {
  ground: Rgb;
  shadow: Rgb;
  /** Brushed stainless: light at the left, darker at the right. */
  steel: Shade;
  steelLight: Rgb;
  steelDark: Rgb;
  black: Rgb;
  charcoal: Shade;
  glass: Shade;
  white: Rgb;
  porcelain: Shade;
  wood: Rgb;
  woodLight: Rgb;
  kraft: Rgb;
  /** The brand's colour and a pale tone of it. */
  accent: Rgb;
  accentLight: Rgb;
  highlight: Rgb;
  red: Rgb;
  blue: Rgb;
  green: Rgb;
  yellow: Rgb;
}

export function paletteFor(departmentHue: number, brandHue: number, groundLightness = 96): Palette {
  return {
    ground: hslToRgb(departmentHue, 28, groundLightness),
    shadow: hslToRgb(departmentHue, 12, 35),
    steel: { from: [238, 241, 244], to: [164, 172, 182], along: 'x' },
    steelLight: [246, 248, 250],
    steelDark: [118, 126, 137],
    black: [40, 44, 50],
    charcoal: { from: [78, 84, 92], to: [30, 33, 38], along: 'x' },
    glass: { from: [204, 226, 238], to: [132, 168, 192], along: 'x' },
    white: [252, 252, 250],
    porcelain: { from: [255, 255, 253], to: [214, 218, 222], along: 'x' },
    wood: [150, 100, 60],
    woodLight: [196, 146, 98],
    kraft: [206, 166, 116],
    accent: hslToRgb(brandHue, 62, 44),
    accentLight: hslToRgb(brandHue, 60, 80),
    highlight: [255, 255, 255],
    red: [206, 52, 48],
    blue: [52, 110, 196],
    green: [58, 150, 86],
    yellow: [240, 196, 48],
  };
}
