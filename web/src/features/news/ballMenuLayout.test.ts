import { describe, expect, it } from 'vitest';
import { placeChips, type ChipSize, type ChipSlot } from './ballMenuLayout';

const SLOTS: ChipSlot[] = [
  { side: 1, row: 0 },
  { side: 1, row: 1 },
  { side: 1, row: 2 },
  { side: 1, row: 3 },
  { side: -1, row: 3 },
  { side: -1, row: 2 },
  { side: -1, row: 1 },
  { side: -1, row: 0 },
];
/** The chips' sizes as Chromium draws them (VSF Legends, VSF 11er, BikerBoyz, ...), by pitch width. */
const sizes = (widths: number[], height: number): ChipSize[] => widths.map((width) => ({ width, height }));
const CHIPS: Record<number, ChipSize[]> = {
  280: sizes([93, 65, 75, 89, 107, 53, 62, 108], 27),
  346: sizes([106, 73, 85, 102, 122, 59, 70, 123], 30),
  604: sizes([114, 81, 93, 110, 130, 67, 78, 131], 30),
};

/** Each chip's box in pitch coordinates (origin top left). */
function boxes(width: number, height: number, ball: number) {
  const chips = CHIPS[width]!;
  const offsets = placeChips({ width, height, ball, inset: 20, bottomReserve: 40 }, SLOTS, chips);
  return offsets.map((offset, index) => {
    const chip = chips[index]!;
    const cx = width / 2 + offset.x;
    const cy = height / 2 + offset.y;
    return {
      left: cx - chip.width / 2,
      right: cx + chip.width / 2,
      top: cy - chip.height / 2,
      bottom: cy + chip.height / 2,
    };
  });
}

describe('placeChips', () => {
  // The side column at 1280 px (346 px) and just above the one-column breakpoint (280 px),
  // and the full-width pitch at 960 px.
  it.each([
    [280, 96],
    [346, 96],
    [604, 120],
  ])('keeps every chip inside a %i px pitch, clear of the ball, the button band and each other', (width, ball) => {
    const height = 330;
    const placed = boxes(width, height, ball);
    for (const box of placed) {
      expect(box.left).toBeGreaterThanOrEqual(20);
      expect(box.right).toBeLessThanOrEqual(width - 20);
      expect(box.top).toBeGreaterThanOrEqual(20);
      expect(box.bottom).toBeLessThanOrEqual(height - 40);
      // The nearest point of the chip to the ball's centre is outside the ball.
      const nx = Math.max(box.left, Math.min(width / 2, box.right));
      const ny = Math.max(box.top, Math.min(height / 2, box.bottom));
      expect(Math.hypot(nx - width / 2, ny - height / 2)).toBeGreaterThan(ball / 2);
    }
    for (const [i, a] of placed.entries()) {
      for (const b of placed.slice(i + 1)) {
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart).toBe(true);
      }
    }
  });

  it('puts the chips on the side and row of their slot', () => {
    const placed = placeChips({ width: 604, height: 330, ball: 120, inset: 20, bottomReserve: 40 }, SLOTS, CHIPS[604]!);
    expect(placed.slice(0, 4).every((offset) => offset.x > 0)).toBe(true);
    expect(placed.slice(4).every((offset) => offset.x < 0)).toBe(true);
    expect(placed.slice(0, 4).map((offset) => offset.y)).toEqual(
      [...placed.slice(0, 4).map((o) => o.y)].sort((a, b) => a - b),
    );
    expect(placed[0]!.y).toBe(placed[7]!.y);
  });
});
