import { validationMessageKeys } from '@paygrid/domain';
import sharp, { type Sharp } from 'sharp';
import { Problem, problemItem } from '../http/problem';
import { refusedImage, type UploadedImage } from './uploaded-image';

/** The area the cropper chose, in pixels of the image turned by `rotation` degrees (react-easy-crop's frame). */
export type CropArea = { startX: number; startY: number; width: number; height: number; rotation: number };

/** Avatars and logos are shown small: a crop is never kept larger than this on either side. */
export const CROPPED_IMAGE_MAX_SIDE = 512;
/**
 * Pixels an image to crop may have (ADR 0096): a 12-megapixel camera frame fits, and a 1 MB png or jpg worth keeping
 * as an avatar or a logo is far smaller. Reading the image is the one cost left that grows with it.
 */
export const CROP_MAX_INPUT_PIXELS = 16_000_000;

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const MEGAPIXEL = 1_000_000;

/** 422 on the image: too many pixels to crop (the limit in megapixels goes with it for the web's wording). */
function imageTooLarge(pointer: string, detail: string): Problem {
  const title = `The image is larger than ${CROP_MAX_INPUT_PIXELS / MEGAPIXEL} megapixels`;
  return new Problem(422, title, [
    {
      ...problemItem(422, validationMessageKeys.imageTooLarge, title, detail),
      source: { pointer },
      meta: { params: { max: CROP_MAX_INPUT_PIXELS / MEGAPIXEL } },
    },
  ]);
}

/** The frame the image makes when turned by `degrees` (libvips' bounding box, to within a pixel). */
function turnedSize(width: number, height: number, degrees: number): { width: number; height: number } {
  const radians = (degrees * Math.PI) / 180;
  // A right angle is exact: no 1e-17 of a cosine may round a side up.
  const cos = Math.round(Math.abs(Math.cos(radians)) * 1e9) / 1e9;
  const sin = Math.round(Math.abs(Math.sin(radians)) * 1e9) / 1e9;
  return {
    width: Math.round(width * cos + height * sin),
    height: Math.round(width * sin + height * cos),
  };
}

// Eight-bit sRGB between steps: a 16-bit or grey png and a CMYK jpg all read back as the raw input they claim to be.
const rawOf = (pipeline: Sharp) =>
  pipeline.toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
type RawImage = Awaited<ReturnType<typeof rawOf>>;
type Box = { left: number; top: number; width: number; height: number };
type Point = { x: number; y: number };

/**
 * The part of the image that a turn by `quarter` × 90° (clockwise, as libvips turns) carries onto `cut`, kept within
 * the image.
 */
function underRightTurn(quarter: number, size: { width: number; height: number }, cut: Box): Box {
  const { width: w, height: h } = size;
  const [x0, y0, x1, y1] =
    quarter === 1
      ? [cut.top, h - cut.left - cut.width, cut.top + cut.height, h - cut.left]
      : quarter === 2
        ? [w - cut.left - cut.width, h - cut.top - cut.height, w - cut.left, h - cut.top]
        : quarter === 3
          ? [w - cut.top - cut.height, cut.left, w - cut.top, cut.left + cut.width]
          : [cut.left, cut.top, cut.left + cut.width, cut.top + cut.height];
  const left = Math.min(Math.max(0, x0), w - 1);
  const top = Math.min(Math.max(0, y0), h - 1);
  return {
    left,
    top,
    width: Math.max(1, Math.min(x1, w) - left),
    height: Math.max(1, Math.min(y1, h) - top),
  };
}

/** Pixels beyond the area's own that the turn of a part reads, so that its edges interpolate as the whole's do. */
const MARGIN = 2;

/**
 * The part of the (shrunk) image that a turn by `degrees` carries into `cut`, turned, and where `cut` lies in it.
 * A point p of the image lands at R(p − centre) + frame centre (libvips turns about the centre and frames the
 * bounding box), for the whole image and for a part alike; so the cut's corners, turned back, bound the part to read.
 * A part reaching past the image is filled as the turn fills its corners.
 */
async function turnedPart(
  read: Sharp,
  size: { width: number; height: number },
  degrees: number,
  cut: Box,
  background: typeof WHITE,
): Promise<{ turned: RawImage; at: Point }> {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const turn = (p: Point): Point => ({ x: p.x * cos - p.y * sin, y: p.x * sin + p.y * cos });
  const back = (p: Point): Point => ({ x: p.x * cos + p.y * sin, y: -p.x * sin + p.y * cos });
  const frame = turnedSize(size.width, size.height, degrees);
  const frameCentre = { x: frame.width / 2, y: frame.height / 2 };
  const imageCentre = { x: size.width / 2, y: size.height / 2 };
  const corners = [
    { x: cut.left, y: cut.top },
    { x: cut.left + cut.width, y: cut.top },
    { x: cut.left, y: cut.top + cut.height },
    { x: cut.left + cut.width, y: cut.top + cut.height },
  ].map((corner) => {
    const p = back({ x: corner.x - frameCentre.x, y: corner.y - frameCentre.y });
    return { x: p.x + imageCentre.x, y: p.y + imageCentre.y };
  });
  const want = {
    x0: Math.floor(Math.min(...corners.map((p) => p.x))) - MARGIN,
    y0: Math.floor(Math.min(...corners.map((p) => p.y))) - MARGIN,
    x1: Math.ceil(Math.max(...corners.map((p) => p.x))) + MARGIN,
    y1: Math.ceil(Math.max(...corners.map((p) => p.y))) + MARGIN,
  };
  // What of it the image has (at least one pixel), then filled out to the whole part.
  const hasX0 = Math.min(Math.max(want.x0, 0), size.width - 1);
  const hasY0 = Math.min(Math.max(want.y0, 0), size.height - 1);
  const hasX1 = Math.max(Math.min(want.x1, size.width), hasX0 + 1);
  const hasY1 = Math.max(Math.min(want.y1, size.height), hasY0 + 1);
  const part = {
    x0: Math.min(want.x0, hasX0),
    y0: Math.min(want.y0, hasY0),
    x1: Math.max(want.x1, hasX1),
    y1: Math.max(want.y1, hasY1),
  };
  const has = await rawOf(
    read.extract({ left: hasX0, top: hasY0, width: hasX1 - hasX0, height: hasY1 - hasY0 }),
  );
  // Steps of their own: in one pipeline sharp turns before it extends, and misreports the size of an extend.
  const filled = sharp(has.data, { raw: has.info }).extend({
    left: hasX0 - part.x0,
    top: hasY0 - part.y0,
    right: part.x1 - hasX1,
    bottom: part.y1 - hasY1,
    background,
  });
  const piece = await rawOf(background.alpha === 0 ? filled.ensureAlpha() : filled);
  const turned = await rawOf(sharp(piece.data, { raw: piece.info }).rotate(degrees, { background }));
  // Where the cut's corner lands in the turned part: q − frame centre + R(image centre − part centre) + its centre.
  const shift = turn({
    x: imageCentre.x - (part.x0 + part.x1) / 2,
    y: imageCentre.y - (part.y0 + part.y1) / 2,
  });
  return {
    turned,
    at: {
      x: cut.left - frameCentre.x + shift.x + turned.info.width / 2,
      y: cut.top - frameCentre.y + shift.y + turned.info.height / 2,
    },
  };
}

/**
 * Turns the image (camera orientation first, then `rotation`, the corners filled), cuts the area out of the
 * turned frame and fits it within 512×512, in the image's own type. An area outside the frame is refused.
 *
 * The work is bounded by the answer, not by the image (ADR 0096): an area that ends up 512 pixels wide is cut from
 * the image shrunk first (a jpg shrinks as it is read), and a turn by an angle that is not a right one turns only
 * the part of the image the area needs. Between steps the pixels stay raw: nothing is encoded until the answer.
 */
export async function cropImage(image: UploadedImage, area: CropArea, pointer: string): Promise<Buffer> {
  const metadata = await sharp(image.bytes).metadata();
  const { width, height } = metadata.autoOrient;
  if (width * height > CROP_MAX_INPUT_PIXELS)
    throw imageTooLarge(pointer, `It has ${width}×${height} pixels.`);
  const frame = turnedSize(width, height, area.rotation);
  const left = Math.max(0, area.startX);
  const top = Math.max(0, area.startY);
  const cutWidth = Math.min(area.width, frame.width - left);
  const cutHeight = Math.min(area.height, frame.height - top);
  if (cutWidth < 1 || cutHeight < 1) throw refusedImage(pointer, validationMessageKeys.fileInvalid);

  const scale = Math.min(1, CROPPED_IMAGE_MAX_SIDE / Math.max(cutWidth, cutHeight));
  const size = {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
  let read = sharp(image.bytes, { limitInputPixels: CROP_MAX_INPUT_PIXELS }).rotate();
  if (scale < 1) read = read.resize(size.width, size.height, { fit: 'fill' });
  const cut = {
    left: Math.round(left * scale),
    top: Math.round(top * scale),
    width: Math.max(1, Math.round(cutWidth * scale)),
    height: Math.max(1, Math.round(cutHeight * scale)),
  };
  const background = image.format === 'png' ? TRANSPARENT : WHITE;
  let turned: RawImage;
  let at: Point;
  if (area.rotation % 90 === 0) {
    // A right angle moves whole pixels: the part of the image under the area is known exactly, read, then turned.
    const quarter = (((area.rotation / 90) % 4) + 4) % 4;
    const part = await rawOf(read.extract(underRightTurn(quarter, size, cut)));
    turned = quarter === 0 ? part : await rawOf(sharp(part.data, { raw: part.info }).rotate(quarter * 90));
    at = { x: 0, y: 0 };
  } else {
    ({ turned, at } = await turnedPart(read, size, area.rotation, cut, background));
  }
  const x = Math.max(0, Math.round(at.x));
  const y = Math.max(0, Math.round(at.y));
  const box = {
    left: x,
    top: y,
    width: Math.min(cut.width, turned.info.width - x),
    height: Math.min(cut.height, turned.info.height - y),
  };
  if (box.width < 1 || box.height < 1) throw refusedImage(pointer, validationMessageKeys.fileInvalid);
  const answer = sharp(turned.data, { raw: turned.info })
    .extract(box)
    .resize(CROPPED_IMAGE_MAX_SIDE, CROPPED_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  return image.format === 'png'
    ? answer.png({ compressionLevel: 9 }).toBuffer()
    : answer.jpeg({ quality: 88 }).toBuffer();
}
