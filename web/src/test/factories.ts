import type { Fixture, SessionUser } from '@vsf/engine';

/** A fixture for tests; only the fields a test cares about need naming. */
export function makeFixture(overrides: Partial<Fixture> & Pick<Fixture, 'fixtureTableID'>): Fixture {
  return {
    tournement: '5. divisjon',
    round: 1,
    date: '01.05.2026',
    day: 'Fredag',
    time: '19.00',
    homeTeam: 'Vinderen',
    awayTeam: 'Heming',
    homeTeamScore: null,
    awayTeamScore: null,
    result: '-',
    pitch: 'Vinderen kunstgress',
    matchID: String(overrides.fixtureTableID),
    year: 2026,
    aside: 11,
    trivia: '',
    ...overrides,
  };
}

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userID: 10,
    username: 'ola',
    teamName: 'Olas lag',
    isAdmin: 0,
    isPlayer: 0,
    isPoster: 0,
    isFantasy: 1,
    firstName: '',
    lastName: '',
    birthdate: null,
    sex: null,
    email: '',
    registerDate: '',
    registerMatchID: null,
    seasonFirstTimeLogin: 0,
    displayWelcomeModal: 0,
    displayTeamTips: 0,
    displayLeagueTips: 0,
    ...overrides,
  };
}
