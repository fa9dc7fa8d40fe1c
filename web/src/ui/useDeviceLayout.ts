import { useSyncExternalStore } from 'react';
import { decideLayout, isPhoneDevice, type DeviceLayout } from './deviceGate';
import { mediaQuery } from './mediaQuery';

const COARSE_POINTER_QUERY = '(pointer: coarse)';

const coarsePointerQuery = () => mediaQuery(COARSE_POINTER_QUERY);

function currentLayout(): DeviceLayout {
  const isPhone = isPhoneDevice(navigator.userAgent, coarsePointerQuery()?.matches ?? false);
  return decideLayout({ widthPx: window.innerWidth, isPhone });
}

function subscribe(onChange: () => void): () => void {
  const pointer = coarsePointerQuery();
  window.addEventListener('resize', onChange);
  pointer?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    pointer?.removeEventListener('change', onChange);
  };
}

/** The shell this device gets now; follows window resizes and rotation. */
export function useDeviceLayout(): DeviceLayout {
  return useSyncExternalStore(subscribe, currentLayout);
}
