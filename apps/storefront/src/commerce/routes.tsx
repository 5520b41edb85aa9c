import type { RouteObject } from 'react-router';

/**
 * Routes where money and personal data move (issue 8). The shell's root layout
 * renders these as its children; each page lives in this folder.
 */
export const commerceRoutes: RouteObject[] = [];
