import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../hit-counters/hit-counter-table';
import { CROP_MAX_INPUT_PIXELS } from '../../images/crop-image';
import { APP_HOST, createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { dataUrl, decompressionBombPng, gifOf, jpegOf, twoColourPng } from '../../test/images';
import { signedInUser } from '../../test/users';
import { users } from '../users/tables';
import { CROPS_AT_ONCE_PER_PROCESS, CROPS_PER_USER_10_MINUTES } from './crop-limits';

let testApp: TestApp;
let user: ApiClient;

beforeAll(async () => {
  testApp = await createTestApp();
  user = await signedInUser(testApp, 'cropper@example.com');
});
afterAll(async () => {
  await testApp.close();
});

const body = (image: string, area: Partial<Record<string, number>> = {}) => ({
  data: {
    type: 'crop-image',
    attributes: { start_x: 0, start_y: 0, width: 100, height: 100, rotation_degrees: 0, image, ...area },
  },
});
const imageOf = async (response: { json: () => { data: { image: string } } }) => {
  const [, base64 = ''] = response.json().data.image.split(',');
  const bytes = Buffer.from(base64, 'base64');
  return { bytes, meta: await sharp(bytes).metadata() };
};
const colourAt = async (bytes: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
};

describe('POST /system/crop-image (SPEC §7, issue 18)', () => {
  it('cuts the chosen area of a png and answers it as data.image, a png', async () => {
    const response = await user.post(
      '/system/crop-image',
      body(dataUrl(await twoColourPng(200, 100)), { start_x: 100 }),
    );
    expect(response.statusCode).toBe(200);
    const { bytes, meta } = await imageOf(response);
    expect(response.json().data.image).toMatch(/^data:image\/png;base64,/);
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 100, 100]);
    expect(await colourAt(bytes, 50, 50)).toEqual([0, 0, 255]);
  });

  it('turns by rotation_degrees first: after 180°, the left of the frame is the blue half', async () => {
    const response = await user.post(
      '/system/crop-image',
      body(dataUrl(await twoColourPng(200, 100)), { rotation_degrees: 180 }),
    );
    expect(response.statusCode).toBe(200);
    expect(await colourAt((await imageOf(response)).bytes, 50, 50)).toEqual([0, 0, 255]);
    const quarter = await user.post(
      '/system/crop-image',
      body(dataUrl(await twoColourPng(200, 100)), { width: 100, height: 200, rotation_degrees: 90 }),
    );
    const { meta } = await imageOf(quarter);
    expect([meta.width, meta.height]).toEqual([100, 200]);
  });

  it('keeps a jpg a jpg, takes bare base64 too, and fits a large crop within 512×512', async () => {
    const response = await user.post(
      '/system/crop-image',
      body((await jpegOf(1500, 1000)).toString('base64'), { width: 1000, height: 1000 }),
    );
    expect(response.statusCode).toBe(200);
    const { meta } = await imageOf(response);
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 512, 512]);
  });

  it('refuses a gif, a renamed text file, a file over 1 MB and a decompression bomb with 422 and SPEC §5 words', async () => {
    const cases = [
      [dataUrl(await gifOf(50, 50), 'image/png'), 'validation__file_type', 'Invalid file type'],
      [
        dataUrl(Buffer.from('just some text, renamed avatar.png'), 'image/png'),
        'validation__file_invalid',
        'Invalid file',
      ],
      [
        dataUrl(Buffer.concat([await twoColourPng(20, 20), Buffer.alloc(1024 * 1024)])),
        'validation__file_too_large',
        'The file size exceeds the limit',
      ],
      [dataUrl(decompressionBombPng()), 'validation__file_invalid', 'Invalid file'],
      ['not base64 at all!', 'validation__file_invalid', 'Invalid file'],
    ] as const;
    for (const [image, code, message] of cases) {
      const response = await user.post('/system/crop-image', body(image));
      expect(response.statusCode, code).toBe(422);
      expect(response.json()).toMatchObject({
        message,
        errors: [{ code, source: { pointer: '/data/attributes/image' } }],
      });
    }
  });

  it('refuses an area outside the turned image, a fractional number and an unknown attribute with 422', async () => {
    const png = dataUrl(await twoColourPng(200, 100));
    expect((await user.post('/system/crop-image', body(png, { start_x: 500 }))).statusCode).toBe(422);
    expect((await user.post('/system/crop-image', body(png, { width: 10.5 }))).statusCode).toBe(422);
    const extra = body(png);
    (extra.data.attributes as Record<string, unknown>).scale = 2;
    expect((await user.post('/system/crop-image', extra)).statusCode).toBe(422);
  });

  it('takes a 1 MB file in base64, and no body much larger than that (413)', async () => {
    const big = Buffer.concat([await twoColourPng(200, 100), Buffer.alloc(1024 * 1024 - 2000)]);
    const response = await user.post('/system/crop-image', body(dataUrl(big)));
    expect(response.statusCode).toBe(200);
    const tooBig = await user.post('/system/crop-image', body('A'.repeat(1_500_000)));
    expect(tooBig.statusCode).toBe(413);
    // The same 1.4 MB is refused by a route that did not raise the server's 1 MiB limit.
    const elsewhere = await user.patch('/user', {
      data: { type: 'user', attributes: { first_name: 'A'.repeat(1_400_000) } },
    });
    expect(elsewhere.statusCode).toBe(413);
  });

  it('is for signed-in people only', async () => {
    const visitor = new ApiClient(testApp.app);
    expect((await visitor.post('/system/crop-image', body('x'))).statusCode).toBe(401);
  });
});

/** A png of one colour: small as a file, as many pixels as asked. */
const flatPng = (width: number, height: number, options: { progressive?: boolean } = {}) =>
  sharp({ create: { width, height, channels: 3, background: '#30a050' } })
    .png(options)
    .toBuffer();
/** A png in four quarters: red top left, green top right, blue bottom left, white bottom right. */
const quartersPng = (side: number) => {
  const half = side / 2;
  const quarter = (background: string, left: number, top: number) => ({
    input: { create: { width: half, height: half, channels: 3 as const, background } },
    left,
    top,
  });
  return sharp({ create: { width: side, height: side, channels: 3, background: '#ffffff' } })
    .composite([quarter('#ff0000', 0, 0), quarter('#00ff00', half, 0), quarter('#0000ff', 0, half)])
    .png()
    .toBuffer();
};
const userIdOf = async (email: string) =>
  (await testApp.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;

describe('POST /system/crop-image costs a bounded amount (issue 33, ADR 0096)', () => {
  it('V5.2.6 refuses an image of more than 16 megapixels with 422 naming the image, and crops one of 16', async () => {
    const person = await signedInUser(testApp, 'pixels@example.com');
    const over = await person.post('/system/crop-image', body(dataUrl(await flatPng(4001, 4000))));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      message: 'The image is larger than 16 megapixels',
      errors: [
        {
          code: 'validation__image_too_large',
          source: { pointer: '/data/attributes/image' },
          meta: { params: { max: CROP_MAX_INPUT_PIXELS / 1_000_000 } },
        },
      ],
    });
    const at = await person.post(
      '/system/crop-image',
      body(dataUrl(await flatPng(4000, 4000)), {
        start_x: 2000,
        start_y: 2000,
        width: 300,
        rotation_degrees: 45,
      }),
    );
    expect(at.statusCode).toBe(200);
  });

  it('V15.2.2 turns only the part under the area and answers at most 512×512: the quarters land where a whole turn puts them', async () => {
    const person = await signedInUser(testApp, 'turns@example.com');
    const image = dataUrl(await quartersPng(200));
    // Turned 45° clockwise, the 200×200 square frames 283×283: its top-left quarter at the top, top-right at the right.
    const colourOfCut = async (x: number, y: number) => {
      const response = await person.post(
        '/system/crop-image',
        body(image, { start_x: x, start_y: y, width: 10, height: 10, rotation_degrees: 45 }),
      );
      expect(response.statusCode).toBe(200);
      const { data } = await sharp((await imageOf(response)).bytes)
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 4)];
    };
    expect(await colourOfCut(137, 66)).toEqual([255, 0, 0, 255]);
    expect(await colourOfCut(207, 137)).toEqual([0, 255, 0, 255]);
    expect(await colourOfCut(66, 137)).toEqual([0, 0, 255, 255]);
    // The frame's corner is the turn's transparent fill.
    expect((await colourOfCut(0, 0))[3]).toBe(0);
    const whole = await person.post(
      '/system/crop-image',
      body(dataUrl(await jpegOf(3000, 2000)), { width: 3000, height: 3000, rotation_degrees: 30 }),
    );
    const { meta } = await imageOf(whole);
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(512);
  });

  it('V2.4.1 crops at most 30 images per person in 10 minutes: then 429 too_many_crops with Retry-After', async () => {
    const person = await signedInUser(testApp, 'many-crops@example.com');
    const image = dataUrl(await twoColourPng(20, 20));
    for (let round = 0; round < CROPS_PER_USER_10_MINUTES; round += 1) {
      expect(
        (await person.post('/system/crop-image', body(image, { width: 10, height: 10 }))).statusCode,
      ).toBe(200);
    }
    const refused = await person.post('/system/crop-image', body(image, { width: 10, height: 10 }));
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'too_many_crops',
      meta: { retry_after: retryAfter, params: { limit: CROPS_PER_USER_10_MINUTES } },
    });
    // Another person has an allowance of their own.
    expect((await user.post('/system/crop-image', body(image, { width: 10, height: 10 }))).statusCode).toBe(
      200,
    );
  });

  it('V15.2.2 runs at most 2 crops at once in a server: the others answer 429 crop_busy with Retry-After, spending no allowance', async () => {
    const email = 'busy-cropper@example.com';
    const person = await signedInUser(testApp, email);
    // A 16-megapixel interlaced png: read whole, a few hundred milliseconds a crop.
    const image = dataUrl(await flatPng(4000, 4000, { progressive: true }));
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        person.post(
          '/system/crop-image',
          body(image, { start_x: 1500, start_y: 1500, width: 300, height: 300, rotation_degrees: 30 }),
        ),
      ),
    );
    const done = answers.filter((answer) => answer.statusCode === 200);
    const busy = answers.filter((answer) => answer.statusCode === 429);
    expect(done.length + busy.length).toBe(answers.length);
    expect(done.length).toBeGreaterThanOrEqual(CROPS_AT_ONCE_PER_PROCESS);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json().errors[0].code).toBe('crop_busy');
    }
    const [counter] = await testApp.database.db
      .select({ hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `crop-image:user:${await userIdOf(email)}`));
    expect(counter?.hits).toBe(done.length);
    // Once they are done, the next crop runs.
    expect((await person.post('/system/crop-image', body(image))).statusCode).toBe(200);
  });

  it('V2.1.3 documents the bounds: the OpenAPI document declares the 429 and names the limits', async () => {
    const spec = (
      await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { host: APP_HOST } })
    ).json();
    const call = spec.paths['/api/v1/system/crop-image'].post;
    expect(Object.keys(call.responses)).toEqual(expect.arrayContaining(['200', '413', '422', '429']));
    expect(call.description).toContain('16 megapixels');
    expect(call.description).toContain('crop_busy');
  });
});
