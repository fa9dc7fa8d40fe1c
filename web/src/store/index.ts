import { createStore } from 'jotai';

/**
 * The one jotai store of the app. React reads it through <Provider store={appStore}>;
 * code outside React (start-up, the socket) writes to the same atoms through it.
 */
export const appStore = createStore();

export type AppStore = typeof appStore;
