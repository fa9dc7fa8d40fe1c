import { DEVICE_MIN_WIDTH_PX, PHONE_MIN_WIDTH_PX } from '@vsf/engine';

/** Which shell a device gets (spec 000 §1, Device gate). */
export type DeviceLayout = 'desktop' | 'mobile' | 'tooFancy';

export const TOO_FANCY_TEXT =
  'Sorry. Your device or browser is too fancy for our website. Try again with another browser or device.';

export interface DeviceFacts {
  /** The viewport's width in CSS pixels. */
  widthPx: number;
  isPhone: boolean;
}

/** Phones of at least 320 px get the mobile shell; other devices need 900 px for the desktop shell. */
export function decideLayout({ widthPx, isPhone }: DeviceFacts): DeviceLayout {
  if (isPhone) return widthPx >= PHONE_MIN_WIDTH_PX ? 'mobile' : 'tooFancy';
  return widthPx >= DEVICE_MIN_WIDTH_PX ? 'desktop' : 'tooFancy';
}

const PHONE_USER_AGENT = /Mobi|Android|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini/i;

/**
 * A phone says so in its user agent; a touch-first device whose user agent
 * pretends to be a desktop (iPadOS) is known by its coarse primary pointer.
 */
export function isPhoneDevice(userAgent: string, primaryPointerIsCoarse: boolean): boolean {
  return PHONE_USER_AGENT.test(userAgent) || primaryPointerIsCoarse;
}
