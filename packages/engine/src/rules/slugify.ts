/**
 * Spec §4 "Slug auto-fill": lowercase, drop non-word characters, spaces to hyphens, collapse
 * repeated hyphens. Two additions keep the result valid under spec §5's slug rule (lowercase
 * letters, numbers and hyphens only): accents are folded to their base letter ("Café" gives
 * "cafe" rather than "caf"), and underscores, which count as word characters, become hyphens.
 * Leading and trailing hyphens are trimmed.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/_/g, ' ')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
