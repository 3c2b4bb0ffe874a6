/** The part of `@20minutes/s3rver` (a local S3 server, no bundled types) that the tests use. */
declare module '@20minutes/s3rver' {
  /** Options of {@link S3rver}; see the package's README. */
  interface S3rverOptions {
    address?: string;
    /** 0 picks a free port. */
    port?: number;
    /** Don't log requests. */
    silent?: boolean;
    /** Where buckets and objects are kept. */
    directory?: string;
    /** Buckets created on start. */
    configureBuckets?: { name: string }[];
    /** Accept requests whose signature does not verify (never set in these tests). */
    allowMismatchedSignatures?: boolean;
  }

  /** An S3 REST server that verifies AWS Signature V2/V4 with the key pair `S3RVER`/`S3RVER`. */
  class S3rver {
    constructor(options?: S3rverOptions);
    /** Starts listening; resolves with the bound address. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
  // The package is CommonJS (`module.exports = S3rver`).
  export = S3rver;
}
