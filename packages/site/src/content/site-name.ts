// Apart from site.ts, whose route list imports every content page: a screen that only needs
// its title would otherwise ship the text of all of them to the browser (13 KB brotli).
export const SITE_NAME = 'Citable';

export function formatPageTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}
