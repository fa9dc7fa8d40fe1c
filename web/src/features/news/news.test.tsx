import { describe, expect, it } from 'vitest';
import { articleTabs } from './ArticleView';
import { excerpt, plainText, postDateTime, titleImageOf } from '../../ui/postText';
import type { Post } from './types';

const post = (fields: Partial<Post>): Post =>
  ({
    id: 1,
    title: 'Kamp',
    mainText: '',
    titleImage: 'undefined',
    tags: '',
    hasPoll: 0,
    hasAlbum: 0,
    ...fields,
  }) as Post;

describe('articleTabs', () => {
  it('shows comments inline only with a poll or album, always in the modal layout', () => {
    expect(articleTabs(post({}), 'inline')).toEqual([]);
    expect(articleTabs(post({}), 'modal')).toEqual(['comments']);
    expect(articleTabs(post({ hasPoll: 1 }), 'inline')).toEqual(['poll', 'comments']);
    expect(articleTabs(post({ hasPoll: 1, hasAlbum: 1 }), 'inline')).toEqual(['poll', 'comments', 'album']);
  });
});

describe('post text', () => {
  it('turns HTML into words with spaces between paragraphs', () => {
    expect(plainText('<p>Første.</p><p>Andre <b>fet</b></p>')).toBe('Første. Andre fet');
    expect(excerpt('<p>ett to tre fire fem seks</p>', 12)).toMatch(/…$/);
  });

  it("reads the API's Oslo timestamps and the 'undefined' image marker", () => {
    expect(postDateTime('2026-11-21T18:05:00+01:00')).toBe('21.11.2026 kl. 18.05');
    expect(titleImageOf('undefined')).toBeNull();
    expect(titleImageOf('/api/images/4')).toBe('/api/images/4');
  });
});
