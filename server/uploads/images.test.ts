import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { IMAGE_MAX_INPUT_PIXELS, IMAGE_MAX_SIDE, processImage } from './images';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'collabify-images-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A solid image of the given size and format, made by sharp. */
const solid = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .toFormat(format)
    .toBuffer();

/** Runs `promise` and returns the AppError it rejects with. */
async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** A PNG chunk: length, type, data, CRC-32 of type + data. */
function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

describe('processImage', () => {
  it('re-encodes a large PNG as WebP that fits within 1600 × 1600, keeping its proportions', async () => {
    const png = await solid(3000, 2000, 'png');
    await writeFile(join(dir, 'large.png'), png);

    const out = await processImage(await readFile(join(dir, 'large.png')));

    expect(out.contentType).toBe('image/webp');
    expect(out.data.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(out.data.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect({ width: out.width, height: out.height }).toEqual({
      width: IMAGE_MAX_SIDE,
      height: 1067,
    });
    const meta = await sharp(out.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
  });

  it('never enlarges a small image, and accepts JPEG and WebP input', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const out = await processImage(await solid(300, 200, format));
      expect({ format, width: out.width, height: out.height }).toEqual({
        format,
        width: 300,
        height: 200,
      });
      expect((await sharp(out.data).metadata()).format).toBe('webp');
    }
  });

  it('rejects a text file renamed .png with 415 naming body.image', async () => {
    await writeFile(join(dir, 'notes.png'), 'These are my campaign notes, not a picture.\n');

    const error = await appErrorOf(processImage(await readFile(join(dir, 'notes.png'))));

    expect(error.status).toBe(415);
    expect(error.slug).toBe('unsupported-media-type');
    expect(error.errors).toEqual([
      { path: 'body.image', message: 'The file is not a JPEG, PNG or WebP image' },
    ]);
  });

  it('rejects a GIF, an SVG, a TIFF and empty bytes with 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const tiff = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#000' },
    })
      .tiff()
      .toBuffer();
    for (const bytes of [await solid(10, 10, 'gif'), svg, tiff, Buffer.alloc(0)]) {
      expect((await appErrorOf(processImage(bytes))).status).toBe(415);
    }
  });

  it('rejects bytes whose signature says PNG but whose content is not an image, with 415', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('not really'),
    ]);
    expect((await appErrorOf(processImage(fake))).status).toBe(415);
  });

  it('names another field when told to', async () => {
    const error = await appErrorOf(processImage(Buffer.from('text'), { field: 'file' }));
    expect(error.errors?.[0]?.path).toBe('body.file');
  });

  it('rotates a JPEG upright by its EXIF orientation and drops its metadata', async () => {
    // 200 × 100, left half red, right half blue, stored sideways: orientation 6 means "rotate 90°
    // clockwise to display", so the upright image is 100 × 200 with red on top.
    const sideways = await sharp({
      create: { width: 200, height: 100, channels: 3, background: '#0000ff' },
    })
      .composite([
        {
          input: {
            create: { width: 100, height: 100, channels: 3, background: '#ff0000' },
          },
          left: 0,
          top: 0,
        },
      ])
      .jpeg({ quality: 95 })
      .withExif({ IFD0: { Copyright: 'Private Person', Artist: 'Private Person' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(sideways).metadata();
    expect(input).toMatchObject({ orientation: 6, width: 200 });
    expect(input.exif?.toString('latin1')).toContain('Private Person');

    const out = await processImage(sideways);

    expect({ width: out.width, height: out.height }).toEqual({ width: 100, height: 200 });
    const meta = await sharp(out.data).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    const { data } = await sharp(out.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 100 + x) * 3, (y * 100 + x) * 3 + 3),
    ];
    const [topRed, , topBlue] = pixel(50, 20);
    const [bottomRed, , bottomBlue] = pixel(50, 180);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it('rejects a real image with more than 50 megapixels with 413, without decoding it', async () => {
    // 10000 × 6000 = 60 MP of one colour compresses to a few hundred kB: well under 5 MB.
    const huge = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    expect(10_000 * 6_000).toBeGreaterThan(IMAGE_MAX_INPUT_PIXELS);

    const error = await appErrorOf(processImage(huge));

    expect(error.status).toBe(413);
    expect(error.errors?.[0]?.path).toBe('body.image');
    expect(error.detail).toMatch(/at most 50 megapixels/);
  });

  it('rejects a decompression bomb: a tiny PNG whose header claims 100000 × 100000 pixels', async () => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(100_000, 0);
    header.writeUInt32BE(100_000, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);

    expect((await appErrorOf(processImage(bomb))).status).toBe(413);
  });

  it('rejects a PNG cut short with 400', async () => {
    const png = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#000' },
    })
      .composite([{ input: Buffer.from(await solid(200, 200, 'png')), left: 100, top: 100 }])
      .png({ compressionLevel: 0 })
      .toBuffer();

    const error = await appErrorOf(processImage(png.subarray(0, Math.floor(png.length / 2))));

    expect(error.status).toBe(400);
    expect(error.errors?.[0]?.path).toBe('body.image');
  });
});
