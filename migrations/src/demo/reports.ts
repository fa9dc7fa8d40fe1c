import { norwegianDate, weekdayName } from './calendar';
import { CLUB_NAME, type PlayerPlan } from './club';
import type { Rng } from './random';
import { LEAGUE_NAME, type FixturePlan, type TableRowPlan } from './seasons';
import { clubResult, type StatLine } from './stats';

/** Match reports and season summaries written from the demo's own fixtures and statistics. */

/** 'A', 'A og B', 'A, B og C'. */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} og ${items[items.length - 1]}`;
}

/** Full name, with the nickname in Norwegian quotes when there is one. */
export function fullName(player: Pick<PlayerPlan, 'firstName' | 'lastName' | 'nickname'>): string {
  return player.nickname !== ''
    ? `${player.firstName} «${player.nickname}» ${player.lastName}`
    : `${player.firstName} ${player.lastName}`;
}

function strong(text: string): string {
  return `<strong>${text}</strong>`;
}

function withCount(line: StatLine, count: number): string {
  return count > 1 ? `${strong(fullName(line.player))} (${count})` : strong(fullName(line.player));
}

/** The score with the club's goals first, as the club tells it. */
export function clubScore(fixture: FixturePlan): string {
  const result = clubResult(fixture);
  return result ? `${result.goalsFor}–${result.goalsConceded}` : '';
}

export type Outcome = 'win' | 'tie' | 'loss';

export function outcome(fixture: FixturePlan): Outcome {
  const result = clubResult(fixture);
  if (!result) throw new Error(`Fixture ${fixture.matchId} is not played`);
  if (result.goalsFor > result.goalsConceded) return 'win';
  return result.goalsFor === result.goalsConceded ? 'tie' : 'loss';
}

export function reportTitle(fixture: FixturePlan, rng: Rng): string {
  const score = clubScore(fixture);
  const opponent = fixture.opponent;
  const titles: Record<Outcome, string[]> = {
    win: [`VSF vant ${score} mot ${opponent}`, `Tre nye poeng mot ${opponent}`, `Sterk seier over ${opponent}`],
    tie: [`Delt poeng mot ${opponent}`, `Uavgjort ${score} mot ${opponent}`],
    loss: [`Tap ${score} mot ${opponent}`, `Tung kveld mot ${opponent}`, `${opponent} ble for sterke`],
  };
  const title = rng.pick(titles[outcome(fixture)]);
  return fixture.tournament === LEAGUE_NAME ? title : `${fixture.tournament}: ${title}`;
}

function intro(fixture: FixturePlan): string {
  const day = weekdayName(fixture.date);
  const part = Number(fixture.time.slice(0, 2)) >= 17 ? 'kveld' : 'ettermiddag';
  const score = clubScore(fixture);
  const where = fixture.clubAtHome
    ? `tok VSF imot ${fixture.opponent} på ${fixture.pitch}`
    : `reiste VSF til ${fixture.pitch} for å møte ${fixture.opponent}`;
  const verdict: Record<Outcome, string> = {
    win: `Etter en innsatsfylt kamp kunne gutta juble for seier ${score}.`,
    tie: `Kampen endte ${score}, og poengene ble delt.`,
    loss: `Dessverre ble det tap ${score} denne gangen.`,
  };
  return `<p>${day} ${part} (${norwegianDate(fixture.date)}) ${where} i ${fixture.tournament}, runde ${fixture.round}. ${verdict[outcome(fixture)]}</p>`;
}

function goals(fixture: FixturePlan, lines: readonly StatLine[]): string {
  const result = clubResult(fixture);
  const scorers = lines.filter((l) => l.goals > 0).sort((a, b) => b.goals - a.goals);
  const providers = lines.filter((l) => l.assists > 0).sort((a, b) => b.assists - a.assists);
  if (!result || result.goalsFor === 0)
    return '<p>Det ville seg rett og slett ikke foran mål denne gangen, selv om sjansene var der.</p>';
  const parts = [`<p>Målene ble scoret av ${listing(scorers.map((l) => withCount(l, l.goals)))}.`];
  const ownGoals = result.goalsFor - scorers.reduce((sum, l) => sum + l.goals, 0);
  if (ownGoals > 0)
    parts.push(
      ownGoals === 1
        ? 'I tillegg bidro motstanderen med et selvmål.'
        : `Motstanderen bidro også med ${ownGoals} selvmål.`,
    );
  if (providers.length > 0)
    parts.push(`${listing(providers.map((l) => withCount(l, l.assists)))} sto for målgivende pasninger.`);
  return `${parts.join(' ')}</p>`;
}

function defence(fixture: FixturePlan, lines: readonly StatLine[]): string {
  const result = clubResult(fixture);
  const keeper = lines.find((l) => l.keeper);
  if (!result || !keeper) return '';
  const name = strong(fullName(keeper.player));
  const text =
    result.goalsConceded === 0
      ? `${name} sto i mål og holdt nullen med flere gode redninger.`
      : `${name} sto i mål og kunne ikke lastes for baklengsmålene.`;
  const booked = lines.filter((l) => l.yellowCards > 0 || l.redCards > 0).map((l) => fullName(l.player));
  const cards = booked.length > 0 ? ` Dommeren fant frem kortene for ${listing(booked)}.` : '';
  const ownGoal = lines.find((l) => l.ownGoals > 0);
  const unlucky = ownGoal ? ` ${fullName(ownGoal.player)} var uheldig og styrte ballen i eget nett.` : '';
  return `<p>${text}${unlucky}${cards}</p>`;
}

/** A match report; `next` adds the build-up to the coming match. */
export function reportHtml(fixture: FixturePlan, lines: readonly StatLine[], next: FixturePlan | null): string {
  const parts = [intro(fixture), goals(fixture, lines), defence(fixture, lines)];
  if (fixture.trivia !== '') parts.push(`<p><em>${fixture.trivia}</em></p>`);
  parts.push(
    `<p>${lines.length} spillere var i aksjon. Se oppdatert <a href="/table">tabell</a> og <a href="/stats">statistikk</a>.</p>`,
  );
  if (next) {
    parts.push(
      `<p>Neste kamp er ${weekdayName(next.date).toLowerCase()} ${norwegianDate(next.date)} kl. ${next.time.replace(':', '.')} mot ${next.opponent} på ${next.pitch}. Husk å sette laget ditt i <a href="/fantasy/team">VSF Fantasy</a> før fristen kl. 23.59 dagen før!</p>`,
    );
  }
  return parts.join('');
}

/** Table order: points, then goal difference, then goals scored. */
function tablePosition(table: readonly TableRowPlan[], team: string): number {
  const sorted = [...table].sort(
    (a, b) =>
      b.points - a.points ||
      b.goalsScored - b.goalsConceded - (a.goalsScored - a.goalsConceded) ||
      b.goalsScored - a.goalsScored,
  );
  return sorted.findIndex((row) => row.team === team) + 1;
}

export function seasonSummaryHtml(
  season: number,
  table: readonly TableRowPlan[],
  topScorers: readonly [PlayerPlan, number][],
): string {
  const row = table.find((r) => r.team === CLUB_NAME);
  if (!row) throw new Error('The club is missing from its own table');
  const position = tablePosition(table, CLUB_NAME);
  const mood =
    position <= 3
      ? 'en sesong vi kan være stolte av'
      : position <= 6
        ? 'en solid sesong på midten av tabellen'
        : 'en tung sesong, men vi lærte mye';
  const [best, bestGoals] = topScorers[0] ?? [null, 0];
  const scorerText = best
    ? `<p>Toppscorer ble ${strong(fullName(best))} med ${bestGoals} mål${topScorers[1] ? `, fulgt av ${fullName(topScorers[1][0])} med ${topScorers[1][1]}` : ''}.</p>`
    : '';
  return (
    `<p>Sesongen ${season} er over, og VSF endte på <strong>${position}. plass</strong> med ${row.points} poeng: ${mood}.</p>` +
    `<p>Fasit: ${row.wins} seire, ${row.ties} uavgjort og ${row.losses} tap, med målforskjell ${row.goalsScored}–${row.goalsConceded}.</p>` +
    scorerText +
    '<p>Takk til alle spillere, trenere, dugnadsfolk og ikke minst <a href="/bikerboyz">BikerBoyz</a> for fantastisk støtte. Se hele <a href="/table">tabellen</a> og <a href="/stats">statistikken</a>.</p>'
  );
}
