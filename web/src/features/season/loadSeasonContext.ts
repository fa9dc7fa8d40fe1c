import { api } from '../../api/client';
import { appStore, type AppStore } from '../../store';
import { seasonAtom } from './atoms';

function keepLastGood(store: AppStore): void {
  if (store.get(seasonAtom).status === 'loading') store.set(seasonAtom, { status: 'unavailable' });
}

/** Loads the season context at start-up and whenever the schedule or season changes. */
export async function loadSeasonContext(store: AppStore = appStore): Promise<void> {
  try {
    const answer = await api('getYearRoundMatchDateID');
    if (answer.success) {
      const { success: _success, ...context } = answer;
      store.set(seasonAtom, { status: 'ready', context });
    } else {
      console.error('getYearRoundMatchDateID:', answer.msg);
      keepLastGood(store);
    }
  } catch (error) {
    console.error(error);
    keepLastGood(store);
  }
}
