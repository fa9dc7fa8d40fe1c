import { Spinner } from './Spinner';
import { FANTASY_LOADING_LABEL } from './stateTexts';

/** The text 001 §4 and §8 quote for the fantasy game's loading state, shown beside the spinner. */
export const FANTASY_LOADING_TEXT = FANTASY_LOADING_LABEL;

/** Every fantasy screen's loading state; the public site keeps the spinner alone (000 §4). */
export function FantasyLoading() {
  return <Spinner label={FANTASY_LOADING_TEXT} showLabel />;
}
