import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { fieldError, payloadTooLarge, unsupportedMediaType } from '../errors';

/** Longest side of a stored image, in pixels; larger images are shrunk to fit, smaller kept. */
export const IMAGE_MAX_SIDE = 1600;

/**
 * Most pixels (width × height) an upload may decode to: 50 megapixels, enough for a 48 MP phone
 * photo. Larger headers are refused before any pixel is decoded (decompression bombs: a 5 MB PNG
 * can declare gigapixels).
 */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000;

/** WebP quality (1–100) of stored images. */
export const IMAGE_WEBP_QUALITY = 82;

/** Formats accepted, as sharp names them; judged from the bytes, never from a name or header. */
export const ACCEPTED_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
type AcceptedFormat = (typeof ACCEPTED_IMAGE_FORMATS)[number];

/** An image ready to store: re-encoded as WebP, upright, without metadata. */
export interface ProcessedImage {
  /** The WebP file. */
  data: Buffer;
  contentType: 'image/webp';
  /** Size of the stored image, in pixels (after rotation and resizing). */
  width: number;
  height: number;
}

/** Options of {@link processImage}. */
export interface ProcessImageOptions {
  /** Form field the bytes came from (default `image`); errors name it `body.<field>`. */
  field?: string;
}

/**
 * The format the file's signature (magic bytes) says: JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A
 * 1A 0A`, WebP `RIFF····WEBP`. Checked before sharp sees the bytes, so no other decoder (SVG,
 * GIF, TIFF, HEIF …) ever runs on an upload.
 */
function sniffFormat(bytes: Buffer): AcceptedFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'png';
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

const isPixelLimitError = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Turns uploaded bytes into a safe stored image: checks the type from the bytes (signature, then
 * sharp's metadata must agree; only JPEG, PNG and WebP), refuses more than
 * {@link IMAGE_MAX_INPUT_PIXELS} pixels before decoding, rotates upright by the EXIF orientation,
 * drops all metadata (EXIF with its GPS position, ICC after converting to sRGB, XMP), shrinks to
 * fit within {@link IMAGE_MAX_SIDE} × {@link IMAGE_MAX_SIDE} without enlarging, and re-encodes as
 * WebP at quality {@link IMAGE_WEBP_QUALITY}. Animated images keep their first frame.
 *
 * @throws AppError 415 when the bytes are not a JPEG, PNG or WebP image (a renamed text file, a
 *   GIF, an SVG …); 413 when the image has more than {@link IMAGE_MAX_INPUT_PIXELS} pixels; 400
 *   when it has an accepted signature but cannot be decoded (damaged or cut short). Each names
 *   the field (`body.image`) in `errors`.
 */
export async function processImage(
  bytes: Buffer,
  options: ProcessImageOptions = {},
): Promise<ProcessedImage> {
  const path = `body.${options.field ?? 'image'}`;
  const notAnImage = () => {
    const message = 'The file is not a JPEG, PNG or WebP image';
    return unsupportedMediaType(`${message}.`, [{ path, message }]);
  };
  const tooManyPixels = (width?: number, height?: number) => {
    const size = width && height ? ` (${width} × ${height})` : '';
    const message = `The image has too many pixels${size}: at most ${IMAGE_MAX_INPUT_PIXELS / 1_000_000} megapixels`;
    return payloadTooLarge(`${message}.`, [{ path, message }]);
  };

  const sniffed = sniffFormat(bytes);
  if (!sniffed) throw notAnImage();
  // failOn 'error': tolerate the benign warnings many camera JPEGs carry.
  const input: SharpOptions = { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error' };

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, input).metadata();
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels();
    throw notAnImage();
  }
  if (metadata.format !== sniffed) throw notAnImage();
  if (metadata.width * metadata.height > IMAGE_MAX_INPUT_PIXELS) {
    throw tooManyPixels(metadata.width, metadata.height);
  }

  try {
    const { data, info } = await sharp(bytes, input)
      .autoOrient()
      .resize({
        width: IMAGE_MAX_SIDE,
        height: IMAGE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: IMAGE_WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels(metadata.width, metadata.height);
    throw fieldError(path, 'The image could not be read: it is damaged or incomplete');
  }
}
