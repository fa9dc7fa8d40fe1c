import { describe, expect, it } from 'vitest';
import type { PushMessage } from '@vsf/contract';
import { club } from '@vsf/engine';
import { FALLBACK_MESSAGE, notificationOf, pushMessageOf, tapTarget } from './pushDisplay';

const GOAL: PushMessage = {
  title: 'MÅL! VSF 2–1 Grorud IL 2',
  body: 'Ola Nordmann 54′',
  url: '/match/M1',
  tag: 'match:M1',
};

describe('what a push shows', () => {
  it("shows the server's message as it is, and a tap on it opens its page", () => {
    const message = pushMessageOf(JSON.stringify(GOAL));
    expect(message).toEqual(GOAL);
    const { title, options } = notificationOf(message);
    expect(title).toBe(GOAL.title);
    expect(options).toMatchObject({
      body: GOAL.body,
      tag: GOAL.tag,
      renotify: true,
      lang: 'nb',
      data: { url: GOAL.url },
    });
  });

  it('always shows something: a push it cannot read shows the club and opens the front page', () => {
    for (const data of [null, '', 'ikke json', '[]', '{"body":"uten tittel"}', '"tekst"']) {
      expect(pushMessageOf(data)).toEqual(FALLBACK_MESSAGE);
    }
    expect(FALLBACK_MESSAGE.title).toBe(club.name);
  });

  it("takes only the site's own paths: a push cannot send a tap to another site", () => {
    for (const url of ['https://example.org/', '//example.org/x', '/\\example.org', 'javascript:alert(1)']) {
      expect(pushMessageOf(JSON.stringify({ ...GOAL, url })).url).toBe('/');
    }
  });

  it('opens the address on this site, and the front page for a notification without one', () => {
    expect(tapTarget({ url: '/match/M1' }, 'https://klubben.no')).toBe('https://klubben.no/match/M1');
    expect(tapTarget({ url: 'https://example.org/' }, 'https://klubben.no')).toBe('https://klubben.no/');
    expect(tapTarget(null, 'https://klubben.no')).toBe('https://klubben.no/');
  });
});
