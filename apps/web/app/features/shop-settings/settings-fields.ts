/** The shop's hidden-part flags the settings page toggles (001 §3), in the form's order. */
export const HIDDEN_FLAGS = [
  'hidden_store_name',
  'hidden_search_bar',
  'hidden_affinity_xheader',
  'hidden_affiliate_banner',
  'hidden_dssupplier_banner',
] as const
