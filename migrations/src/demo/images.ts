import { createRng, hashString, type Rng } from './random';

/**
 * Demo pictures are drawn, not downloaded: small SVGs in the club's colours, varied by
 * a seed. No scripts, no external references, nothing that poses as a real photo.
 */
export interface DemoImage {
  content_type: 'image/svg+xml';
  bytes: Buffer;
  etag: string;
}

const BLUE = '#0b3d91';
const DARK_BLUE = '#072a66';
const GOLD = '#f2b705';
const SKIN_TONES = ['#f1c8a5', '#e0ac85', '#c68a62', '#8d5a3b', '#f5d6bc'];
const HAIR_COLOURS = ['#2b1d14', '#5a3a22', '#a0703c', '#d9b36c', '#1a1a1a', '#7a7a7a'];

export type SceneKind = 'pitch' | 'floodlights' | 'crowd' | 'ball';
export const SCENE_KINDS: readonly SceneKind[] = ['pitch', 'floodlights', 'crowd', 'ball'];

function toImage(svg: string): DemoImage {
  const compact = svg.replace(/\n\s*/g, '');
  const etag =
    hashString(compact).toString(16).padStart(8, '0') + hashString(`${compact}#`).toString(16).padStart(8, '0');
  return { content_type: 'image/svg+xml', bytes: Buffer.from(compact, 'utf8'), etag };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** A stylised head-and-shoulders portrait with shirt number and initials. */
export function playerPortrait(seed: number, initials: string, jerseyNo: number, goalkeeper: boolean): DemoImage {
  const rng = createRng(seed, 'portrait');
  const skin = rng.pick(SKIN_TONES);
  const hair = rng.pick(HAIR_COLOURS);
  const shirt = goalkeeper ? '#1f7a3a' : BLUE;
  const trim = GOLD;
  const hairStyle = rng.int(0, 2);
  const hairPath = [
    'M104 134 Q150 58 196 134 Q192 100 150 88 Q108 100 104 134Z',
    'M100 150 Q96 78 150 74 Q204 78 200 150 Q190 106 150 102 Q110 106 100 150Z',
    'M110 118 Q150 86 190 118 Q182 98 150 92 Q118 98 110 118Z',
  ][hairStyle];
  const beard = rng.chance(0.35)
    ? `<path d="M112 160 Q150 226 188 160 Q182 196 150 202 Q118 196 112 160Z" fill="${hair}" opacity="0.85"/>`
    : '';
  const number = jerseyNo === 100 ? '' : String(jerseyNo);
  return toImage(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="375" viewBox="0 0 300 375">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${DARK_BLUE}"/><stop offset="1" stop-color="${BLUE}"/>
      </linearGradient>
      <radialGradient id="glow" cx="0.5" cy="0.35" r="0.6">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="300" height="375" fill="url(#bg)"/>
    <rect width="300" height="375" fill="url(#glow)"/>
    <path d="M0 300 L300 ${round1(250 + rng.next() * 40)} L300 375 L0 375Z" fill="${GOLD}" opacity="0.18"/>
    <rect x="131" y="196" width="38" height="34" fill="${skin}"/>
    <path d="M36 375 Q40 250 116 226 L184 226 Q260 250 264 375Z" fill="${shirt}" stroke="${trim}" stroke-width="5"/>
    <path d="M124 226 L150 258 L176 226" fill="${skin}" stroke="${trim}" stroke-width="7"/>
    <ellipse cx="104" cy="150" rx="8" ry="13" fill="${skin}"/><ellipse cx="196" cy="150" rx="8" ry="13" fill="${skin}"/>
    <ellipse cx="150" cy="146" rx="46" ry="56" fill="${skin}"/>
    <path d="${hairPath}" fill="${hair}"/>${beard}
    <circle cx="132" cy="144" r="4.5" fill="#222"/><circle cx="168" cy="144" r="4.5" fill="#222"/>
    <path d="M136 180 Q150 ${rng.chance(0.6) ? 190 : 184} 164 180" fill="none" stroke="#7a3b2e" stroke-width="3"/>
    <text x="150" y="336" font-family="sans-serif" font-size="56" font-weight="700" fill="${trim}" text-anchor="middle">${number}</text>
    <circle cx="252" cy="48" r="30" fill="${GOLD}"/>
    <text x="252" y="57" font-family="sans-serif" font-size="24" font-weight="700" fill="${DARK_BLUE}" text-anchor="middle">${escapeXml(initials)}</text>
  </svg>`);
}

/** A football: a white disc with a pentagon and seams, drawn at (cx, cy). */
function football(cx: number, cy: number, r: number): string {
  const pentagon = (x: number, y: number, size: number): string =>
    Array.from({ length: 5 }, (_, i) => {
      const angle = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      return `${round1(x + size * Math.cos(angle))},${round1(y + size * Math.sin(angle))}`;
    }).join(' ');
  const outer = Array.from({ length: 5 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    const x = cx + r * 0.78 * Math.cos(angle);
    const y = cy + r * 0.78 * Math.sin(angle);
    return `<polygon points="${pentagon(x, y, r * 0.22)}" fill="#222"/>`;
  }).join('');
  return `<g><circle cx="${cx}" cy="${cy}" r="${r}" fill="#fafafa" stroke="#333" stroke-width="${round1(r / 25)}"/>
    <polygon points="${pentagon(cx, cy, r * 0.3)}" fill="#222"/>${outer}
    <circle cx="${round1(cx - r * 0.35)}" cy="${round1(cy - r * 0.4)}" r="${round1(r * 0.25)}" fill="#ffffff" opacity="0.5"/></g>`;
}

function skyGradient(rng: Rng, night: boolean): string {
  const top = night ? rng.pick(['#050b24', '#0a1433', '#111a3d']) : rng.pick(['#5aa0e6', '#7bb6ea', '#f0a96b']);
  const bottom = night ? rng.pick(['#1b2c66', '#233a7a', '#2c2450']) : rng.pick(['#cfe6fa', '#fde3b5', '#f7c98c']);
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** Mowing stripes in perspective from the horizon to the bottom edge. */
function grass(width: number, height: number, horizon: number, stripes: number): string {
  const parts: string[] = [`<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="#2f8a3c"/>`];
  for (let i = 0; i < stripes; i += 2) {
    const topLeft = width * 0.3 + (width * 0.4 * i) / stripes;
    const topRight = width * 0.3 + (width * 0.4 * (i + 1)) / stripes;
    const bottomLeft = -width * 0.4 + (width * 1.8 * i) / stripes;
    const bottomRight = -width * 0.4 + (width * 1.8 * (i + 1)) / stripes;
    parts.push(
      `<polygon points="${round1(topLeft)},${horizon} ${round1(topRight)},${horizon} ${round1(bottomRight)},${height} ${round1(bottomLeft)},${height}" fill="#3aa048"/>`,
    );
  }
  return parts.join('');
}

function pitchLines(width: number, height: number, horizon: number): string {
  const middle = width / 2;
  return `<g fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="4">
    <polygon points="${round1(width * 0.22)},${horizon + 8} ${round1(width * 0.78)},${horizon + 8} ${width + 120},${height} ${-120},${height}"/>
    <line x1="${middle}" y1="${horizon + 8}" x2="${middle}" y2="${height}"/>
    <ellipse cx="${middle}" cy="${round1(horizon + (height - horizon) * 0.55)}" rx="${round1(width * 0.16)}" ry="${round1((height - horizon) * 0.16)}"/>
  </g>`;
}

function floodlight(x: number, top: number, bottom: number): string {
  return `<g><rect x="${x - 4}" y="${top}" width="8" height="${bottom - top}" fill="#2a2f3a"/>
    <rect x="${x - 34}" y="${top - 26}" width="68" height="30" rx="4" fill="#2a2f3a"/>
    <g fill="#fff8d6">${[0, 1, 2].map((i) => `<circle cx="${x - 22 + i * 22}" cy="${top - 11}" r="8"/>`).join('')}</g>
    <polygon points="${x - 30},${top} ${x + 30},${top} ${x + 330},${bottom + 200} ${x - 330},${bottom + 200}" fill="url(#beam)"/></g>`;
}

function stands(width: number, horizon: number, rng: Rng, rows: number): string {
  const parts: string[] = [
    `<rect y="${horizon - rows * 22}" width="${width}" height="${rows * 22}" fill="${DARK_BLUE}"/>`,
  ];
  for (let row = 0; row < rows; row++) {
    const y = horizon - rows * 22 + row * 22 + 12;
    for (let x = 8 + (row % 2) * 9; x < width; x += 18) {
      if (!rng.chance(0.82)) continue;
      const colour = rng.chance(0.5) ? GOLD : rng.chance(0.6) ? '#ffffff' : BLUE;
      parts.push(`<circle cx="${x}" cy="${y}" r="7" fill="${colour}" opacity="${round1(0.55 + rng.next() * 0.45)}"/>`);
    }
  }
  return parts.join('');
}

function sceneBody(kind: SceneKind, rng: Rng, width: number, height: number): string {
  const horizon = Math.round(height * (kind === 'ball' ? 0.45 : 0.52));
  const beam = `<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff8d6" stop-opacity="0.35"/><stop offset="1" stop-color="#fff8d6" stop-opacity="0"/></linearGradient>`;
  const night = kind === 'floodlights' || (kind !== 'pitch' && rng.chance(0.4));
  const defs = `<defs>${skyGradient(rng, night)}${beam}<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient></defs>`;
  const parts = [defs, `<rect width="${width}" height="${height}" fill="url(#sky)"/>`];
  if (night) {
    for (let i = 0; i < 40; i++) {
      parts.push(
        `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, horizon - 80)}" r="${round1(0.8 + rng.next() * 1.6)}" fill="#ffffff" opacity="${round1(0.3 + rng.next() * 0.7)}"/>`,
      );
    }
  } else {
    parts.push(
      `<circle cx="${rng.int(width * 0.1, width * 0.9)}" cy="${rng.int(60, horizon - 120)}" r="${rng.int(40, 70)}" fill="#fff6c8" opacity="0.85"/>`,
    );
  }
  const hills = `<path d="M0 ${horizon - 40} Q${width * 0.25} ${horizon - 130 - rng.int(0, 60)} ${width * 0.5} ${horizon - 60} T${width} ${horizon - 90} L${width} ${horizon} L0 ${horizon}Z" fill="${night ? '#0d1a33' : '#3d6b4a'}"/>`;
  if (kind === 'crowd') parts.push(stands(width, horizon, rng, 9));
  else if (kind === 'floodlights') parts.push(hills, stands(width, horizon, rng, 3));
  else parts.push(hills);
  parts.push(grass(width, height, horizon, rng.int(10, 16)));
  if (kind !== 'ball') parts.push(pitchLines(width, height, horizon));
  if (kind === 'floodlights' || (night && kind !== 'crowd')) {
    parts.push(floodlight(Math.round(width * 0.12), 60, horizon), floodlight(Math.round(width * 0.88), 60, horizon));
  }
  if (kind === 'ball') {
    const r = Math.round(height * (0.18 + rng.next() * 0.08));
    const cx = rng.int(Math.round(width * 0.3), Math.round(width * 0.7));
    const cy = Math.round(height * 0.72);
    parts.push(
      `<ellipse cx="${cx + 10}" cy="${cy + r - 6}" rx="${r}" ry="${round1(r / 5)}" fill="#000" opacity="0.3"/>`,
      football(cx, cy, r),
    );
  } else if (rng.chance(0.6)) {
    parts.push(
      football(
        rng.int(Math.round(width * 0.2), Math.round(width * 0.8)),
        Math.round(height * 0.85),
        Math.round(height * 0.04),
      ),
    );
  }
  // A corner flag in the club's colours ties every picture to the club.
  const flagX = Math.round(width * (rng.chance(0.5) ? 0.22 : 0.78));
  parts.push(
    `<rect x="${flagX - 2}" y="${horizon - 62}" width="4" height="70" fill="#f4f4f4"/><path d="M${flagX + 2} ${horizon - 62} L${flagX + 40} ${horizon - 50} L${flagX + 2} ${horizon - 38}Z" fill="${GOLD}" stroke="${BLUE}" stroke-width="2"/>`,
  );
  parts.push(`<rect width="${width}" height="${height}" fill="url(#vignette)"/>`);
  return parts.join('');
}

/** A 1200×675 article title picture. */
export function titleImage(seed: number, kind: SceneKind): DemoImage {
  const rng = createRng(seed, `title-${kind}`);
  return toImage(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">${sceneBody(kind, rng, 1200, 675)}</svg>`,
  );
}

/** A 960×640 album picture. */
export function albumPhoto(seed: number, kind: SceneKind): DemoImage {
  const rng = createRng(seed, `album-${kind}`);
  return toImage(
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640">${sceneBody(kind, rng, 960, 640)}</svg>`,
  );
}
