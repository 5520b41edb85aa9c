import { parseBrandTypes } from './brand-types';

/**
 * Departments where a distributor's own label is usual (smallwares, consumables, textiles,
 * furniture). Kitchen equipment, warewashing and refrigeration are bought by make: there a
 * product carries one of the trade brands of brand-types.ts only.
 */
export const HOUSE_BRAND_DEPARTMENTS = ['tableware', 'kitchen-supplies', 'housekeeping', 'furniture', 'restaurant-food-supplies', 'hotel-supplies'];
/** House brands are Gulf labels. */
export const HOUSE_BRAND_COUNTRY = 'United Arab Emirates';

const HOUSE_PREFIXES = [
  'Al Noor', 'Desert', 'Falcon', 'Oasis', 'Pearl', 'Crescent', 'Gulf', 'Atlas', 'Summit', 'Harbor',
  'Marina', 'Nordic', 'Sahara', 'Cedar', 'Zenith',
];
const HOUSE_SUFFIXES = ['Kitchen', 'Pro', 'Hospitality', 'Supply', 'Craft', 'Line', 'Chef'];

/** 15 x 7 = 105 house brands, used in HOUSE_BRAND_DEPARTMENTS. */
export function houseBrands(): string[] {
  const names: string[] = [];
  for (const prefix of HOUSE_PREFIXES) for (const suffix of HOUSE_SUFFIXES) names.push(`${prefix} ${suffix}`);
  return names;
}

/** Every country a brand comes from (the trade brands' and the house brands'). */
export const BRAND_COUNTRIES = [...new Set([...parseBrandTypes().map((maker) => maker.country), HOUSE_BRAND_COUNTRY])];
