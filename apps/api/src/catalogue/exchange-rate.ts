/** The USD storefront's exchange rate: AED per US dollar (seed, listings, catalogue import). In a file of its own so the seed's worker loads it without the listing's modules. */
export const AED_PER_USD = 3.6725;
