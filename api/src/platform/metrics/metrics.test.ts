import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { prometheusSample } from '../../testing/prometheusSample';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { serveMetrics } from './metrics';

describe('GET /metrics', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('demo');
  });
  afterAll(() => app.close());

  it('counts requests by call and status, with their durations, beside the process and outbox figures', async () => {
    for (let i = 0; i < 3; i++) await app.call('getYearRoundMatchDateID', {});
    await app.callRaw('isLoggedIn', '{not json');
    const response = await fetch(`${app.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    const counted = prometheusSample(
      text,
      'vsf_http_request_duration_seconds_count{call="getYearRoundMatchDateID",status="200"}',
    );
    expect(counted).toBeGreaterThanOrEqual(3);
    expect(
      prometheusSample(text, 'vsf_http_request_duration_seconds_count{call="isLoggedIn",status="400"}'),
    ).toBeGreaterThanOrEqual(1);
    for (const name of [
      'vsf_event_outbox_depth',
      'vsf_rescore_duration_seconds',
      'vsf_sockets_connected',
      'vsf_process_cpu_seconds_total',
      'vsf_nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
  });

  it('answers a scraper inside the network or with the token, and nobody else', async () => {
    const koa = new Koa({ proxy: true, maxIpsCount: 1 });
    koa.use(serveMetrics('hemmelig'));
    const server = koa.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
    try {
      const from = (address: string, token?: string) =>
        fetch(url, {
          headers: { 'X-Forwarded-For': address, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        }).then((answer) => answer.status);
      expect(await from('10.0.0.7')).toBe(200);
      expect(await from('192.168.1.20')).toBe(200);
      expect(await from('8.8.8.8')).toBe(404);
      expect(await from('8.8.8.8', 'feil')).toBe(404);
      expect(await from('8.8.8.8', 'hemmelig')).toBe(200);
    } finally {
      server.close();
    }
  });
});
