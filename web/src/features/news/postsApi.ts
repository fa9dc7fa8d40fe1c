import { api, apiWithStatus } from '../../api/client';
import type { Post } from './types';

export interface SearchFilter {
  searchString: string;
  hasPoll: boolean;
  hasAlbum: boolean;
  season: number | null;
}

/** The merged list of 000 §6 (public plus the caller's roles), answered by the server in one call. */
export async function fetchPosts(numberOfPosts: number): Promise<Post[]> {
  const answer = await api('loadPosts', { numberOfPosts });
  if (answer.success) return answer.posts;
  throw new Error(answer.msg);
}

export async function searchPosts(filter: SearchFilter): Promise<Post[]> {
  const answer = await api('searchPosts', filter);
  if (answer.success) return answer.posts;
  throw new Error(answer.msg);
}

/** The article page's states (000 §4): the server tells them apart, the page shows its text. */
export type ArticleState =
  | { state: 'loading' }
  | { state: 'shown'; post: Post }
  | { state: 'notFound' | 'gone' | 'restricted' | 'error'; msg: string };

export const articleTexts = {
  notFound: 'Ooopsi... Denne siden finnes visst ikke.',
  gone: 'Ooopsi. Dette innlegget finnes visst ikke lenger.',
  restricted: 'Kun visse brukere har tilgang til denne artikkelen. Du er dessverre ikke en av dem.',
  error: 'Artikkelen kunne ikke lastes akkurat nå. Prøv igjen om litt.',
} as const;

export async function fetchArticle(postID: number): Promise<ArticleState> {
  if (!Number.isInteger(postID) || postID <= 0) return { state: 'notFound', msg: articleTexts.notFound };
  try {
    const { status, answer } = await apiWithStatus('getPostByID', { postID });
    if (answer.success) return { state: 'shown', post: answer.post };
    if (status === 410) return { state: 'gone', msg: articleTexts.gone };
    if (status === 403) return { state: 'restricted', msg: articleTexts.restricted };
    if (status === 404 || status === 400) return { state: 'notFound', msg: articleTexts.notFound };
    console.error('getPostByID:', answer.msg);
  } catch (error) {
    console.error(error);
  }
  return { state: 'error', msg: articleTexts.error };
}
