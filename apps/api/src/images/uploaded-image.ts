import { AVATAR_MAX_BYTES, validationMessageKeys } from '@paygrid/domain';
import sharp, { type Metadata } from 'sharp';
import { Problem, problemItem } from '../http/problem';

/** Pixels an uploaded image may unpack to: a 1 MB file declaring more is a decompression bomb. */
export const MAX_IMAGE_PIXELS = 25_000_000;

/** A 1 MB file in base64 (4 bytes per 3) with its data-URL prefix and the JSON around it. */
export const IMAGE_UPLOAD_BODY_LIMIT = Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 8 * 1024;

export type ImageFormat = 'png' | 'jpeg';
export type UploadedImage = { bytes: Buffer; format: ImageFormat; width: number; height: number };

const MESSAGES = {
  [validationMessageKeys.fileInvalid]: 'Invalid file',
  [validationMessageKeys.fileTooLarge]: 'The file size exceeds the limit',
  [validationMessageKeys.fileType]: 'Invalid file type',
} as const;

/** SPEC §5's file messages as a 422 on the field that carried the image. */
export function refusedImage(pointer: string, key: keyof typeof MESSAGES): Problem {
  const title = MESSAGES[key];
  return new Problem(422, title, [{ ...problemItem(422, key, title), source: { pointer } }]);
}

const DATA_URL = /^data:[\w.+/-]*;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * A png or jpg of at most 1 MB, given as base64 or a data URL. The bytes decide the type (a renamed text file
 * or a gif is refused whatever its name), and the declared size is checked before anything is unpacked.
 */
export async function readUploadedImage(encoded: string, pointer: string): Promise<UploadedImage> {
  const base64 = encoded.replace(DATA_URL, '');
  if (base64 === '' || base64.length % 4 !== 0 || !BASE64.test(base64))
    throw refusedImage(pointer, validationMessageKeys.fileInvalid);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) throw refusedImage(pointer, validationMessageKeys.fileTooLarge);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch {
    throw refusedImage(pointer, validationMessageKeys.fileInvalid);
  }
  if (metadata.format !== 'png' && metadata.format !== 'jpeg')
    throw refusedImage(pointer, validationMessageKeys.fileType);
  const { width, height } = metadata;
  if (!width || !height || width * height > MAX_IMAGE_PIXELS)
    throw refusedImage(pointer, validationMessageKeys.fileInvalid);
  return { bytes, format: metadata.format, width, height };
}

/** The image as a data URL of its own type. */
export const dataUrlOf = (bytes: Buffer, format: ImageFormat): string =>
  `data:image/${format};base64,${bytes.toString('base64')}`;
