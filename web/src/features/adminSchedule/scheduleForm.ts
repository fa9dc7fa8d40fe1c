import { ROUND_MIN, club, isClubTeam, weekdayName } from '@vsf/engine';
import { type Fixture } from '@vsf/contract';
import { api } from '../../api/client';

export const SCHEDULE_TEXTS = {
  title: 'Endre Kampprogram',
  allFields: 'Alle felt må fylles ut!',
  roundMin: `Runden må være minst ${ROUND_MIN}.`,
  noClub: `Ett av lagene må være klubben, skrevet nøyaktig slik: ${club.spellings.map((s) => `«${s}»`).join(', ')}.`,
  spaces: 'Lagnavn kan ikke begynne eller slutte med mellomrom.',
  otherPitch: 'Banen finnes ikke i nedfallsmenyen',
  otherTournament: 'Turneringen finnes ikke i nedfallsmenyen',
  saved: 'Kampen er lagret i kampprogrammet.',
  confirmDelete: (fixture: Fixture) =>
    `Vil du slette kampen ${fixture.homeTeam} – ${fixture.awayTeam} (${fixture.date})? Statistikk, fantasy-lag og fantasypoeng for kampen slettes også. Dette kan ikke angres.`,
  confirmChange:
    'Vil du lagre endringene? Statistikk, fantasy-lag og poeng for kampen følger med til den nye runden, datoen og kampnummeret.',
} as const;

/** The select value that turns the dropdown into a free-text field. */
export const OTHER = '__other__';

export interface ScheduleFormValues {
  /** The fixture's season: the year selector's when added, its own when changed; never the date's year. */
  season: string;
  round: string;
  /** yyyy-mm-dd, as the date input gives it */
  date: string;
  /** hh:mm */
  time: string;
  pitch: string;
  pitchText: string;
  tournement: string;
  tournementText: string;
  matchNumberKind: 'existing' | 'none';
  matchID: string;
  homeTeam: string;
  awayTeam: string;
  aside: string;
}

export const EMPTY_FORM: ScheduleFormValues = {
  season: '',
  round: '',
  date: '',
  time: '',
  pitch: '',
  pitchText: '',
  tournement: '',
  tournementText: '',
  matchNumberKind: 'none',
  matchID: '',
  homeTeam: '',
  awayTeam: '',
  aside: '11',
};

/** A stored fixture of `season` in the form: dd.mm.yyyy → yyyy-mm-dd, hh.mm → hh:mm. */
export function formFromFixture(fixture: Fixture, season: number): ScheduleFormValues {
  const [day, month, year] = fixture.date.split('.');
  return {
    season: String(season),
    round: String(fixture.round),
    date: `${year}-${month}-${day}`,
    time: fixture.time.replace('.', ':'),
    pitch: fixture.pitch,
    pitchText: '',
    tournement: fixture.tournement,
    tournementText: '',
    matchNumberKind: 'existing',
    matchID: fixture.matchID,
    homeTeam: fixture.homeTeam,
    awayTeam: fixture.awayTeam,
    aside: String(fixture.aside),
  };
}

/**
 * The weekday the form shows for its date (002 §2.4's Mandag … Søndag). It follows the date and
 * is not typed: the server stores the date's own weekday, so the two can never disagree.
 */
export function weekdayOf(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? weekdayName(date) : '';
}

const pitchOf = (v: ScheduleFormValues) => (v.pitch === OTHER ? v.pitchText.trim() : v.pitch);
const tournamentOf = (v: ScheduleFormValues) => (v.tournement === OTHER ? v.tournementText.trim() : v.tournement);

/** The browser's check before sending (the server checks the same, 002 §5); null when fine. */
export function scheduleProblem(v: ScheduleFormValues): string | null {
  const required = [
    v.round,
    v.date,
    v.time,
    pitchOf(v),
    tournamentOf(v),
    v.homeTeam,
    v.awayTeam,
    v.aside,
    v.matchNumberKind === 'existing' ? v.matchID : 'none',
  ];
  if (required.some((value) => value.trim() === '')) return SCHEDULE_TEXTS.allFields;
  if (!Number.isInteger(Number(v.round)) || Number(v.round) < ROUND_MIN) return SCHEDULE_TEXTS.roundMin;
  if (!isClubTeam(v.homeTeam) && !isClubTeam(v.awayTeam)) return SCHEDULE_TEXTS.noClub;
  for (const team of [v.homeTeam, v.awayTeam])
    if (!isClubTeam(team) && team !== team.trim()) return SCHEDULE_TEXTS.spaces;
  return null;
}

/** The body of addFixture / changeFixtureScheduleData. */
export function fixtureBody(v: ScheduleFormValues) {
  return {
    ...(v.season === '' ? {} : { season: Number(v.season) }),
    round: Number(v.round),
    date: v.date,
    time: v.time,
    pitch: pitchOf(v),
    tournement: tournamentOf(v),
    matchID: v.matchNumberKind === 'none' ? 'none' : v.matchID.trim(),
    homeTeam: v.homeTeam,
    awayTeam: v.awayTeam,
    aside: Number(v.aside),
  };
}

export const loadPitches = () => api('getAllPitches');
export const loadTournaments = () => api('getAllTournements');
export const suggestTeams = (searchString: string) => api('findTeamNameSuggestion', { searchString });
export const addFixture = (v: ScheduleFormValues) => api('addFixture', fixtureBody(v));
export const changeFixture = (fixtureTableID: number, v: ScheduleFormValues) =>
  api('changeFixtureScheduleData', { fixtureTableID, ...fixtureBody(v) });
export const deleteFixture = (fixtureTableID: number) => api('deleteFixture', { fixtureTableID });
