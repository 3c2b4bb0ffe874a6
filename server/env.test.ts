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
});
