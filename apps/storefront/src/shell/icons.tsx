// Inline icons: no icon font or extra request on the critical path. All are decorative;
// the control around them carries the accessible name.
import { STORE_MARK } from '@horeca/core/storefront';

const common = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false, fill: 'none', stroke: 'currentColor', strokeWidth: 1.8 } as const;

/**
 * The store's mark (core's, as the PDFs draw it), an H drawn as a picture: a letter in the link's
 * text would be read as part of its visible label.
 */
export const LogoMark = () => (
  <svg {...common} viewBox={`0 0 ${STORE_MARK.grid} ${STORE_MARK.grid}`} strokeWidth={STORE_MARK.strokeWidth} strokeLinecap="round">
    <path d={STORE_MARK.glyph} />
  </svg>
);
export const HomeIcon = () => (
  <svg {...common}>
    <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
  </svg>
);
export const MenuIcon = () => (
  <svg {...common}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
export const SearchIcon = () => (
  <svg {...common}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </svg>
);
export const UserIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);
export const PinIcon = () => (
  <svg {...common}>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...common}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const ChevronIcon = () => (
  <svg {...common}>
    <path d="M9 6l6 6-6 6" />
  </svg>
);
