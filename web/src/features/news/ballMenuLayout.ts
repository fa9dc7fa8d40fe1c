/** One chip's slot: which side of the ball (-1 left, 1 right) and which of the four rows. */
export interface ChipSlot {
  side: -1 | 1;
  row: 0 | 1 | 2 | 3;
}

export interface ChipSize {
  width: number;
  height: number;
}

export interface PitchGeometry {
  /** The pitch (menu) box. */
  width: number;
  height: number;
  /** The ball's diameter; the ball sits in the middle of the pitch. */
  ball: number;
  /** Room kept free along every edge (the painted touchline). */
  inset: number;
  /** Room kept free along the bottom edge for the show/hide button. */
  bottomReserve: number;
}

export interface ChipOffset {
  x: number;
  y: number;
}

/** Space between a chip and the ball or the pitch's middle line. */
const GAP = 8;
/** How far the chips on the two middle rows would like to be from the centre on a wide pitch. */
const RING_RADIUS = 150;

/** Half the ball's width over the vertical band [dy - h/2, dy + h/2] (0 when the band misses it). */
function ballHalfWidth(radius: number, dy: number, height: number): number {
  const nearest = Math.max(0, Math.abs(dy) - height / 2);
  return nearest >= radius ? 0 : Math.sqrt(radius * radius - nearest * nearest);
}

/**
 * Where each chip of the ball menu sits, as an offset of its centre from the ball's centre.
 * The chips form four rows on each side of the ball, on an oval around it where the pitch is
 * wide; on a narrow pitch they are pushed in so that every chip stays inside the touchline and
 * above the show/hide button, which the old fixed oval did not (chips were cut off at 1280 px).
 */
export function placeChips(pitch: PitchGeometry, slots: ChipSlot[], chips: ChipSize[]): ChipOffset[] {
  const chipHeight = Math.max(0, ...chips.map((chip) => chip.height));
  const radius = pitch.ball / 2;
  // The outer rows stay clear of the top edge and of the reserved bottom band.
  const outer = Math.max(0, Math.min(115, pitch.height / 2 - pitch.bottomReserve - chipHeight / 2));
  return slots.map((slot, index) => {
    const chip = chips[index] ?? { width: 0, height: 0 };
    // Rows 0 to 3 at -outer, -outer/3, outer/3 and outer: evenly spaced, two beside the ball.
    const dy = (outer * (2 * slot.row - 3)) / 3;
    const oval = RING_RADIUS * Math.sqrt(Math.max(0, 1 - (dy / (outer * 1.3 || 1)) ** 2));
    const clearOfBall = ballHalfWidth(radius, dy, chip.height) + GAP + chip.width / 2;
    const insidePitch = pitch.width / 2 - pitch.inset - chip.width / 2;
    const dx = Math.max(0, Math.min(Math.max(oval, clearOfBall), insidePitch));
    return { x: slot.side * dx, y: dy };
  });
}
