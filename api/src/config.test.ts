import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { DATA_DIR: '/nonexistent-config-test', SESSION_SECRET: 's' };
const postgres = { ...base, DATABASE_URL: 'postgres://club@127.0.0.1/club' };

describe('safe defaults', () => {
  it('loads the demo club by default only on the embedded database', () => {
    expect(loadConfig(base).demo).toBe(true);
    expect(loadConfig({ ...base, DEMO: '0' }).demo).toBe(false);
    expect(loadConfig(postgres).demo).toBe(false);
    expect(loadConfig({ ...postgres, DEMO: '1' }).demo).toBe(true);
  });

  it('refuses to start in production with the demo or a known admin password', () => {
    const production = { ...postgres, NODE_ENV: 'production' };
    expect(() => loadConfig({ ...production, DEMO: '1' })).toThrow(/DEMO=0/);
    expect(() => loadConfig({ ...production, ADMIN_PASSWORD: 'fotball123' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ ...production, ADMIN_PASSWORD: 'change-me' })).toThrow(/ADMIN_PASSWORD/);
    expect(loadConfig({ ...production, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'a-long-own-one' }).production).toBe(
      true,
    );
    // Embedded in production: the demo is the default there too, so it must be turned off.
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/DEMO=0/);
  });

  it('sends mail only with a sender named, and writes it to files without a mail server', () => {
    expect(loadConfig(base)).toMatchObject({ smtpUrl: null, mailFrom: 'VSF Fantasy <ikke-svar@localhost>' });
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://mail.example.org:587' })).toThrow(/MAIL_FROM/);
    const sending = { ...base, SMTP_URL: 'smtp://mail.example.org:587', MAIL_FROM: 'Klubben <fantasy@example.org>' };
    expect(loadConfig(sending)).toMatchObject({
      smtpUrl: 'smtp://mail.example.org:587',
      mailFrom: 'Klubben <fantasy@example.org>',
    });
  });
});
