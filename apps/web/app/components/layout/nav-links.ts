/** Spec 2 "Header": the nav links, in this order. */
export const HEADER_NAV_LINKS = [
  { to: '/analyzer', label: 'Content Analyzer' },
  { to: '/geo-keywords', label: 'AI Keywords' },
  { to: '/improvement', label: 'Improvement' },
  { to: '/pricing', label: 'Pricing' },
] as const;
