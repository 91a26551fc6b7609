import type { CropImageBody } from '@paygrid/contracts/system/crop-image';
import { api, lazyAnswer } from '~/shared/http';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const cropImageAnswer = lazyAnswer(
  () => import('@paygrid/contracts/system/crop-image'),
  'cropImageAnswerSchema',
);

/** What the cropper chose, in pixels of the turned image (react-easy-crop's frame). */
export type ImageCrop = { x: number; y: number; width: number; height: number; rotation: number };

/** POST /system/crop-image (SPEC §7): every number rounded; the answer's data.image is the cut image. */
export async function cropImage(image: string, crop: ImageCrop): Promise<string> {
  const body: CropImageBody = {
    data: {
      type: 'crop-image',
      attributes: {
        start_x: Math.max(0, Math.round(crop.x)),
        start_y: Math.max(0, Math.round(crop.y)),
        width: Math.max(1, Math.round(crop.width)),
        height: Math.max(1, Math.round(crop.height)),
        image,
        rotation_degrees: Math.round(crop.rotation),
      },
    },
  };
  const answer = await api.post('/system/crop-image', cropImageAnswer, { body });
  return answer.data.image;
}
