import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCESS_LEVELS } from './access';
import { createApiRouter } from './router';
import { defineRoute, type AnyRoute } from './route';
import { allRoutes } from '../../routes';
import { createTestApp, type TestApp } from '../../testing/testApp';

interface Operation {
  parameters?: object[];
  requestBody?: { content?: Record<string, object> };
  responses?: Record<string, object>;
}
type OpenApi = { paths: Record<string, { get?: Operation; post?: Operation }> };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp('empty');
});
afterAll(() => app.close());

describe('route declarations', () => {
  it('gives every route an access level and an input schema', () => {
    for (const route of allRoutes) {
      expect(ACCESS_LEVELS, route.name).toContain(route.access);
      expect(route.input, route.name).toBeInstanceOf(z.ZodType);
    }
  });

  it('refuses to mount a route without an access level', () => {
    const undeclared = {
      ...defineRoute({
        name: 'config',
        access: 'anyone',
        summary: '',
        input: z.object({}),
        handler: async () => ({ realtimeUrl: null, shopUrl: null }),
      }),
    };
    delete (undeclared as Partial<AnyRoute>).access;
    expect(() => createApiRouter([undeclared], app.deps)).toThrow(/declares no access/);
  });
});

describe('the answer conventions', () => {
  it('answers an unknown call with 404 and a Norwegian message', async () => {
    const { status, body } = await app.callRaw('noSuchCall');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, msg: 'Denne tjenesten finnes ikke.' });
  });

  it('sends the security headers with answers and with failures', async () => {
    for (const path of ['/api/config', '/api/noSuchCall']) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers malformed JSON with 400', async () => {
    const { status, body } = await app.callRaw('getSeasonFixtures', '{"season": ');
    expect(status).toBe(400);
    expect(body.msg).toBe('Forespørselen inneholder ugyldig JSON.');
  });

  it('names the right method when a call is made with the wrong one', async () => {
    const response = await fetch(`${app.url}/api/getSeasonFixtures`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ success: false, msg: 'Denne tjenesten kalles med POST.' });
  });

  it('answers a call named exactly and one whose name is percent-encoded the same', async () => {
    // A call whose answer names no time: two answers a second apart must be the same.
    const exact = await app.callRaw('getSeasonFixtures', { season: 2026 });
    const encoded = await app.callRaw('getSeason%46ixtures', { season: 2026 });
    expect(exact.status).toBe(200);
    expect(encoded).toEqual(exact);
    const head = await fetch(`${app.url}/api/config`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const preflight = await fetch(`${app.url}/api/getSeasonFixtures`, { method: 'OPTIONS' });
    expect([preflight.status, preflight.headers.get('allow')]).toEqual([204, 'POST']);
  });

  it('refuses a JSON body that tries to set __proto__', async () => {
    const { status, body } = await app.callRaw('getSeasonFixtures', '{"season": 2026, "__proto__": {"isAdmin": 1}}');
    expect(status).toBe(400);
    expect(body.msg).toBe('Forespørselen inneholder ugyldig JSON.');
  });

  it('reads no input from a body that is not JSON', async () => {
    const response = await fetch(`${app.url}/api/getSeasonFixtures`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: app.url },
      body: JSON.stringify({ season: 2026 }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toBe('Sesongen må være et årstall.');
  });

  it('answers a JSON body over 1 MB with 413', async () => {
    const { status, body } = await app.callRaw(
      'getSeasonFixtures',
      JSON.stringify({ season: 2026, pad: 'x'.repeat(1_100_000) }),
    );
    expect(status).toBe(413);
    expect(body.msg).toBe('Forespørselen er for stor.');
  });

  it('refuses writes from another site with 403', async () => {
    const { status, body } = await app.call(
      'login',
      { username: 'a', password: 'b' },
      { origin: 'https://evil.example' },
    );
    expect(status).toBe(403);
    expect(body.msg).toBe('Forespørselen kommer fra et annet nettsted og ble avvist.');
  });

  it('reports health of the database and the bus', async () => {
    const { status, body } = await app.get('/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, database: 'ok', bus: 'ok' });
  });

  it('answers liveness without asking the database or the bus', async () => {
    const healthy = app.deps.bus.healthy;
    app.deps.bus.healthy = async () => false;
    try {
      expect((await app.get('/api/health')).status).toBe(503);
      const { status, body } = await app.get('/api/live');
      expect([status, body]).toEqual([200, { success: true, alive: true }]);
    } finally {
      app.deps.bus.healthy = healthy;
    }
  });

  it('publishes an OpenAPI document naming every route', async () => {
    const { body } = await app.get<{ openapi: string; paths: Record<string, object> }>('/api/openapi.json');
    expect(body.openapi).toBe('3.1.0');
    for (const route of allRoutes) {
      expect(Object.keys(body.paths)).toContain(`/api/${route.name.replace(/:(\w+)/g, '{$1}')}`);
    }
  });

  it('reads a multipart form only on the upload calls that declare it', async () => {
    const form = new FormData();
    form.set('season', '2026');
    const response = await fetch(`${app.url}/api/getSeasonFixtures`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
  });

  it('publishes a valid OpenAPI document: path parameters in the path, uploads as multipart, ids bounded', async () => {
    const { body } = await app.get<OpenApi>('/api/openapi.json');
    await expect(SwaggerParser.validate(structuredClone(body) as never)).resolves.toBeTruthy();
    expect(body.paths['/api/images/{imageID}']?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'imageID', in: 'path', required: true }),
      expect.objectContaining({ name: 'w', in: 'query', required: false }),
    ]);
    expect(Object.keys(body.paths['/api/savePost']?.post?.requestBody?.content ?? {})).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
    expect(Object.keys(body.paths['/api/getSeasonFixtures']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404', '409', '413', '429', '503']),
    );
    // Every integer id any call takes fits the database's integer column.
    const unbounded: string[] = [];
    const visit = (schema: unknown, where: string): void => {
      if (!schema || typeof schema !== 'object') return;
      const { type, maximum, properties } = schema as { type?: string; maximum?: number; properties?: object };
      if (type === 'integer' && /id$/i.test(where) && !(typeof maximum === 'number' && maximum <= 2_147_483_647)) {
        unbounded.push(where);
      }
      for (const [name, inner] of Object.entries(properties ?? {})) visit(inner, name);
      for (const inner of Object.values(schema)) if (inner && typeof inner === 'object') visit(inner, where);
    };
    visit(body.paths, '');
    expect(unbounded).toEqual([]);
  });
});
