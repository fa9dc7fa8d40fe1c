import { useState } from 'react';
import type { PushTopic } from '@vsf/contract';
import { queryClient } from '../../api/queryClient';
import { apiQueryKey, useLoadQuery } from '../../api/useApiQuery';
import { browserHasPush, changeFailureText, loadDeviceTopics, setDeviceTopics } from './devicePush';
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

/** Every switch of the page reads and writes this one entry, so the menu's and the match centre's agree. */
const DEVICE_TOPICS_KEY = apiQueryKey('getPushTopics');

/** This device's push settings, shared by every switch on the page. */
export function useDevicePush(): DevicePush {
  const homeScreen = needsHomeScreen();
  const supported = !homeScreen && browserHasPush();
  const query = useLoadQuery(supported ? DEVICE_TOPICS_KEY : null, loadDeviceTopics);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = (topics: PushTopic[]) => {
    setBusy(true);
    setError(null);
    setDeviceTopics(topics)
      .then((kept) => queryClient.setQueryData(DEVICE_TOPICS_KEY, { topics: kept }))
      .catch((failure: unknown) => {
        console.error(failure);
        setError(changeFailureText(failure));
      })
      .finally(() => setBusy(false));
  };

  const state: DevicePushState = homeScreen
    ? { status: 'homeScreen' }
    : !supported
      ? { status: 'unsupported' }
      : query.data
        ? { status: 'ready', topics: query.data.topics }
        : // A device whose topics cannot be read is shown as following nothing: turning one on asks again.
          query.isError
          ? { status: 'ready', topics: [] }
          : { status: 'loading' };
  return { state, busy, error, change };
}
