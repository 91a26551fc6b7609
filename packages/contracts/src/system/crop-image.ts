import { z } from 'zod';

const pixel = z.number().int().min(0).max(100_000);

/** POST /system/crop-image (SPEC §7): the area the cropper chose, all rounded, and the image as base64 or a data URL. */
export const cropImageBodySchema = z.object({
  data: z.object({
    type: z.literal('crop-image'),
    attributes: z
      .object({
        start_x: pixel,
        start_y: pixel,
        width: pixel.min(1),
        height: pixel.min(1),
        image: z.string().min(1),
        rotation_degrees: z.number().int().min(-360).max(360),
      })
      .strict(),
  }),
});
export type CropImageBody = z.input<typeof cropImageBodySchema>;

/** The answer's `data.data.image` (SPEC §7, read through a client that wraps the body in `data`). */
export const cropImageAnswerSchema = z.object({
  data: z.object({ image: z.string() }),
});
export type CropImageAnswer = z.infer<typeof cropImageAnswerSchema>;
