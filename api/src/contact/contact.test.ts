import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp('demo');
});
afterAll(() => app.close());

describe('fetchContactInfo', () => {
  it('answers the contact rows in order to anyone, id = position + 1', async () => {
    const rows: { position: number; contactMethod: string; contactValue: string }[] = await app.deps.db
      .knex('contact_info')
      .orderBy('position');
    const { status, body } = await app.call('fetchContactInfo');
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      contactInfo: rows.map((r) => ({
        id: r.position + 1,
        contactMethod: r.contactMethod,
        contactValue: r.contactValue,
      })),
    });
    expect(rows.length).toBeGreaterThan(3);
  });
});
