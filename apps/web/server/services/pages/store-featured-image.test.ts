import { describe, expect, it } from 'vitest';
import {
  AVIF_HEADER,
  GIF_1X1,
  HTML_PAGE,
  JPEG_HEADER,
  PNG_1X1,
  pngOfSize,
  SVG_IMAGE,
  WEBP_HEADER,
} from '../../../tests/support/sample-images.ts';
import { checkImageBytes, IMAGE_TYPE_MESSAGE } from './store-featured-image.ts';

describe('checkImageBytes (DESIGN.md 3.6)', () => {
  it.each([
    ['PNG', PNG_1X1, 'image/png'],
    ['JPEG', JPEG_HEADER, 'image/jpeg'],
    ['WebP', WEBP_HEADER, 'image/webp'],
    ['GIF', GIF_1X1, 'image/gif'],
    ['AVIF', AVIF_HEADER, 'image/avif'],
  ])('accepts %s by its bytes', async (_name, bytes, type) => {
    await expect(checkImageBytes(bytes)).resolves.toBe(type);
  });

  it.each([
    ['SVG', SVG_IMAGE],
    ['HTML', HTML_PAGE],
    ['plain text', Buffer.from('just some text pretending to be an image')],
    ['a PDF', Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\n')],
  ])('refuses %s whatever it is called', async (_name, bytes) => {
    await expect(checkImageBytes(bytes)).rejects.toMatchObject({
      status: 415,
      message: IMAGE_TYPE_MESSAGE,
    });
  });

  it('refuses an image over 2 MB and an empty file with clear messages', async () => {
    await expect(checkImageBytes(pngOfSize(3 * 1024 * 1024))).rejects.toMatchObject({
      status: 413,
      message: 'The featured image is too large (3.0 MB). Images can be at most 2 MB.',
    });
    await expect(checkImageBytes(pngOfSize(2 * 1024 * 1024))).resolves.toBe('image/png');
    await expect(checkImageBytes(Buffer.alloc(0))).rejects.toMatchObject({ status: 400 });
  });
});
