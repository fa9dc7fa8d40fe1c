import { useState } from 'react';
import type { PushTopic } from '@vsf/contract';
import { queryClient } from '../../api/queryClient';
import { apiQueryKey, useLoadQuery } from '../../api/useApiQuery';
import { browserHasPush, changeFailureText, loadDeviceTopics, setDeviceTopics } from '../../shared/push/devicePush';
import { needsHomeScreen } from './homeScreen';

/** What this device can do with push, and what it follows. */
export type DevicePushState =
  | { status: 'homeScreen' }
  | { status: 'unsupported' }
  | { status: 'loading' }
  | { status: 'ready'; topics: PushTopic[] };

export interface DevicePush {
  state: DevicePushState;
  /** A change is on its way: the switches wait. */
  busy: boolean;
  /** Why the last change failed (Norwegian), until the next one. */
  error: string | null;
  /** Follows exactly `topics` on this device; none ends the subscription. */
  change: (topics: PushTopic[]) => void;
}

/** What the switches show: a change on its way, else what the server keeps for the device. */
export function deviceState(facts: {
  homeScreen: boolean;
  supported: boolean;
  pending: PushTopic[] | null;
  loaded: PushTopic[] | undefined;
  failed: boolean;
}): DevicePushState {
  if (facts.homeScreen) return { status: 'homeScreen' };
  if (!facts.supported) return { status: 'unsupported' };
  const topics = facts.pending ?? facts.loaded;
  if (topics) return { status: 'ready', topics };
  // A device whose topics cannot be read is shown as following nothing: turning one on asks again.
  return facts.failed ? { status: 'ready', topics: [] } : { status: 'loading' };
}

/** Every switch of the page reads and writes this one entry, so the menu's and the match centre's agree. */
const DEVICE_TOPICS_KEY = apiQueryKey('getPushTopics');

/** This device's push settings, shared by every switch on the page. */
export function useDevicePush(): DevicePush {
  const homeScreen = needsHomeScreen();
  const supported = !homeScreen && browserHasPush();
  const query = useLoadQuery(supported ? DEVICE_TOPICS_KEY : null, loadDeviceTopics);
  // What a change on its way asks for: the switches show it at once, and go back if it fails.
  const [pending, setPending] = useState<PushTopic[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const change = (topics: PushTopic[]) => {
    setPending(topics);
    setError(null);
    setDeviceTopics(topics)
      .then((kept) => queryClient.setQueryData(DEVICE_TOPICS_KEY, { topics: kept }))
      .catch((failure: unknown) => {
        console.error(failure);
        setError(changeFailureText(failure));
        // A change that failed half-way may have left the browser's part done: read it again.
        void queryClient.invalidateQueries({ queryKey: DEVICE_TOPICS_KEY });
      })
      .finally(() => setPending(null));
  };

  const state = deviceState({ homeScreen, supported, pending, loaded: query.data?.topics, failed: query.isError });
  return { state, busy: pending !== null, error, change };
}
