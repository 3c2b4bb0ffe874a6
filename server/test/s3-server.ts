import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';

/** A real S3-compatible server on loopback, for tests. */
export interface LocalS3Server {
  /** `http://127.0.0.1:<port>`, the S3 endpoint (path-style addressing). */
  endpoint: string;
  /** The bucket created on start. */
  bucket: string;
  /** The only credentials the server accepts; requests signed with another secret get 403 SignatureDoesNotMatch. */
  accessKeyId: string;
  secretAccessKey: string;
  /** Stops the server and deletes its objects. */
  close(): Promise<void>;
}

/**
 * Starts s3rver on a free loopback port with one empty bucket, its objects in a fresh temporary
 * directory. It implements the S3 REST API (PutObject keeps Content-Type and Cache-Control and
 * serves them back on GET) and verifies every signed request's AWS Signature V4; unsigned GETs
 * read objects, like a public bucket.
 */
export async function startLocalS3Server(bucket = 'collabify-test'): Promise<LocalS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'collabify-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
