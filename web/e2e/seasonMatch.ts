import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { osloToday } from '@vsf/engine';
import { type Fixture, type SeasonContext } from '@vsf/contract';
import { adminCall, post } from './helpers';

/** What a test did to the season's match, so that `restore` undoes exactly that. */
export interface SeasonMatchUse {
  started: boolean;
  finished: boolean;
}

/**
 * The season pointer's match (the round the demo's managers picked teams for), moved to today
 * so the touchline may kick it off. `restore` gives the other browser tests the season as it
 * was: a confirmed result reopened, the entry called off, the match back on its own date.
 */
export async function seasonMatchToday(admin: Page) {
  const context = await post<SeasonContext & { success: boolean }>('getYearRoundMatchDateID', {});
  const { fixtures } = await post<{ fixtures: Fixture[] }>('getSeasonFixtures', { season: context.thisYear });
  const season = context.thisYear;
  const match = fixtures.find((fixture) => fixture.matchID === context.thisMatchID)!;
  const moveTo = (date: string) =>
    adminCall(admin, 'changeFixtureScheduleData', {
      fixtureTableID: match.fixtureTableID,
      season,
      round: match.round,
      date,
      time: match.time,
      pitch: match.pitch,
      tournement: match.tournement,
      matchID: match.matchID,
      homeTeam: match.homeTeam,
      awayTeam: match.awayTeam,
    });
  const [year, month, day] = osloToday(new Date()).split('-');
  expect(await moveTo(`${day}.${month}.${year}`)).toMatchObject({ success: true });

  const restore = async ({ started, finished }: SeasonMatchUse) => {
    if (finished)
      expect(await adminCall(admin, 'reopenMatch', { matchID: match.matchID })).toMatchObject({ success: true });
    // Reopened, the match is back on the touchline at full time: the entry itself is called off too.
    if (started)
      expect(await adminCall(admin, 'cancelLiveMatch', { matchID: match.matchID })).toMatchObject({ success: true });
    expect(await moveTo(match.date)).toMatchObject({ success: true });
  };
  return { match, season, restore };
}
