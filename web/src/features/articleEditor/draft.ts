import type { ApiPost as Post } from '@vsf/engine';
import type { Flag, EditorPoll } from '@vsf/contract';

export const VIEW_FLAGS = ['publicView', 'adminView', 'posterView', 'playerView', 'fantasyView'] as const;
export const VOTE_FLAGS = ['publicVote', 'adminVote', 'posterVote', 'playerVote', 'fantasyVote'] as const;
export type ViewFlag = (typeof VIEW_FLAGS)[number];
export type VoteFlag = (typeof VOTE_FLAGS)[number];

/** The role labels of the visibility and voter checkboxes, in the spec's order. */
export const ROLE_LABELS = ['Alle', 'Administratorer', 'Skribenter', 'Spillere', 'Fantasy-brukere'] as const;

export const POLL_MIN = 2;
export const POLL_MAX = 10;
export const NEW_ALTERNATIVE = 'Nytt svar-alternativ';
export const TITLE_MAX = 100;

export interface PollDraft {
  title: string;
  alternatives: string[];
  voteOnce: Flag;
  votes: Record<VoteFlag, Flag>;
}

/** The editor's text fields: what local storage keeps between visits (pictures cannot be kept there). */
export interface ArticleDraft {
  title: string;
  content: string;
  tags: string[];
  views: Record<ViewFlag, Flag>;
  hasPoll: boolean;
  poll: PollDraft;
}

const allRoles = <K extends string>(keys: readonly K[], value: Flag) =>
  Object.fromEntries(keys.map((key) => [key, value])) as Record<K, Flag>;

export const emptyPoll = (): PollDraft => ({
  title: '',
  alternatives: ['', ''],
  voteOnce: 1,
  votes: allRoles(VOTE_FLAGS, 1),
});

/** A new article is for everyone until the writer says otherwise. */
export const emptyDraft = (): ArticleDraft => ({
  title: '',
  content: '',
  tags: [],
  views: allRoles(VIEW_FLAGS, 1),
  hasPoll: false,
  poll: emptyPoll(),
});

export function draftFromArticle(post: Post, poll: EditorPoll | null): ArticleDraft {
  return {
    title: post.title,
    content: post.mainText,
    tags: post.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    views: Object.fromEntries(VIEW_FLAGS.map((flag) => [flag, post[flag]])) as Record<ViewFlag, Flag>,
    hasPoll: poll !== null,
    poll: poll
      ? {
          title: poll.title,
          alternatives: poll.alternatives,
          voteOnce: poll.voteOnce,
          votes: Object.fromEntries(VOTE_FLAGS.map((flag) => [flag, poll[flag]])) as Record<VoteFlag, Flag>,
        }
      : emptyPoll(),
  };
}

/**
 * 002 §5: 'Alle' forces every other role on (and the form disables them); unticking it
 * leaves the roles as they were, for the writer to narrow down.
 */
export function toggleRole<K extends string>(flags: Record<K, Flag>, keys: readonly K[], key: K): Record<K, Flag> {
  const next: Flag = flags[key] === 1 ? 0 : 1;
  if (key === keys[0] && next === 1) return allRoles(keys, 1);
  return { ...flags, [key]: next };
}

/** The first problem the server would refuse (002 §5), to save a round trip; null when fine. */
export function draftProblem(draft: ArticleDraft): string | null {
  if (draft.title.trim() === '') return 'Du må lage en tittel til artikkelen.';
  if (draft.title.trim().length > TITLE_MAX) return `Tittelen kan være høyst ${TITLE_MAX} tegn.`;
  if (!VIEW_FLAGS.some((flag) => draft.views[flag] === 1)) return 'Velg hvem som skal kunne se artikkelen.';
  if (!draft.hasPoll) return null;
  if (draft.poll.title.trim() === '') return 'Du må lage en tittel til pollen/avstemmingen.';
  if (draft.poll.alternatives.filter((text) => text.trim() !== '').length < POLL_MIN) {
    return `En avstemming må ha minst ${POLL_MIN} alternativer.`;
  }
  if (!VOTE_FLAGS.some((flag) => draft.poll.votes[flag] === 1)) return 'Velg hvem som skal kunne stemme.';
  return null;
}
