import { validationMessageKeys } from '@paygrid/domain';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, refusedImage, type UploadedImage } from './uploaded-image';

/** The area the cropper chose, in pixels of the image turned by `rotation` degrees (react-easy-crop's frame). */
export type CropArea = { startX: number; startY: number; width: number; height: number; rotation: number };

/** Avatars and logos are shown small: a crop is never kept larger than this on either side. */
export const CROPPED_IMAGE_MAX_SIDE = 512;

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/**
 * Turns the image (camera orientation first, then `rotation`, the corners filled), cuts the area out of the
 * turned frame and fits it within 512×512, in the image's own type. An area outside the frame is refused.
 */
export async function cropImage(image: UploadedImage, area: CropArea, pointer: string): Promise<Buffer> {
  const oriented = await sharp(image.bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .toBuffer({ resolveWithObject: true });
  const background = image.format === 'png' ? TRANSPARENT : WHITE;
  const turned = await sharp(oriented.data)
    .rotate(area.rotation, { background })
    .toBuffer({ resolveWithObject: true });
  const { width: frameWidth, height: frameHeight } = turned.info;
  const left = Math.max(0, area.startX);
  const top = Math.max(0, area.startY);
  const width = Math.min(area.width, frameWidth - left);
  const height = Math.min(area.height, frameHeight - top);
  if (width < 1 || height < 1) throw refusedImage(pointer, validationMessageKeys.fileInvalid);
  const cut = sharp(turned.data)
    .extract({ left, top, width, height })
    .resize(CROPPED_IMAGE_MAX_SIDE, CROPPED_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  return image.format === 'png'
    ? cut.png({ compressionLevel: 9 }).toBuffer()
    : cut.jpeg({ quality: 88 }).toBuffer();
}
