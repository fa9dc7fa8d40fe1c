import type { ReactNode } from 'react';
import { Spinner } from './Spinner';
import { FANTASY_LOADING_LABEL, NO_DATA_TEXT } from './stateTexts';

/**
 * A read whose failure the view does not name: it is logged, and the view shows its empty text
 * (001 §8: top lists, rankings and averages say nothing more when their call fails).
 */
export type QuietFailure = { status: 'failed' };

/** A read that answered nothing the view can show (the fantasy pages before the season's first round). */
export type NothingToShow = { status: 'empty' };

/**
 * How the loading state looks: the spinner alone (the default; `label` is what screen readers
 * hear), 'fantasy' (the spinner with 'Loading...' beside it), the spinner with its label shown,
 * or a line of text where a spinner would be too big (a dialog's table, an editor's list).
 */
export type LoadingLook = 'fantasy' | { label: string; showLabel?: boolean } | { text: string; className?: string };

/**
 * Any read's state: `Loadable<T>` (`{ status: 'ready', value }`) or a view's own shape
 * (`{ status: 'ready', rows }`); the view gets the ready state whole.
 */
export type ReadState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' } | QuietFailure | NothingToShow;

type Ready<S extends ReadState> = Extract<S, { status: 'ready' }>;

interface QueryStateProps<S extends ReadState> {
  state: S;
  loading?: LoadingLook;
  /** The class of the error's paragraph, the view's own. */
  errorClassName?: string;
  /** 'alert' where the error takes a table's place and must be announced (000 §8). */
  errorRole?: 'alert';
  /** The view's own error, where a paragraph is not enough (a heading and a way back). */
  error?: (message: string) => ReactNode;
  /**
   * The view's empty state: shown when `isEmpty` says the answer holds nothing, when there is
   * nothing to show, and for a quiet failure. `text` defaults to 'Ingen data funnet'.
   */
  empty?: { text?: string; isEmpty?: (ready: Ready<S>) => boolean; className?: string };
  children: (ready: Ready<S>) => ReactNode;
}

function Loading({ look }: { look: LoadingLook | undefined }) {
  if (look === undefined) return <Spinner />;
  if (look === 'fantasy') return <Spinner label={FANTASY_LOADING_LABEL} showLabel />;
  if ('text' in look) return <p className={look.className}>{look.text}</p>;
  return <Spinner label={look.label} showLabel={look.showLabel ?? false} />;
}

/**
 * The one place a read's loading, error and empty states are drawn: the spinner, the error text
 * (the server's refusal or the view's 'Kunne ikke hente …'), the view's empty text, or the view.
 */
function isReady<S extends ReadState>(state: S): state is Ready<S> {
  return state.status === 'ready';
}

export function QueryState<S extends ReadState>({
  state,
  loading,
  errorClassName,
  errorRole,
  error,
  empty,
  children,
}: QueryStateProps<S>) {
  if (state.status === 'loading') return <Loading look={loading} />;
  if (state.status === 'error' && error) return <>{error(state.message)}</>;
  if (state.status === 'error')
    return (
      <p className={errorClassName} role={errorRole}>
        {state.message}
      </p>
    );
  if (!isReady(state) || empty?.isEmpty?.(state))
    return <p className={empty?.className}>{empty?.text ?? NO_DATA_TEXT}</p>;
  return <>{children(state)}</>;
}
