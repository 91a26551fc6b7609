import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { CROPPED_IMAGE_MAX_SIDE } from './crop-image';
import { type ImageFormat, MAX_IMAGE_PIXELS, type UploadedImage } from './uploaded-image';

/** An avatar or logo as stored: its bytes, its type, and the version its URL carries (a hash of the bytes). */
export type StoredImage = { image: Buffer; format: ImageFormat; version: string };

/** Fits the image within 512×512 (camera orientation applied) and names its version by its bytes. */
export async function storedImageOf(uploaded: UploadedImage): Promise<StoredImage> {
  const fitted = sharp(uploaded.bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(CROPPED_IMAGE_MAX_SIDE, CROPPED_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  const image =
    uploaded.format === 'png'
      ? await fitted.png({ compressionLevel: 9 }).toBuffer()
      : await fitted.jpeg({ quality: 88 }).toBuffer();
  const version = createHash('sha256').update(image).digest('base64url').slice(0, 22);
  return { image, format: uploaded.format, version };
}

// The URL changes with the image, so a browser may keep it for a year; private: it is a signed-in person's.
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** Answers a stored image with its ETag and long private caching, or 304 when the browser has that version. */
export function sendStoredImage(request: FastifyRequest, reply: FastifyReply, stored: StoredImage) {
  const etag = `"${stored.version}"`;
  reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(`image/${stored.format}`).send(stored.image);
}
