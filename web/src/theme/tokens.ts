import { club } from '@vsf/engine';
import { mix } from './contrast';

type ClubColours = typeof club.colours;

const white = '#ffffff';

/**
 * The colour tokens, all derived from the club's configured colours so another
 * club's identity restyles the whole site. Names say what a colour is for.
 */
export function colourTokens(colours: ClubColours) {
  return {
    primary: colours.primary,
    primaryDark: colours.primaryDark,
    accent: colours.accent,
    ink: colours.ink,
    paper: colours.paper,
    surface: white,
    onPrimary: white,
    onAccent: colours.ink,
    muted: mix(colours.ink, white, 0.72),
    border: mix(colours.primary, white, 0.18),
    highlight: mix(colours.accent, white, 0.28),
    primarySoft: mix(colours.primary, white, 0.08),
  };
}

const cssName = (token: string) => `--colour-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Writes the colour tokens as CSS variables (--colour-primary-dark, ...) on `root`. */
export function applyColourTokens(root: HTMLElement, colours: ClubColours = club.colours): void {
  for (const [token, value] of Object.entries(colourTokens(colours))) {
    root.style.setProperty(cssName(token), value);
  }
}
