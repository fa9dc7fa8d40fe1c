import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '@vsf/contract';
import { createTestApp, type TestApp } from '../testing/testApp';

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

describe('editing the contact page', () => {
  const saved = async () => (await app.call('fetchContactInfo')).body.contactInfo;

  it('replaces every row in one call, in the given order, for an admin only', async () => {
    const rows: CallInput<'replaceContactInfo'>['contactInfo'] = [
      { contactMethod: 'E-post', contactValue: ' post@vsf.no ' },
      { contactMethod: 'Hjemmebane', contactValue: 'Vinderen kunstgress' },
    ];
    const fan = await app.login('vsffan');
    expect((await app.call('replaceContactInfo', { contactInfo: rows }, { cookie: fan })).status).toBe(403);
    const admin = await app.login('admin');
    const { status, body } = await app.call('replaceContactInfo', { contactInfo: rows }, { cookie: admin });
    expect(status).toBe(200);
    expect(body.msg).toBe('Endringene er lagret.');
    expect(await saved()).toEqual([
      { id: 1, contactMethod: 'E-post', contactValue: 'post@vsf.no' },
      { id: 2, contactMethod: 'Hjemmebane', contactValue: 'Vinderen kunstgress' },
    ]);
  });

  it('changes nothing when one row is bad', async () => {
    const admin = await app.login('admin');
    const before = await saved();
    const cases: [object, string][] = [
      [{ contactMethod: 'Fax', contactValue: '123' }, 'Ukjent kontaktmåte.'],
      [{ contactMethod: 'Telefon', contactValue: '   ' }, 'Alle felt må fylles ut!'],
      [{ contactMethod: 'Telefon', contactValue: 'x'.repeat(201) }, 'Kontaktinformasjonen kan være høyst 200 tegn.'],
    ];
    for (const [bad, msg] of cases) {
      const contactInfo = [{ contactMethod: 'Telefon', contactValue: '22 22 22 22' }, bad];
      const { status, body } = await app.callRaw('replaceContactInfo', { contactInfo }, { cookie: admin });
      expect(status).toBe(400);
      expect(body.msg).toBe(msg);
    }
    expect(await saved()).toEqual(before);
  });

  it("keeps the spec's two-step save: delete the table, then save the rows by id", async () => {
    const admin = await app.login('admin');
    expect((await app.call('deleteContactTableData', {}, { cookie: admin })).status).toBe(200);
    expect(await saved()).toEqual([]);
    await app.call(
      'saveContactInfo',
      { id: 2, contactMethod: 'Telefon', contactValue: '22 22 22 22' },
      { cookie: admin },
    );
    await app.call('saveContactInfo', { id: 1, contactMethod: 'E-post', contactValue: 'a@vsf.no' }, { cookie: admin });
    await app.call('saveContactInfo', { id: 1, contactMethod: 'E-post', contactValue: 'b@vsf.no' }, { cookie: admin });
    expect(await saved()).toEqual([
      { id: 1, contactMethod: 'E-post', contactValue: 'b@vsf.no' },
      { id: 2, contactMethod: 'Telefon', contactValue: '22 22 22 22' },
    ]);
  });
});
