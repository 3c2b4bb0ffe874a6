import { describe, expect, it } from 'vitest';
import { appUrl, EnvError, loadEnv } from './env';

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
