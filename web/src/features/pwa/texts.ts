import type { OfflineNotice } from './atoms';

/** The notice over every page while it shows stored data (PRODUCT-CHOICES, 'The app on the phone'). */
export const OFFLINE_TEXTS: Record<OfflineNotice, string> = {
  offline: 'Du er frakoblet – viser sist lagrede data',
  noAnswer: 'Får ikke svar fra serveren – viser sist lagrede data',
};
