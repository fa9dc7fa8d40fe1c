import type { ReactNode } from 'react';
import type { Loadable } from '../api/loadable';
import { Spinner } from './Spinner';

/** The fantasy game's loading text beside the spinner (001 §4, §8); the public site shows the spinner alone (000 §4). */
export const FANTASY_LOADING_LABEL = 'Loading...';

/** What a table or view shows when the answer holds nothing (000 §8, 001 §8, 002 §8). */
export const NO_DATA_TEXT = 'Ingen data funnet';

interface QueryStateProps<T> {
  state: Loadable<T>;
  /** Shown beside the spinner ('Loading...' in the fantasy game); without it only screen readers hear 'Laster...'. */
  loadingLabel?: string;
  /** The class of the error's paragraph, the view's own. */
  errorClassName?: string;
  /** The view's empty text, shown when `isEmpty` says the answer holds nothing. */
  empty?: { text: string; isEmpty: (value: T) => boolean; className?: string };
  children: (value: T) => ReactNode;
}

/**
 * The one place a read's loading, error and empty states are drawn: the spinner, the error text
 * (the server's refusal or the view's 'Kunne ikke hente …'), the view's empty text, or the view.
 */
export function QueryState<T>({ state, loadingLabel, errorClassName, empty, children }: QueryStateProps<T>) {
  if (state.status === 'loading') return loadingLabel ? <Spinner label={loadingLabel} showLabel /> : <Spinner />;
  if (state.status === 'error') return <p className={errorClassName}>{state.message}</p>;
  if (empty?.isEmpty(state.value)) return <p className={empty.className}>{empty.text}</p>;
  return <>{children(state.value)}</>;
}
