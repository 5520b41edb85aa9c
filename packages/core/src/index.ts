// @horeca/core: the spec's rules as plain functions, shared by widgets, storefront and api.
// No React and no DOM globals at import time. Every export is named here on purpose:
// this file is the package's whole public surface.

// --- constants, storage keys and safe storage (owner: rules) ---

// --- rules: quantity, pricing, money, promo, truncation, stars, device, routing, guest wishlist ---

// --- Gulf phone rules (owner: phone) ---

// --- messages and yup schemas (owner: schemas) ---

// --- domain types (owner: api) ---

// --- API client, endpoints, error normaliser, sanitiser (owner: api) ---
