import {
  DeleteObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { UPLOADS_CACHE_CONTROL } from '../../plugins/uploads';
import { isUploadKey, type Storage } from '../../uploads/storage';
import { callProvider } from '../provider-failure';

/**
 * Whether the bucket answered with an error (an `S3ServiceException`): a 5xx after the SDK's
 * retries, or a refusal of our configuration (`AccessDenied`, `SignatureDoesNotMatch`,
 * `NoSuchBucket`). Either way the person uploading can do nothing about it and the server did
 * nothing wrong with their request: 502 `provider-bad-response:s3`, logged with the SDK's error
 * as its cause for the operator.
 */
const isBucketFailure = (error: unknown) => error instanceof S3ServiceException;

/** Where and how {@link S3Storage} stores objects (the S3_* environment variables). */
export interface S3StorageOptions {
  /** The bucket's endpoint for non-AWS services (`http://127.0.0.1:9000`); unset means AWS S3. */
  endpoint?: string;
  /** The bucket's region (`us-east-1` for most S3-compatible services). */
  region: string;
  /** The bucket the objects are written to. */
  bucket: string;
  /** Access key ID of credentials allowed to put and delete objects in the bucket. */
  accessKeyId: string;
  /** The secret of {@link S3StorageOptions.accessKeyId}; never logged. */
  secretAccessKey: string;
  /**
   * Public or CDN base URL the bucket's objects are read at, without the key
   * (`https://cdn.example.com`); `<publicUrl>/<key>` must serve the object at `key`.
   */
  publicUrl: string;
  /** Address the bucket as `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO, local servers). */
  forcePathStyle?: boolean;
}

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, R2, …), read by browsers straight from
 * {@link S3StorageOptions.publicUrl} (the bucket's public URL or a CDN in front of it), so any
 * number of web instances share them. The app never serves these files itself.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  /** {@link S3StorageOptions.publicUrl} with exactly one trailing `/`. */
  private readonly urlPrefix: string;
  /** The origin of {@link S3StorageOptions.publicUrl}, which browsers load the images from. */
  readonly publicOrigin: string;

  constructor(options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? false,
      credentials: {
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
      },
    });
    this.bucket = options.bucket;
    this.urlPrefix = `${options.publicUrl.replace(/\/+$/, '')}/`;
    this.publicOrigin = new URL(options.publicUrl).origin;
  }

  /** Throws unless `key` is a generated key (a programming error, not a client one). */
  private checkKey(key: string): void {
    if (!isUploadKey(key)) throw new Error(`Invalid upload key: ${JSON.stringify(key)}`);
  }

  /**
   * Writes the object with its Content-Type and {@link UPLOADS_CACHE_CONTROL} (keys are never
   * reused, so an object never changes).
   * @returns `<publicUrl>/<key>`.
   * @throws Error when `key` is not a generated key; 503 when the bucket cannot be reached, 502
   * when it fails or refuses the write (see {@link isBucketFailure}).
   */
  async put(key: string, data: Buffer, contentType: string): Promise<string> {
    this.checkKey(key);
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      Body: data,
      ContentType: contentType,
      CacheControl: UPLOADS_CACHE_CONTROL,
    });
    await callProvider('S3', () => this.client.send(command), isBucketFailure);
    return `${this.urlPrefix}${key}`;
  }

  /**
   * Deletes the object; S3 answers success when it is absent too.
   * @throws Error when `key` is not a generated key; as {@link S3Storage.put} otherwise.
   */
  async delete(key: string): Promise<void> {
    this.checkKey(key);
    const command = new DeleteObjectCommand({ Bucket: this.bucket, Key: key });
    await callProvider('S3', () => this.client.send(command), isBucketFailure);
  }

  /** The key of a `<publicUrl>/<key>` URL; null for any other URL or a key not generated here. */
  keyFromUrl(url: string): string | null {
    if (!url.startsWith(this.urlPrefix)) return null;
    const key = url.slice(this.urlPrefix.length);
    return isUploadKey(key) ? key : null;
  }

  /** Closes the SDK's HTTP connections (at shutdown, in tests). */
  close(): void {
    this.client.destroy();
  }
}
