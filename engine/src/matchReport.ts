/**
 * The match report a saved match drafts for a poster (002 §2.5): a title from the result and
 * a plain Norwegian text from what was entered — the goals and cards in minute order (or, for
 * a match entered in the statistics form, by player), the keeper, the trivia, the squad, and
 * the fans' player of the match once the vote has closed. A poster polishes and publishes it;
 * nothing here publishes anything.
 */
import { club } from './club';
import { formatNorwegianDate, weekdayName } from './format';
import { ARTICLE_TITLE_MAX_LENGTH } from './limits';
import { clubPlaysHome, liveScore, withRunningScore, type LiveEventFacts } from './liveScore';
import { opponentOf } from './availability';
import { namesInText } from './matchPlayerVote';
import { osloWallClock, type IsoDate } from './time';

/** One player who played, with what the saved line says. */
export interface ReportPlayer {
  playerID: number;
  /** As the site shows a player: nickname or first and last name. */
  name: string;
  jerseyNo: number;
  keeper: number;
  goalsScored: number;
  assists: number;
  ownGoals: number;
  yellowCards: number;
  redCards: number;
}

/** Where the fans' vote stands, as the report tells it. */
export type ReportVote = { phase: 'none' } | { phase: 'open'; closesAt: Date } | { phase: 'closed'; winners: number[] };

export interface MatchReportFacts {
  matchID: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamScore: number;
  awayTeamScore: number;
  date: IsoDate;
  /** Everyone with a line in the saved match. */
  players: ReportPlayer[];
  /** The touchline's events; empty for a match entered in the statistics form. */
  events: LiveEventFacts[];
  trivia: string;
  vote: ReportVote;
}

export interface MatchReport {
  title: string;
  /** Article HTML (paragraphs, a heading, a list, one link), every entered text escaped. */
  html: string;
}

/** The club's goals and the opponents', whichever side the club played on. */
function sides(facts: Pick<MatchReportFacts, 'homeTeam' | 'awayTeam' | 'homeTeamScore' | 'awayTeamScore'>) {
  const home = clubPlaysHome(facts.homeTeam, facts.awayTeam);
  return {
    home,
    goalsFor: home ? facts.homeTeamScore : facts.awayTeamScore,
    goalsAgainst: home ? facts.awayTeamScore : facts.homeTeamScore,
  };
}

/** 'VSF vant 2–1 mot Grorud IL 2', 'Uavgjort 1–1 borte mot Heming', 'Tap 0–2 mot Korsvoll IL 2': the club's goals first. */
export function matchReportTitle(facts: MatchReportFacts): string {
  const { home, goalsFor, goalsAgainst } = sides(facts);
  const against = `${home ? '' : 'borte '}mot ${opponentOf(facts)}`;
  const score = `${goalsFor}–${goalsAgainst}`;
  const outcome = goalsFor > goalsAgainst ? `${club.shortName} vant` : goalsFor === goalsAgainst ? 'Uavgjort' : 'Tap';
  // An article's title has a limit; only a very long team name is cut, after the score.
  return `${outcome} ${score} ${against}`.slice(0, ARTICLE_TITLE_MAX_LENGTH);
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Names and trivia are typed by people: as text in the article, never as markup. */
export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/**
 * The events decide the story only when they add up to the saved result: a match corrected
 * in the statistics form afterwards is told from its lines.
 */
function toldByEvents(facts: MatchReportFacts): boolean {
  if (facts.events.length === 0) return false;
  const score = liveScore(facts.events, clubPlaysHome(facts.homeTeam, facts.awayTeam));
  return score.homeTeamScore === facts.homeTeamScore && score.awayTeamScore === facts.awayTeamScore;
}

/** One event as a line of the story: '12. minutt: Mål av Ola Nordmann (målgivende: Kari Nordmann), 1–0.' */
function eventLine(
  event: LiveEventFacts & { homeTeamScore: number; awayTeamScore: number },
  name: (playerID: number | null) => string,
  opponent: string,
): string {
  const score = `, ${event.homeTeamScore}–${event.awayTeamScore}`;
  const what = (() => {
    switch (event.type) {
      case 'goal':
        if (event.playerID === null) return `Selvmål av motstanderen${score}`;
        return event.assistPlayerID === null
          ? `Mål av ${name(event.playerID)}${score}`
          : `Mål av ${name(event.playerID)} (målgivende: ${name(event.assistPlayerID)})${score}`;
      case 'opponentGoal':
        return `Mål av ${escapeText(opponent)}${score}`;
      case 'ownGoal':
        return `Selvmål av ${name(event.playerID)}${score}`;
      case 'yellowCard':
        return `Gult kort til ${name(event.playerID)}`;
      case 'redCard':
        return `Rødt kort til ${name(event.playerID)}`;
    }
  })();
  return `<li>${event.minute}. minutt: ${what}.</li>`;
}

/** 'Ola Nordmann (2), Kari Nordmann': the players with a count, most first, by name on a tie. */
function countedNames(players: readonly ReportPlayer[], count: (player: ReportPlayer) => number): string {
  return players
    .filter((player) => count(player) > 0)
    .sort((a, b) => count(b) - count(a) || a.name.localeCompare(b.name, 'nb'))
    .map((player) => `${escapeText(player.name)}${count(player) > 1 ? ` (${count(player)})` : ''}`)
    .join(', ');
}

/** A match entered in the statistics form has counts, not minutes: who scored, assisted and was booked. */
function linesStory(players: readonly ReportPlayer[]): string[] {
  const rows: [string, (player: ReportPlayer) => number][] = [
    ['Mål', (player) => player.goalsScored],
    ['Målgivende', (player) => player.assists],
    ['Selvmål', (player) => player.ownGoals],
    ['Gule kort', (player) => player.yellowCards],
    ['Røde kort', (player) => player.redCards],
  ];
  return rows
    .map(([label, count]) => [label, countedNames(players, count)] as const)
    .filter(([, names]) => names !== '')
    .map(([label, names]) => `<li>${label}: ${names}.</li>`);
}

/** The article may be read days later, so the vote's closing is a date, never 'i morgen'. */
function voteParagraph(facts: MatchReportFacts, name: (playerID: number | null) => string): string | null {
  const { vote } = facts;
  if (vote.phase === 'open') {
    const link = `<a href="/match/${encodeURIComponent(facts.matchID)}">Stem på kampsiden</a>`;
    const { date, time } = osloWallClock(vote.closesAt);
    const closes = `${weekdayName(date).toLowerCase()} ${formatNorwegianDate(date)} kl. ${time}`;
    return `<p>Hvem var kampens spiller? ${link} før avstemningen stenger ${closes}.</p>`;
  }
  if (vote.phase === 'closed' && vote.winners.length > 0) {
    return `<p>Kampens spiller, kåret av supporterne: ${namesInText(vote.winners.map(name))}.</p>`;
  }
  return null;
}

/** The report's title and text. */
export function matchReport(facts: MatchReportFacts): MatchReport {
  const byID = new Map(facts.players.map((player) => [player.playerID, player]));
  const name = (playerID: number | null) =>
    escapeText((playerID === null ? undefined : byID.get(playerID)?.name) ?? 'ukjent spiller');
  const { home } = sides(facts);
  const opponent = opponentOf(facts);
  const scoreline = `${home ? club.shortName : escapeText(opponent)} ${facts.homeTeamScore}–${facts.awayTeamScore} ${home ? escapeText(opponent) : club.shortName}`;
  const paragraphs = [
    `<p>${weekdayName(facts.date)} ${formatNorwegianDate(facts.date)}, ${home ? 'hjemme' : 'borte'}: ${scoreline}.</p>`,
  ];

  const story = toldByEvents(facts)
    ? withRunningScore(facts.events, home).map((event) => eventLine(event, name, opponent))
    : linesStory(facts.players);
  if (story.length > 0) paragraphs.push('<h3>Kampens gang</h3>', `<ul>${story.join('')}</ul>`);

  const keepers = facts.players.filter((player) => player.keeper === 1).map((player) => escapeText(player.name));
  if (keepers.length > 0) paragraphs.push(`<p>I mål: ${namesInText(keepers)}.</p>`);
  if (facts.trivia.trim() !== '') paragraphs.push(`<p>${escapeText(facts.trivia.trim())}</p>`);
  const squad = [...facts.players]
    .sort((a, b) => a.jerseyNo - b.jerseyNo || a.name.localeCompare(b.name, 'nb'))
    .map((player) => escapeText(player.name));
  if (squad.length > 0) paragraphs.push(`<p>Tropp: ${squad.join(', ')}.</p>`);
  const vote = voteParagraph(facts, name);
  if (vote) paragraphs.push(vote);
  return { title: matchReportTitle(facts), html: paragraphs.join('\n') };
}
