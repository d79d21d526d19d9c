/**
 * Small real images of each accepted format, and impostors, for the featured-image tests.
 * PNG and GIF are complete 1x1 images; the others carry their format's real file header,
 * which is what the server checks (DESIGN.md 3.6: the content decides, not the name).
 */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF_1X1 = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
export const JPEG_HEADER = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'binary'),
  Buffer.alloc(64),
]);
export const WEBP_HEADER = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(64),
]);
export const AVIF_HEADER = Buffer.concat([
  Buffer.from([0, 0, 0, 0x1c]),
  Buffer.from('ftypavif'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('avifmif1miaf'),
  Buffer.alloc(64),
]);
export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
);
export const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);

/** A PNG header followed by padding: a real PNG start, `size` bytes long. */
export function pngOfSize(size: number): Buffer {
  return Buffer.concat([PNG_1X1, Buffer.alloc(Math.max(0, size - PNG_1X1.length))]);
}

export const toDataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;
