import { zeroStatCounts, type ApiPost, type MatchEvent } from '@vsf/engine';
import { type Fixture, type LiveMatch, type PlayerWithStats, type SessionUser } from '@vsf/contract';

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

export function makeLiveMatch(overrides: Partial<LiveMatch> = {}): LiveMatch {
  return {
    matchID: 'M7',
    season: 2026,
    round: 7,
    tournament: '5. divisjon',
    date: '12.05.2026',
    time: '19.00',
    pitch: 'Vinderen kunstgress',
    homeTeam: 'Vinderen',
    awayTeam: 'Heming',
    phase: 'firstHalf',
    minute: 1,
    phaseStartedAt: '2026-05-12T17:00:00.000Z',
    halfLengthMinutes: 45,
    homeTeamScore: 0,
    awayTeamScore: 0,
    events: [],
    squad: [
      { playerID: 7, name: 'Ola Nordmann', jerseyNo: 9, position: 'Spiss' },
      { playerID: 8, name: 'Kari Hansen', jerseyNo: 8, position: 'Midtbane' },
      { playerID: 1, name: 'Per Keeper', jerseyNo: 1, position: 'Keeper' },
    ],
    trivia: '',
    saved: false,
    ...overrides,
  };
}

let nextEventID = 100;

/** A stored event; `score` is the running score after it. */
export function makeMatchEvent(
  type: MatchEvent['type'],
  minute: number,
  score: [home: number, away: number],
  overrides: Partial<MatchEvent> = {},
): MatchEvent {
  return {
    eventID: nextEventID++,
    matchID: 'M7',
    type,
    minute,
    playerID: type === 'opponentGoal' ? null : 7,
    assistPlayerID: null,
    homeTeamScore: score[0],
    awayTeamScore: score[1],
    version: 1,
    enteredBy: 'admin',
    enteredAt: '2026-05-12T17:10:00.000Z',
    changedAt: null,
    ...overrides,
  };
}

/** A published public article for tests. */
export function makePost(overrides: Partial<ApiPost> & Pick<ApiPost, 'id'>): ApiPost {
  return {
    title: `Artikkel ${overrides.id}`,
    mainText: '<p>Tekst</p>',
    titleImage: 'undefined',
    titleImageSize: null,
    tags: '',
    published: 1,
    trashed: 0,
    hasPoll: 0,
    hasAlbum: 0,
    writtenByID: null,
    editedByID: null,
    writtenByName: null,
    editedByName: null,
    dateCreated: '2026-11-21T18:05:00+01:00',
    dateEdited: null,
    numberOfComments: 0,
    publicView: 1,
    adminView: 1,
    posterView: 1,
    playerView: 1,
    fantasyView: 1,
    ...overrides,
  };
}

/** A club player for tests: an active forward with middling skills and no matches, unless told otherwise. */
export function makeClubPlayer(
  overrides: Partial<PlayerWithStats> & Pick<PlayerWithStats, 'playerID'>,
): PlayerWithStats {
  return {
    firstName: 'Fornavn',
    lastName: `Etternavn${overrides.playerID}`,
    nickname: '',
    age: 30,
    position: 'Angrep',
    jerseyNo: overrides.playerID,
    description: '',
    image: null,
    imageSize: null,
    active: 1,
    activeSeasons: [2030],
    skills: { skillPoints: 50, reliability: 50, attack: 50, defence: 50, keeper: 0, disiplin: 50, xFactor: 50 },
    stats: { total: zeroStatCounts(), byDate: {} },
    ...overrides,
  };
}
