import { describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { appUrl, dkimAlignmentWarning, dkimKey, EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the defaults on an empty environment', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      NODE_ENV: 'development',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(appUrl(env)).toBe('http://localhost:3000');
  });

  it('lists every invalid variable at once', () => {
    let message = '';
    try {
      loadEnv({ PORT: 'eighty', SMTP_URL: 'http://mail', NODE_ENV: 'production' });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message).toContain('PORT');
    expect(message).toContain('SMTP_URL');
    expect(message).toContain('JWT_SECRET');
  });

  it('splits ADMIN_EMAILS into lower-case addresses', () => {
    expect(loadEnv({ ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.com' }).ADMIN_EMAILS).toEqual([
      'boss@example.com',
      'ops@example.com',
    ]);
  });

  it('leaves S3 off by default, with the us-east-1 region', () => {
    const env = loadEnv({});
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.S3_REGION).toBe('us-east-1');
  });

  it('names each S3 setting missing when S3_BUCKET is set, along with other errors', () => {
    let message = '';
    try {
      loadEnv({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'AKIA', PORT: 'eighty' });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message).toContain('PORT');
    expect(message).toContain('S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set');
    expect(message).toContain('S3_PUBLIC_URL: is required when S3_BUCKET is set');
    expect(message).not.toContain('S3_ACCESS_KEY_ID');
  });

  it('reads a complete S3 configuration without echoing the secret in errors', () => {
    const env = loadEnv({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-3',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'very-secret',
      S3_PUBLIC_URL: 'https://cdn.example.com',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(env).toMatchObject({ S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: true });
    expect(() =>
      loadEnv({
        S3_BUCKET: 'media',
        S3_ACCESS_KEY_ID: 'AKIA',
        S3_SECRET_ACCESS_KEY: 'very-secret',
        S3_PUBLIC_URL: 'cdn.example.com',
      }),
    ).toThrow(/S3_PUBLIC_URL(?![^]*very-secret)/);
  });
});

describe('DKIM settings', () => {
  const pem = generateKeyPairSync('rsa', { modulusLength: 1024 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const dkim = { DKIM_DOMAIN: 'Collabify.example', DKIM_SELECTOR: 'mail2026' };

  it('reads the key as PEM, as PEM with \\n for line breaks, or as base64 of the PEM', () => {
    for (const key of [pem, pem.replace(/\n/g, '\\n'), Buffer.from(pem).toString('base64')]) {
      const env = loadEnv({ ...dkim, DKIM_PRIVATE_KEY: key });
      expect(dkimKey(env)).toEqual({
        domainName: 'collabify.example',
        keySelector: 'mail2026',
        privateKey: pem.trim(),
      });
    }
  });

  it('refuses a key that is not an RSA private key, and a partial set, without echoing the key', () => {
    expect(() => loadEnv({ ...dkim, DKIM_PRIVATE_KEY: 'not-a-secret-key' })).toThrow(
      /DKIM_PRIVATE_KEY: is not an RSA private key/,
    );
    expect(() => loadEnv({ ...dkim, DKIM_PRIVATE_KEY: 'not-a-secret-key' })).not.toThrow(
      /not-a-secret-key/,
    );
    expect(() => loadEnv({ DKIM_DOMAIN: 'collabify.example' })).toThrow(/set all three or none/);
  });

  it('warns when MAIL_FROM does not align with DKIM_DOMAIN, and not when it does', () => {
    const signed = (from: string) =>
      dkimAlignmentWarning(loadEnv({ ...dkim, DKIM_PRIVATE_KEY: pem, MAIL_FROM: from }));
    expect(signed('Collabify <no-reply@collabify.example>')).toBeNull();
    expect(signed('no-reply@mail.collabify.example')).toBeNull();
    expect(signed('Collabify <no-reply@other.example>')).toMatch(
      /MAIL_FROM's domain \(other\.example\) does not align with DKIM_DOMAIN \(collabify\.example\)/,
    );
    expect(dkimAlignmentWarning(loadEnv({}))).toBeNull();
  });

  it('needs BOUNCE_DOMAIN for the bounce listener', () => {
    expect(() => loadEnv({ BOUNCE_SMTP_PORT: '2525' })).toThrow(
      /BOUNCE_SMTP_PORT: needs BOUNCE_DOMAIN/,
    );
    expect(
      loadEnv({ BOUNCE_SMTP_PORT: '2525', BOUNCE_DOMAIN: 'Bounces.Example.com' }),
    ).toMatchObject({
      BOUNCE_SMTP_PORT: 2525,
      BOUNCE_DOMAIN: 'bounces.example.com',
    });
  });

  it('refuses a read replica without DATABASE_URL, and reads one with it', () => {
    const replica = 'postgres://reader@replica.internal:5432/collabify';
    expect(() => loadEnv({ DATABASE_REPLICA_URL: replica })).toThrow(
      /DATABASE_REPLICA_URL: needs DATABASE_URL \(the embedded database has no replicas\)/,
    );
    const env = loadEnv({
      DATABASE_URL: 'postgres://app@primary.internal:5432/collabify',
      DATABASE_REPLICA_URL: replica,
      JWT_SECRET: 'a-secret-that-is-at-least-32-characters',
      ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
    });
    expect(env).toMatchObject({
      DATABASE_REPLICA_URL: replica,
      DATABASE_REPLICA_STICKY_SECONDS: 5,
    });
    expect(() => loadEnv({ DATABASE_REPLICA_STICKY_SECONDS: '2' })).toThrow(
      /DATABASE_REPLICA_STICKY_SECONDS/,
    );
  });
});
