import type { Knex } from 'knex';
import { BOT_USER_ID } from '../migrations/0002_system_rows';
import { displayName } from './club';
import type { ContentInput } from './contentInput';
import { registeredBefore } from './users';
import { insertAll } from './db';
import type { Boost, TeamPlan } from './fantasy';
import { createRng, type Rng } from './random';

/** The club feeds are posts 1–4 (0002_system_rows): BikerBoyz, Legends, 11aside and the fantasy feed. */
const FEED_MESSAGES: Record<1 | 2 | 3 | 4, readonly string[]> = {
  1: [
    'Hvem blir med på bortekampen? Vi samles på Vinderen stasjon en time før.',
    'Trommene er reparert, klare for neste hjemmekamp!',
    'Noen som har et ekstra skjerf til salgs?',
    'For en stemning på forrige kamp. Rått!',
    'Husk å betale medlemskontingenten, folkens.',
    'Nye klistremerker er på vei. Gult og blått!',
    'Jeg tar med termos og boller på lørdag.',
    'Synger vi den nye sangen fra første minutt?',
    'Meldt regn i kveld. Ta med regntøy og godt humør!',
    'Banneret hang skjevt sist, vi fikser det før neste kamp.',
    'Vi må få med flere på tribunen. Ta med en venn!',
    'Heia VSF! Vi sees på Vinderen kunstgress.',
  ],
  2: [
    'Trening for Legends søndag kl. 18.00 på Voksenkollen.',
    'Hvem stiller i veterankampen neste helg?',
    'Knærne er ikke hva de en gang var, men jeg kommer!',
    'Noen som har et par ekstra keeperhansker? Mine har gitt opp.',
    'Tredje omgang på puben etter kampen, som vanlig.',
    'Vi trenger én til for å fylle laget på lørdag.',
    'Godt spilt i går, gamlegutter!',
    'Husk 200 kroner til banekassa.',
  ],
  3: [
    'Oppmøte 45 minutter før avspark på lørdag.',
    'Husk leggskinn, dommeren var streng sist.',
    'Kan noen ta med vester til trening i morgen?',
    'Jeg blir ti minutter forsinket til trening, bare start uten meg.',
    'Hvem har nøkkelen til ballbua?',
    'Bra jobba i går, gutta!',
    'Gi beskjed om dere ikke kan spille på søndag.',
    'Draktene er vasket og ligger i klubbhuset.',
  ],
  4: [
    'Hvem har dere som kaptein denne runden?',
    'Superkapteinen min fikk gult kort. Typisk.',
    'Noen som vil bli med i VSF-ligaen? Den er åpen for alle!',
    'Har spart bytter i to runder, nå smeller det.',
    'Keeperen er undervurdert i dette spillet.',
    'Fristen er kl. 23.59 kvelden før kampen, ikke glem det!',
    'Ligger på andreplass i ligaen vår, bare så det er sagt.',
    'Noen tips til en undervurdert midtbanespiller?',
    'Forsvarsboost mot topplaget? Tør jeg?',
    'Glemte å bytte ut en skadet spiller. Aldri igjen.',
  ],
};

const BOOST_WORDS: Record<Boost, string> = {
  attackBoost: 'angrepsboost',
  defenceBoost: 'forsvarsboost',
  superCaptain: 'superkaptein',
};

/** How many bot announcements to keep: enough to show the feature, not enough to drown the chat. */
const BOT_MESSAGES = 40;

interface FeedComment {
  post_id: number;
  user_id: number;
  content: string;
  date_created: Date;
}

/** The bot's announcements (001 §9) for the last rounds' captain choices, swaps and boosts. */
function botAnnouncements(teams: readonly TeamPlan[], now: Date, rng: Rng): FeedComment[] {
  const season = Math.max(...teams.map((t) => t.fixture.season));
  const current = teams.filter((t) => t.fixture.season === season);
  const lastFixtures = [...new Set(current.map((t) => t.fixture))]
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(-2);
  const previousCaptain = new Map<number, number>();
  const messages: FeedComment[] = [];
  for (const team of current) {
    const before = previousCaptain.get(team.user.id);
    previousCaptain.set(team.user.id, team.captain.id);
    if (!lastFixtures.includes(team.fixture)) continue;
    const texts: string[] = [];
    if (before !== undefined && before !== team.captain.id)
      texts.push(`En bruker har akkurat valgt ${displayName(team.captain)} som kaptein.`);
    for (const swap of team.swaps)
      texts.push(`En bruker har akkurat byttet in ${displayName(swap.in)} for ${displayName(swap.out)}.`);
    if (team.activeBoost) texts.push(`En bruker har akkurat aktivert ${BOOST_WORDS[team.activeBoost]}.`);
    texts.forEach((content, index) => {
      const at = new Date(team.savedAt.getTime() + (index + rng.int(1, 10)) * 1000);
      if (at <= now) messages.push({ post_id: 4, user_id: BOT_USER_ID, content, date_created: at });
    });
  }
  return messages.sort((a, b) => a.date_created.getTime() - b.date_created.getTime()).slice(-BOT_MESSAGES);
}

export async function storeFeeds(trx: Knex.Transaction, seed: number, input: ContentInput): Promise<void> {
  const rng = createRng(seed, 'feeds');
  const comments: FeedComment[] = [];
  for (const postId of [1, 2, 3, 4] as const) {
    const days = postId === 4 ? 21 : 45;
    for (const content of rng.shuffle(FEED_MESSAGES[postId])) {
      const at = new Date(input.now.getTime() - rng.int(20, days * 24 * 60) * 60_000);
      const writers = registeredBefore(input.users, at);
      if (writers.length > 0)
        comments.push({ post_id: postId, user_id: rng.pick(writers).id, content, date_created: at });
    }
  }
  comments.push(...botAnnouncements(input.teams, input.now, rng));
  await insertAll(
    trx,
    'comments',
    comments.sort((a, b) => a.date_created.getTime() - b.date_created.getTime()),
  );
}

/** The contact page (000 §3): methods from the allowed list, in display order. */
export async function storeContactInfo(trx: Knex.Transaction): Promise<void> {
  const rows: [string, string][] = [
    ['Hjemmebane', 'Vinderen kunstgress, Slemdalsveien 70, 0373 Oslo'],
    ['Besøksadresse', 'Klubbhuset på Vinderen kunstgress'],
    ['Postadresse', 'Postboks 12 Vinderen, 0319 Oslo'],
    ['E-post', 'post@vinderensf.no'],
    ['Telefon', '22 00 00 00'],
    ['Kontonummer', '1503.12.34567'],
    ['Organisasjonsnummer', '987 654 321'],
    ['Stiftet dato', '25.10.2004'],
    ['Styrets leder', 'Torbjørn Lie'],
    ['Nestleder', 'Petter Kvamme'],
    ['Web-ansvarlig', 'Ingrid Holm'],
  ];
  await insertAll(
    trx,
    'contact_info',
    rows.map(([method, value], position) => ({ position, contact_method: method, contact_value: value })),
  );
}
