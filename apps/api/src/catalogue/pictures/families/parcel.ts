// The parcel: only for a subcategory no table or word names (a store's own category).
import { kind, type Kind } from '../kind';
import { shadow } from '../parts';

export const PARCEL: Record<string, Kind> = {
  parcel: kind(40, [40, 60], (p, c, m) => [
    ...shadow(p, c, 18, 84),
    p.polygon([[18, 40], [56, 46], [56, 86], [18, 78]], c.kraft),
    p.polygon([[56, 46], [84, 36], [84, 76], [56, 86]], c.wood),
    p.polygon([[18, 40], [46, 30], [84, 36], [56, 46]], c.woodLight),
    p.box(24, 56, 44, 68, 1, c.white),
    ...p.text(m.brand, 34, 62, 2.2, 18, [40, 44, 50]),
  ]),
};
