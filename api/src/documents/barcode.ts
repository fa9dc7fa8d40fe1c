/**
 * Interleaved 2 of 5 (ITF): digits in pairs, the first of a pair in the bars and the
 * second in the spaces. Returns bar and space widths in modules, starting with a bar.
 */
const PATTERNS = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'] as const;
const WIDE = 3;

export function itfWidths(digits: string): number[] {
  if (!/^\d+$/.test(digits)) throw new RangeError('ITF encodes digits only');
  const even = digits.length % 2 === 0 ? digits : `0${digits}`;
  const width = (c: string) => (c === 'w' ? WIDE : 1);
  const widths = [1, 1, 1, 1]; // start: bar, space, bar, space
  for (let i = 0; i < even.length; i += 2) {
    const bars = PATTERNS[Number(even[i])] as string;
    const spaces = PATTERNS[Number(even[i + 1])] as string;
    for (let k = 0; k < 5; k++) widths.push(width(bars[k] as string), width(spaces[k] as string));
  }
  widths.push(WIDE, 1, 1); // stop: wide bar, space, bar
  return widths;
}
