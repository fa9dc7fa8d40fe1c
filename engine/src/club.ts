/**
 * The club's identity: one configuration read by the server and the web, so that
 * another club can run the product by changing this file (DESIGN §8).
 */
export interface ClubIdentity {
  /** Full name as written in articles and the footer. */
  name: string;
  /** What the site shows wherever the club plays. */
  shortName: string;
  /** Every spelling of the club that appears in fixtures; all are shown as shortName. */
  spellings: readonly string[];
  fantasyName: string;
  founded: string;
  organisationNumber: string;
  colours: { primary: string; primaryDark: string; accent: string; ink: string; paper: string };
  social: { facebook: string; twitter: string; instagram: string };
  /** The league's name for the club's division, used for the default table. */
  city: string;
}

export const club: ClubIdentity = {
  name: 'Vinderen SF',
  shortName: 'VSF',
  // 002 §5: the product name, Vinderen, Vindern and Vinderen with a trailing space.
  spellings: ['Vinderen SF', 'Vinderen', 'Vindern', 'Vinderen '],
  fantasyName: 'VSF Fantasy',
  founded: '2004-10-25',
  organisationNumber: '987 654 321',
  colours: {
    primary: '#0b3d91',
    primaryDark: '#072a66',
    accent: '#f2b705',
    ink: '#1a1f2b',
    paper: '#f6f7fb',
  },
  social: {
    facebook: 'https://www.facebook.com/vinderensf',
    twitter: 'https://twitter.com/vinderensf',
    instagram: 'https://www.instagram.com/vinderensf',
  },
  city: 'Oslo',
};

export const CLUB_TIME_ZONE = 'Europe/Oslo';

/** True when a fixture's team name is one of the club's own spellings. */
export function isClubTeam(teamName: string): boolean {
  return club.spellings.includes(teamName);
}

/** Fixtures show every historic spelling of the club as its short name. */
export function displayTeamName(teamName: string): string {
  return isClubTeam(teamName) ? club.shortName : teamName;
}

/**
 * Words that name what kind of club a team is (idrettslag, fotballklubb, kameratene …), not
 * which one: a team's short form leaves them out.
 */
const CLUB_FORM_WORDS = new Set(
  [
    'IL',
    'IF',
    'FK',
    'SK',
    'BK',
    'SF',
    'IK',
    'FL',
    'FC',
    'Kameratene',
    'Sportsklubben',
    'Sportsklubb',
    'Ballklubben',
    'Ballklubb',
    'Fotballklubben',
    'Fotballklubb',
    'Idrettslaget',
    'Idrettslag',
    'Idrettsforeningen',
    'Idrettsforening',
    'Fotball',
  ].map((word) => word.toLowerCase()),
);

/**
 * A team's name where space is tight (a phone's score card, a ticker): the club's own short
 * name for the club, and for an opponent its name without the words for the kind of club,
 * keeping the place and the team's number ('Bygdøy Kameratene' → 'Bygdøy', 'Korsvoll IL 2' →
 * 'Korsvoll 2'). A name that is nothing but such words is kept whole.
 */
export function shortTeamName(teamName: string): string {
  if (isClubTeam(teamName)) return club.shortName;
  const words = teamName.trim().split(/\s+/);
  const kept = words.filter((word) => !CLUB_FORM_WORDS.has(word.toLowerCase()));
  const named = kept.some((word) => !/^\d+$/.test(word));
  return named ? kept.join(' ') : words.join(' ');
}
