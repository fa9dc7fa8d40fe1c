import bwipjs from 'bwip-js/node';

/**
 * How much wider a wide bar or space is than a narrow one. BWIPP draws 2; the club's
 * barcodes have always been printed at 3, the top of the range ITF allows (2 to 3) and the
 * easiest for a kiosk's scanner to tell apart.
 */
const WIDE = 3;

/**
 * Interleaved 2 of 5 (ITF) of `digits`, encoded by BWIPP (through bwip-js): the widths of
 * the bars and spaces in modules, from the first bar to the last (an odd count of digits
 * gets a leading 0, as ITF encodes digits in pairs).
 */
export function itfWidths(digits: string): number[] {
  if (!/^\d+$/.test(digits)) throw new RangeError('ITF encodes digits only');
  const [symbol] = bwipjs.raw('interleaved2of5', digits, '');
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js drew no linear symbol');
  const widths = symbol.sbs.map((modules) => (modules > 1 ? WIDE : 1));
  // BWIPP's list ends with the space after the last bar; nothing is drawn there.
  return widths.length % 2 === 0 ? widths.slice(0, -1) : widths;
}
