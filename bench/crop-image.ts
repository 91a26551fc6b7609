// node --import tsx bench/crop-image.ts
// Issue 33: the CPU one POST /system/crop-image spends, at and past its limits (ADR 0096). Each case crops once to
// warm up, then five times; the figure is the least CPU of the process (libvips' threads included) and its wall
// time. Figures, not a test: the machine's load moves them.
import { cpuUsage } from 'node:process';
import sharp from 'sharp';
import { type CropArea, cropImage } from '../apps/api/src/images/crop-image';
import type { UploadedImage } from '../apps/api/src/images/uploaded-image';

const RUNS = 5;

/** A picture with some texture (a gradient and stripes), not a flat colour a codec skips through. */
async function picture(
  width: number,
  height: number,
  format: 'jpeg' | 'png',
  interlaced = false,
): Promise<UploadedImage> {
  const stripes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g"><stop offset="0" stop-color="#1f6feb"/><stop offset="1" stop-color="#f0a030"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      ${Array.from({ length: 40 }, (_, n) => `<rect x="${(n * width) / 40}" width="${width / 160}" height="100%" fill="#fff" opacity="0.4"/>`).join('')}
    </svg>`,
  );
  const pipeline = sharp(stripes, { limitInputPixels: false });
  // Progressive or interlaced: read whole, never shrunk on load, the costliest way a file can come.
  const bytes = await (format === 'jpeg'
    ? pipeline.jpeg({ quality: 80, progressive: interlaced })
    : pipeline.png({ progressive: interlaced })
  ).toBuffer();
  return { bytes, format, width, height };
}

async function measure(image: UploadedImage, area: CropArea): Promise<string> {
  try {
    await cropImage(image, area, '/image');
  } catch (error) {
    return `refused (${(error as Error).message})`;
  }
  let cpu = Number.POSITIVE_INFINITY;
  let wall = Number.POSITIVE_INFINITY;
  for (let run = 0; run < RUNS; run += 1) {
    const before = cpuUsage();
    const started = performance.now();
    await cropImage(image, area, '/image');
    const spent = cpuUsage(before);
    wall = Math.min(wall, performance.now() - started);
    cpu = Math.min(cpu, (spent.user + spent.system) / 1000);
  }
  return `${cpu.toFixed(0)} ms CPU, ${wall.toFixed(0)} ms wall`;
}

const cases: Array<[string, number, number, 'jpeg' | 'png', boolean]> = [
  ['25 MP jpg (5000×5000, the old limit)', 5000, 5000, 'jpeg', false],
  ['16 MP jpg (4000×4000, the limit)', 4000, 4000, 'jpeg', false],
  ['16 MP progressive jpg', 4000, 4000, 'jpeg', true],
  ['12 MP jpg (4032×3024, a camera frame)', 4032, 3024, 'jpeg', false],
  ['16 MP png (4000×4000)', 4000, 4000, 'png', false],
  ['16 MP interlaced png', 4000, 4000, 'png', true],
  ['16 MP png, long (16000×1000)', 16000, 1000, 'png', false],
];
console.log('| image | area | turn | cost |');
console.log('|---|---|---|---|');
for (const [name, width, height, format, interlaced] of cases) {
  const image = await picture(width, height, format, interlaced);
  const side = Math.min(width, height);
  for (const [areaName, areaSide] of [
    ['whole (square)', side],
    ['300×300', 300],
  ] as const) {
    for (const rotation of [0, 45, 90]) {
      // At the middle of the turned frame: the whole image is read to reach it.
      const radians = (rotation * Math.PI) / 180;
      const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
      const frame = { width: width * cos + height * sin, height: width * sin + height * cos };
      const area = {
        startX: Math.max(0, Math.round((frame.width - areaSide) / 2)),
        startY: Math.max(0, Math.round((frame.height - areaSide) / 2)),
        width: areaSide,
        height: areaSide,
        rotation,
      };
      console.log(
        `| ${name}, ${(image.bytes.length / 1024).toFixed(0)} KiB | ${areaName} | ${rotation}° | ${await measure(image, area)} |`,
      );
    }
  }
}
