import { addDays, norwegianDate, notAfter, osloInstant, weekdayName } from './calendar';
import type { PlayerPlan } from './club';
import type { SceneKind } from './images';
import { createRng, type Rng } from './random';
import {
  clubScore,
  fullName,
  listing,
  outcome,
  reportHtml,
  reportTitle,
  seasonSummaryHtml,
  type Outcome,
} from './reports';
import { LEAGUE_NAME, SEVENS_CUP_NAME, type FixturePlan, type SeasonPlan } from './seasons';
import type { StatLine } from './stats';

export interface PollPlan {
  title: string;
  alternatives: string[];
  voteOnce: boolean;
  /** Only fantasy users may vote (and so no anonymous votes). */
  fantasyOnly: boolean;
}

export type CommentMood = Outcome | 'news' | 'fantasy';

export interface ArticlePlan {
  title: string;
  html: string;
  tags: string[];
  date: Date;
  author: 'admin' | 'poster';
  edited: boolean;
  visibility: 'public' | 'admin' | 'player';
  fantasyView: boolean;
  published: boolean;
  trashed: boolean;
  image: SceneKind | null;
  album: number;
  poll: PollPlan | null;
  mood: CommentMood;
}

export interface ArticleContext {
  seasons: readonly SeasonPlan[];
  stats: ReadonlyMap<string, StatLine[]>;
  players: readonly PlayerPlan[];
  today: string;
  now: Date;
}

function article(fields: Partial<ArticlePlan> & Pick<ArticlePlan, 'title' | 'html' | 'tags' | 'date'>): ArticlePlan {
  return {
    author: 'poster',
    edited: false,
    visibility: 'public',
    fantasyView: false,
    published: true,
    trashed: false,
    image: 'pitch',
    album: 0,
    poll: null,
    mood: 'news',
    ...fields,
  };
}

function played(season: SeasonPlan): FixturePlan[] {
  return season.fixtures.filter((f) => f.homeScore !== null);
}

function topScorers(season: SeasonPlan, stats: ReadonlyMap<string, StatLine[]>): [PlayerPlan, number][] {
  const goals = new Map<PlayerPlan, number>();
  for (const fixture of season.fixtures) {
    for (const line of stats.get(fixture.matchId) ?? [])
      goals.set(line.player, (goals.get(line.player) ?? 0) + line.goals);
  }
  return [...goals.entries()].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
}

function matchReport(
  fixture: FixturePlan,
  ctx: ArticleContext,
  next: FixturePlan | null,
  date: Date,
  rng: Rng,
): ArticlePlan {
  return article({
    title: reportTitle(fixture, rng),
    html: reportHtml(fixture, ctx.stats.get(fixture.matchId) ?? [], next),
    tags: ['Kamprapport', fixture.tournament === LEAGUE_NAME ? 'Serien' : 'Cup', fixture.opponent],
    date,
    author: rng.chance(0.5) ? 'admin' : 'poster',
    image: rng.pick(['pitch', 'floodlights', 'ball'] as const),
    mood: outcome(fixture),
  });
}

function seasonPreview(season: SeasonPlan, ctx: ArticleContext, at: (day: string, time: string) => Date): ArticlePlan {
  const first = season.fixtures[0] as FixturePlan;
  const squad = ctx.players.filter((p) => p.firstSeason <= season.season && season.season <= p.lastSeason);
  const newcomers = squad.filter(
    (p) => p.firstSeason === season.season && season.season > (ctx.seasons[0] as SeasonPlan).season,
  );
  const newText =
    newcomers.length > 0 ? ` Nye i stallen er ${listing(newcomers.map(fullName))}: velkommen til klubben!` : '';
  return article({
    title: `Klar for sesongen ${season.season}`,
    html:
      `<p>Nå er det endelig klart for ny sesong i <strong>${LEAGUE_NAME}</strong>. Første kamp spilles ${weekdayName(first.date).toLowerCase()} ${norwegianDate(first.date)} mot ${first.opponent} på ${first.pitch}.</p>` +
      `<p>Stallen teller ${squad.length} spillere.${newText} Vintertreningen har gått bra, og hovedtrener Geir Nygård er fornøyd med formen.</p>` +
      '<p>Hele terminlisten finner du under <a href="/fixtures">Kamper</a>. Vel møtt på sidelinja!</p>',
    tags: ['Sesongstart', 'A-laget'],
    date: at(addDays(first.date, -5), '19:30'),
    author: 'admin',
  });
}

/** The club's news over four seasons: reports, summaries, club life and the fantasy game. */
export function planArticles(seed: number, ctx: ArticleContext): ArticlePlan[] {
  const rng = createRng(seed, 'articles');
  const at = (day: string, time: string): Date => notAfter(osloInstant(day, time), ctx.now);
  const articles: ArticlePlan[] = [];
  const past = ctx.seasons.slice(0, -1);
  const current = ctx.seasons[ctx.seasons.length - 1] as SeasonPlan;
  const [oldest, middle, last] = past as [SeasonPlan, SeasonPlan, SeasonPlan];

  for (const season of past) {
    const league = played(season).filter((f) => f.tournament === LEAGUE_NAME);
    const opener = league[0] as FixturePlan;
    const biggest = [...league].sort((a, b) => margin(b) - margin(a)).find((f) => f !== opener) as FixturePlan;
    const final = league[league.length - 1] as FixturePlan;
    articles.push(
      seasonPreview(season, ctx, at),
      matchReport(opener, ctx, null, at(addDays(opener.date, 1), '10:15'), rng),
      matchReport(biggest, ctx, null, at(addDays(biggest.date, 1), '09:40'), rng),
      article({
        title: `Sesongen ${season.season} er over`,
        html: seasonSummaryHtml(season.season, season.table, topScorers(season, ctx.stats)),
        tags: ['Sesongslutt', 'A-laget'],
        date: at(addDays(final.date, 4), '20:00'),
        author: 'admin',
        image: 'floodlights',
      }),
    );
  }

  const oldestStart = (oldest.fixtures[0] as FixturePlan).date;
  articles.push(
    article({
      title: 'Dugnad: vårrengjøring på Vinderen kunstgress',
      html:
        `<p>Lørdag ${norwegianDate(addDays(oldestStart, -12))} kl. 10.00 møtes vi på <strong>Vinderen kunstgress</strong> for den årlige vårdugnaden. Vi skal rake løv, spyle tribunen, male innbytterbenkene og fylle på gummigranulat.</p>` +
        '<p>Ta med arbeidshansker og godt humør. Klubben spanderer <em>kaffe, boller og pølser</em> etterpå.</p>' +
        '<p>Dugnaden er obligatorisk for alle på A-laget. Gi beskjed i <a href="/11aside">chatten</a> om du ikke kan komme.</p>',
      tags: ['Dugnad', 'Klubb'],
      date: at(addDays(oldestStart, -20), '18:00'),
    }),
    article({
      title: 'Støtt VSF gjennom Grasrotandelen',
      html:
        '<p>Visste du at du kan støtte Vinderen SF uten at det koster deg en krone? Gjennom <strong>Grasrotandelen</strong> går opptil 5 % av innsatsen din hos Norsk Tipping direkte til klubben.</p>' +
        '<p>Det eneste du trenger å gjøre, er å velge VSF som grasrotmottaker. Bruk organisasjonsnummeret vårt, <strong>987 654 321</strong>, eller les mer på <a href="/grasrotandelen">siden om Grasrotandelen</a>.</p>' +
        '<p>Pengene går til baller, drakter og leie av kunstgress. <em>Tusen takk til alle som allerede er med!</em></p>',
      tags: ['Grasrotandelen', 'Klubb'],
      date: at(addDays(oldestStart, 25), '12:00'),
      author: 'admin',
      image: 'ball',
    }),
  );

  const middleStart = (middle.fixtures[0] as FixturePlan).date;
  const sevens = middle.fixtures.filter((f) => f.tournament === SEVENS_CUP_NAME);
  const [sevensWin, sevensLoss] = sevens as [FixturePlan, FixturePlan];
  articles.push(
    article({
      title: 'BikerBoyz er nå en offisiell supporterklubb',
      html:
        '<p>Det startet med tre karer på motorsykkel og et hjemmelaget banner. Nå er <strong>BikerBoyz</strong> en offisiell supporterklubb med egne medlemskort, trommer og sanger.</p>' +
        '<p>Medlemskap koster 200 kroner i året. Skriv navn, adresse, e-post og telefonnummer i meldingsfeltet når du betaler, så er du med. Les mer på <a href="/bikerboyz">BikerBoyz-siden</a>, og slå av en prat i chatten der.</p>' +
        '<p><em>«Vi skal synge til siste fløyt, uansett resultat»</em>, lover lederen av supporterklubben.</p>',
      tags: ['BikerBoyz', 'Supportere'],
      date: at(addDays(middleStart, 30), '21:10'),
      image: 'crowd',
    }),
    article({
      title: `Semifinale i ${SEVENS_CUP_NAME}`,
      html:
        `<p>Lørdag ${norwegianDate(sevensWin.date)} deltok VSF i <strong>${SEVENS_CUP_NAME}</strong>. I første kamp ble det seier ${clubScore(sevensWin)} mot ${sevensWin.opponent}, før ${sevensLoss.opponent} ble for sterke i semifinalen (${clubScore(sevensLoss)}).</p>` +
        '<p>Det ble en strålende dag med sol, grillmat og god stemning langs sidelinja. Se bildene i galleriet!</p>',
      tags: ['Cup', '7er'],
      date: at(addDays(sevensWin.date, 1), '11:00'),
      album: 6,
      mood: 'tie',
    }),
  );

  const lastStart = (last.fixtures[0] as FixturePlan).date;
  articles.push(
    article({
      title: `Nye drakter til sesongen ${last.season}`,
      html:
        `<p>Endelig er de her! Til sesongen ${last.season} stiller VSF i helt nye drakter i klubbens klassiske <strong>blått og gult</strong>.</p>` +
        '<p>Hjemmedrakten er blå med gule detaljer, mens bortedrakten er gul med blå striper. Draktene kan kjøpes i <a href="/shop">nettbutikken</a>, og BikerBoyz-medlemmer får 10 % rabatt.</p>',
      tags: ['Drakter', 'Klubb'],
      date: at(addDays(lastStart, -21), '17:45'),
      album: 4,
      poll: {
        title: 'Hvilken drakt er finest?',
        alternatives: ['Hjemmedrakten (blå)', 'Bortedrakten (gul)', 'Keeperdrakten (grønn)'],
        voteOnce: true,
        fantasyOnly: false,
      },
    }),
    article({
      title: 'Lansering: VSF Fantasy er her!',
      html:
        '<p>Nå kan du bli manager for ditt eget VSF-lag! <strong>VSF Fantasy</strong> er klubbens eget fantasyspill, der du velger 7 spillere fra A-laget før hver kamp og samler poeng etter hvordan de faktisk presterer.</p>' +
        '<p>Kapteinen får doble poeng, og de tre boostene <em>Angrepsboost</em>, <em>Forsvarsboost</em> og <em>Superkaptein</em> kan bare brukes én gang per sesong. Fristen for å sette laget er kl. 23.59 dagen før kampen.</p>' +
        '<p>Dette er en betasesong, så vi setter stor pris på tilbakemeldinger. Registrer deg på <a href="/fantasy">VSF Fantasy</a> og les <a href="/fantasy/rules">reglene</a>.</p>',
      tags: ['VSF Fantasy'],
      date: at(addDays(lastStart, -10), '20:00'),
      author: 'admin',
      image: 'ball',
      mood: 'fantasy',
      poll: {
        title: 'Hvilken boost bruker du først?',
        alternatives: ['Angrepsboost', 'Forsvarsboost', 'Superkaptein', 'Jeg sparer dem til slutten'],
        voteOnce: true,
        fantasyOnly: true,
      },
    }),
  );

  articles.push(...currentSeasonArticles(current, ctx, at, rng));
  return articles;
}

function margin(fixture: FixturePlan): number {
  const [home, away] = [fixture.homeScore ?? 0, fixture.awayScore ?? 0];
  return fixture.clubAtHome ? home - away : away - home;
}

function currentSeasonArticles(
  current: SeasonPlan,
  ctx: ArticleContext,
  at: (day: string, time: string) => Date,
  rng: Rng,
): ArticlePlan[] {
  const start = (current.fixtures[0] as FixturePlan).date;
  const done = played(current);
  const latest = done[done.length - 1] as FixturePlan;
  const next = current.fixtures.find((f) => f.homeScore === null) as FixturePlan;
  const cupWin = done.filter((f) => f.tournament !== LEAGUE_NAME).at(-1);
  const midSeason = (done[Math.floor(done.length / 2)] as FixturePlan).date;
  const preview = seasonPreview(current, ctx, at);
  preview.poll = {
    title: 'Hvor ender VSF på tabellen i år?',
    alternatives: ['Topp 3', '4.–6. plass', '7.–10. plass'],
    voteOnce: true,
    fantasyOnly: false,
  };

  // The newest article is at most a day or two old: the latest report, or a preview when that is older.
  const latestReportDay = addDays(latest.date, 1) < ctx.today ? addDays(latest.date, 1) : latest.date;
  const latestReport = matchReport(
    latest,
    ctx,
    next,
    at(latestReportDay, latestReportDay === latest.date ? '22:40' : '10:15'),
    rng,
  );
  const lines = ctx.stats.get(latest.matchId) ?? [];
  const candidates = [...lines].sort((a, b) => b.goals + b.assists - (a.goals + a.assists)).slice(0, 4);
  latestReport.poll = {
    title: 'Hvem var banens beste?',
    alternatives: candidates.map((l) => fullName(l.player)),
    voteOnce: true,
    fantasyOnly: false,
  };

  const articles: ArticlePlan[] = [
    preview,
    article({
      title: 'VSF Fantasy er tilbake, nå med ligaer',
      html:
        '<p>Etter en vellykket betasesong er <strong>VSF Fantasy</strong> tilbake. Nytt av året er at du kan lage dine egne ligaer og konkurrere mot venner, kolleger og familie.</p>' +
        '<p>Private ligaer beskyttes med en kode som du deler med dem du vil ha med. Offentlige ligaer kan alle finne og bli med i fra <a href="/fantasy/league">Liga-siden</a>.</p>' +
        '<p>Husk at du får to bytter per runde, og at ubrukte bytter kan spares opp til tre. Sett laget ditt på <a href="/fantasy/team">Mitt lag</a>!</p>',
      tags: ['VSF Fantasy', 'Ligaer'],
      date: at(addDays(start, -7), '20:30'),
      author: 'admin',
      fantasyView: true,
      image: 'ball',
      mood: 'fantasy',
    }),
    matchReport(done[0] as FixturePlan, ctx, null, at(addDays((done[0] as FixturePlan).date, 1), '09:30'), rng),
    article({
      title: 'Takk for innsatsen på dugnaden!',
      html:
        '<p>Over 30 spillere, foreldre og supportere møtte opp da vi ryddet <strong>Vinderen kunstgress</strong> og klubbhuset før høstsesongen.</p>' +
        '<p>Tribunen er spylt, nettene er byttet og innbytterbenkene har fått et nytt strøk i blått og gult. <em>BikerBoyz</em> sto for grillen. Se bildene i galleriet!</p>',
      tags: ['Dugnad', 'Klubb'],
      date: at(addDays(start, 12), '15:20'),
      album: 5,
      image: 'crowd',
    }),
    article({
      title: 'Påmelding til årsfesten',
      html:
        `<p>Årsfesten holdes lørdag ${norwegianDate(addDays(midSeason, 30))} i klubbhuset. Det blir mat, drikke, premieutdeling og god stemning.</p>` +
        '<p>Påmelding skjer i <a href="/11aside">lagchatten</a> innen to uker før festen. Stem gjerne på hvilke aktiviteter du vil ha!</p>',
      tags: ['Årsfest', 'Klubb'],
      date: at(midSeason, '12:30'),
      image: 'floodlights',
      poll: {
        title: 'Hvilke aktiviteter vil du ha på årsfesten?',
        alternatives: ['Quiz', 'Karaoke', 'Fotballgolf', 'Grillfest', 'Premieutdeling', 'Bilder fra sesongen'],
        voteOnce: false,
        fantasyOnly: false,
      },
    }),
    article({
      title: 'Referat fra styremøtet',
      html:
        '<p><strong>Til stede:</strong> Torbjørn Lie, Ingrid Holm, Petter Kvamme og Guro Fjeld.</p>' +
        '<p>1. Økonomi: Grasrotandelen har gitt mer enn budsjettert. 2. Baneleie for vinteren er bestilt. 3. Nye baller og vester kjøpes inn før neste sesong.</p>' +
        '<p><em>Neste styremøte holdes om fire uker.</em></p>',
      tags: ['Styret'],
      date: at(addDays(midSeason, 2), '22:10'),
      author: 'admin',
      visibility: 'admin',
      image: null,
    }),
    article({
      title: 'Treningsplan for resten av høsten',
      html:
        '<p>Vi trener <strong>tirsdager kl. 20.00</strong> og <strong>torsdager kl. 19.00</strong> på Vinderen kunstgress resten av høsten.</p>' +
        '<p>Gi beskjed i lagchatten senest dagen før hvis du ikke kan komme. Husk refleksvest når du sykler til trening!</p>',
      tags: ['Trening', 'A-laget'],
      date: at(addDays(midSeason, 5), '08:45'),
      author: 'admin',
      visibility: 'player',
      image: null,
    }),
    article({
      title: 'Vintertrening i boblehallen',
      html: '<p>Vi jobber med å få tider i boblehallen fra desember. Mer informasjon kommer.</p>',
      tags: ['Trening'],
      date: at(addDays(ctx.today, -6), '21:00'),
      published: false,
      image: null,
    }),
    article({
      title: 'Ny hovedsponsor på plass?',
      html: '<p>Styret er i samtaler med en lokal bedrift om et hovedsponsorat. <em>Ikke publiser før avtalen er signert!</em></p>',
      tags: ['Sponsor'],
      date: at(addDays(ctx.today, -4), '13:00'),
      author: 'admin',
      published: false,
      image: null,
    }),
    article({
      title: 'Endret treningstid på torsdag',
      html: '<p>Treningen torsdag flyttes til kl. 21.00 på grunn av en kamp på banen.</p>',
      tags: ['Trening'],
      date: at(addDays(midSeason, -10), '16:00'),
      trashed: true,
      image: null,
    }),
    article({
      title: 'Test av bildegalleri',
      html: '<p>Test, test.</p>',
      tags: [],
      date: at(addDays(midSeason, -3), '23:05'),
      author: 'admin',
      published: false,
      trashed: true,
      album: 3,
      image: null,
    }),
  ];
  if (cupWin) {
    const cupReport = matchReport(cupWin, ctx, null, at(addDays(cupWin.date, 1), '08:50'), rng);
    cupReport.album = 3;
    articles.push(cupReport);
  }
  articles.push(latestReport);
  if (latestReportDay < addDays(ctx.today, -1)) {
    articles.push(
      article({
        title: `Oppladning til kampen mot ${next.opponent}`,
        html:
          `<p>${weekdayName(next.date)} ${norwegianDate(next.date)} kl. ${next.time.replace(':', '.')} møter VSF <strong>${next.opponent}</strong> på ${next.pitch}.</p>` +
          `<p>Vi trenger all støtte vi kan få, så møt opp og heie på gutta i innspurten av sesongen. Husk at fristen for å sette laget i <a href="/fantasy/team">VSF Fantasy</a> er kl. 23.59 dagen før kampen!</p>`,
        tags: ['Forhåndsomtale', 'A-laget', next.opponent],
        date: at(addDays(ctx.today, -1), '12:00'),
        image: 'floodlights',
      }),
    );
  }
  // A couple of articles were touched up after publishing.
  for (const edited of articles.filter((_, index) => index % 4 === 1)) edited.edited = true;
  return articles;
}
