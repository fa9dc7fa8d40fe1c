import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { drain, trackRequests, within } from './drain';

describe('stopping a web process', () => {
  it('answers every request in flight, then takes no more', async () => {
    const http = createServer((_request, response) => {
      // A write that takes a while, as one waiting for its transaction would.
      setTimeout(() => response.end('{"success":true}'), 300);
    });
    const requests = trackRequests(http);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api/x`;
    const answers = Array.from({ length: 40 }, () =>
      fetch(url, { method: 'POST' }).then(
        (response) => response.status,
        () => 'cut',
      ),
    );
    await expect.poll(() => requests.inFlight()).toBe(40);
    const drained = drain(http, requests);
    expect(await Promise.all(answers)).toEqual(Array(40).fill(200));
    await drained;
    await expect(fetch(url, { method: 'POST' })).rejects.toThrow();
  });

  it('cuts what is still running after the grace period', async () => {
    const http = createServer(() => undefined);
    const requests = trackRequests(http);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const hanging = fetch(`http://127.0.0.1:${(http.address() as AddressInfo).port}/`).catch(() => 'cut');
    await expect.poll(() => requests.inFlight()).toBe(1);
    const started = performance.now();
    await drain(http, requests, 200);
    expect(await hanging).toBe('cut');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('gives up a step that hangs', async () => {
    expect(await within(new Promise(() => undefined), 50)).toBeUndefined();
    expect(await within(Promise.resolve(3), 50)).toBe(3);
  });
});
