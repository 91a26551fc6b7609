import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A png of `width`×`height`: left half red, right half blue, so a crop and a turn can be read back. */
export async function twoColourPng(width: number, height: number): Promise<Buffer> {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 4, background: '#ff0000' } })
    .composite([
      {
        input: { create: { width: width - half, height, channels: 4, background: '#0000ff' } },
        left: half,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
}

export const jpegOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#30a050' } })
    .jpeg()
    .toBuffer();

export const gifOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#30a050' } })
    .gif()
    .toBuffer();

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small png that declares 20000×20000 pixels of zeros: a decompression bomb (400 megapixels). */
export function decompressionBombPng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc((side + 1) * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;
