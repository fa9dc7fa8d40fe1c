import { describe, expect, it } from 'vitest';
import { smtpFailure } from './mailTransport';

/** nodemailer's errors as it makes them (code, the command under way, the server's reply). */
const failure = (fields: Record<string, unknown>) => Object.assign(new Error('failed'), fields);

describe('what a failed SMTP send proves', () => {
  it.each([
    ['a 4xx reply to the recipient', { code: 'EENVELOPE', command: 'RCPT TO', responseCode: 451, permanent: false }],
    ['a 4xx reply to the message', { code: 'EMESSAGE', command: 'DATA', responseCode: 452, permanent: false }],
    ['a refused connection', { code: 'ESOCKET', command: 'CONN', originalCode: 'ECONNREFUSED' }],
    ['an unknown host', { code: 'EDNS', command: 'CONN' }],
    ['no greeting in time', { code: 'ETIMEDOUT', command: 'CONN', timeoutType: 'GREETING_TIMEOUT' }],
    ['a refused login, even for good', { code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535, permanent: true }],
  ])('%s: nothing was taken, try again', (_what, fields) => {
    expect(smtpFailure(failure(fields))).toBe('retry');
  });

  it.each([
    ['a 5xx reply to the recipient', { code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550, permanent: true }],
    ['a 5xx reply to the message', { code: 'EMESSAGE', command: 'DATA', responseCode: 554, permanent: true }],
  ])('%s: refused for good', (_what, fields) => {
    expect(smtpFailure(failure(fields))).toBe('refused');
  });

  it.each([
    ['a connection lost mid-send', { code: 'ECONNECTION', command: 'CONN' }],
    ['a reset connection', { code: 'ESOCKET', command: 'CONN', originalCode: 'ECONNRESET' }],
    ['silence after the message', { code: 'ETIMEDOUT', command: 'CONN', timeoutType: 'SOCKET_TIMEOUT' }],
    ['anything else', {}],
  ])('%s: it may have been taken, never again', (_what, fields) => {
    expect(smtpFailure(failure(fields))).toBe('unknown');
  });
});
