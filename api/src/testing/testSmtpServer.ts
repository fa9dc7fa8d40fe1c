import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:port`: SMTP_URL for the sender under test. */
  url: string;
  /** Every message the server took, parsed, in the order it took them. */
  received: Email[];
  /** The raw messages, as an SMTP server stores them. */
  raw: string[];
  /** Answers the next `count` recipients with this reply ('451 …' waits, '550 …' refuses). */
  refuseNext(count: number, code: number): void;
  /** How many recipients were offered, taken or not. */
  offered(): number;
  close(): Promise<void>;
}

/**
 * A local SMTP server for the mail tests (`smtp-server`, the library made for it): plain
 * SMTP on loopback, no login, every message it takes kept and parsed (`postal-mime`).
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const raw: string[] = [];
  const received: Email[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 0 };
  let offered = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      offered++;
      if (refusals.count === 0) return callback();
      refusals = { ...refusals, count: refusals.count - 1 };
      const error = Object.assign(new Error('Prøv igjen senere'), { responseCode: refusals.code });
      return callback(error);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = Buffer.concat(chunks);
        raw.push(message.toString('utf8'));
        PostalMime.parse(message).then((email) => {
          received.push(email);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    raw,
    refuseNext(count, code) {
      refusals = { count, code };
    },
    offered: () => offered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
