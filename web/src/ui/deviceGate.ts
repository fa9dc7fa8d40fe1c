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

/**
 * Every device of at least 320 px gets the site (DESIGN §8, WCAG 1.4.10 reflow): phones and
 * windows narrower than 900 px the mobile shell, wider non-phones the desktop shell. A
 * desktop window made narrow, or a laptop zoomed to 150 %, is a person who must still read.
 */
export function decideLayout({ widthPx, isPhone }: DeviceFacts): DeviceLayout {
  if (widthPx < PHONE_MIN_WIDTH_PX) return 'tooFancy';
  return isPhone || widthPx < DEVICE_MIN_WIDTH_PX ? 'mobile' : 'desktop';
}

const PHONE_USER_AGENT = /Mobi|Android|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini/i;

/**
 * A phone says so in its user agent; a touch-first device whose user agent
 * pretends to be a desktop (iPadOS) is known by its coarse primary pointer.
 */
export function isPhoneDevice(userAgent: string, primaryPointerIsCoarse: boolean): boolean {
  return PHONE_USER_AGENT.test(userAgent) || primaryPointerIsCoarse;
}
