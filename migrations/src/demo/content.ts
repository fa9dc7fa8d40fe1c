import type { Knex } from 'knex';
import { planArticles, type ArticlePlan, type CommentMood } from './articles';
import type { ContentInput } from './contentInput';
import { insertAll, insertImages, insertReturningIds } from './db';
import { storeContactInfo, storeFeeds } from './feeds';
import { albumPhoto, SCENE_KINDS, titleImage } from './images';
import { createRng, type Rng } from './random';
import { registeredBefore } from './users';

const COMMENTS: Record<CommentMood, readonly string[]> = {
  win: [
    'For en kamp! Gratulerer, gutter!',
    'Tre viktige poeng. Heia VSF!',
    'Nydelig scoring i andre omgang, den må med på årets høydepunkter.',
    'Endelig satt ballen. Mer av dette!',
    'Stemningen på sidelinja var helt rå i dag.',
    'Godt jobbet bakover også. Solid lagprestasjon.',
    'Kapteinen min leverte, takk for fantasypoengene!',
  ],
  tie: [
    'Greit med ett poeng, men vi burde vunnet den.',
    'Jevn kamp. Keeperen reddet oss flere ganger.',
    'Tar med poenget og ser fremover.',
    'Litt slitne beina på slutten, men god innsats.',
  ],
  loss: [
    'Kjipt resultat, men vi kommer sterkere tilbake!',
    'Dommeren hadde ikke sin beste dag ...',
    'Hodet opp, neste kamp er en ny mulighet.',
    'Vi var med lenge, men manglet det lille ekstra.',
  ],
  news: [
    'Bra skrevet!',
    'Heia VSF!',
    'Gleder meg til neste kamp.',
    'Så bra! Jeg stiller.',
    'Når er neste dugnad?',
    'Dette liker vi. Gul og blå hele veien!',
    'Tusen takk for oppdateringen.',
  ],
  fantasy: [
    'Endelig! Laget er allerede satt.',
    'Hvem tar dere som kaptein første runde?',
    'Superkaptein på spissen i første kamp, det kan ikke gå galt.',
    'Vi lager en liga på jobben. Dette blir moro!',
    'Morsomt initiativ. Hvor finner jeg reglene?',
  ],
};

function postRow(a: ArticlePlan, authors: Record<'admin' | 'poster', number>, imageId: number | null): object {
  return {
    title: a.title,
    title_image_id: imageId,
    main_text: a.html,
    written_by_id: authors[a.author],
    edited_by_id: a.edited ? authors.admin : null,
    date_created: a.date,
    date_edited: a.edited ? new Date(a.date.getTime() + 45 * 60_000) : null,
    public_view: a.visibility === 'public' ? 1 : 0,
    admin_view: a.visibility === 'admin' ? 1 : 0,
    poster_view: 0,
    player_view: a.visibility === 'player' ? 1 : 0,
    fantasy_view: a.fantasyView ? 1 : 0,
    published: a.published ? 1 : 0,
    trashed: a.trashed ? 1 : 0,
    is_feed: 0,
  };
}

/** A moment in the hours and days after `from`, never after `now`. */
function after(from: Date, now: Date, rng: Rng, maxHours: number): Date | null {
  const at = new Date(from.getTime() + rng.int(10, maxHours * 60) * 60_000);
  return at <= now ? at : from < now ? new Date(from.getTime() + rng.next() * (now.getTime() - from.getTime())) : null;
}

async function storePolls(
  trx: Knex.Transaction,
  articles: readonly ArticlePlan[],
  postIds: readonly number[],
  input: ContentInput,
  rng: Rng,
): Promise<void> {
  const polled = articles
    .map((a, index) => ({ a, postId: postIds[index] as number }))
    .filter(({ a }) => a.poll !== null);
  const pollIds = await insertReturningIds(
    trx,
    'polls',
    polled.map(({ a, postId }) => ({
      post_id: postId,
      title: a.poll?.title,
      vote_once: a.poll?.voteOnce ? 1 : 0,
      public_vote: a.poll?.fantasyOnly ? 0 : 1,
      fantasy_vote: a.poll?.fantasyOnly ? 1 : 0,
    })),
  );
  await insertAll(
    trx,
    'poll_alternatives',
    polled.flatMap(({ a }, index) =>
      (a.poll?.alternatives ?? []).map((text, position) => ({ poll_id: pollIds[index], position, text })),
    ),
  );
  const votes: { row: object; choices: number[] }[] = [];
  polled.forEach(({ a }, index) => {
    const poll = a.poll;
    if (!poll) return;
    // Earlier options get a little more love, so that the bars are not all equal.
    const favour = poll.alternatives.map((_, i) => 1 + rng.next() * 3 + (i === 0 ? 2 : 0));
    const voters = rng.weightedSample(registeredBefore(input.users, a.date), rng.int(12, 35), () => 1);
    const anonymous = poll.fantasyOnly ? 0 : rng.int(3, 12);
    const keys = [
      ...voters.map((u) => ({ key: `user:${u.id}`, userId: u.id as number | null })),
      ...Array.from({ length: anonymous }, (_, i) => ({ key: `ip:203.0.113.${10 + i}`, userId: null })),
    ];
    for (const { key, userId } of keys) {
      const createdAt = after(a.date, input.now, rng, 96);
      if (!createdAt) continue;
      const positions = poll.alternatives.map((_, i) => i);
      const count = poll.voteOnce ? 1 : rng.int(1, 3);
      const choices = rng.weightedSample(positions, count, (i) => favour[i] ?? 1).sort((x, y) => x - y);
      votes.push({ row: { poll_id: pollIds[index], voter_key: key, user_id: userId, created_at: createdAt }, choices });
    }
  });
  const voteIds = await insertReturningIds(
    trx,
    'poll_votes',
    votes.map((v) => v.row),
  );
  await insertAll(
    trx,
    'poll_vote_choices',
    votes.flatMap((v, index) => v.choices.map((position) => ({ vote_id: voteIds[index], position }))),
  );
}

/** Articles with title pictures, tags, polls, albums and comments; then the feeds and contact page. */
export async function storeContent(trx: Knex.Transaction, seed: number, input: ContentInput): Promise<void> {
  const rng = createRng(seed, 'content');
  const articles = planArticles(seed, input).sort((a, b) => a.date.getTime() - b.date.getTime());
  const admin = input.users.find((u) => u.role === 'admin');
  const poster = input.users.find((u) => u.role === 'poster');
  if (!admin || !poster) throw new Error('The demo needs its admin and poster accounts before the articles');
  const authors = { admin: admin.id, poster: poster.id };

  const withImage = articles.filter((a) => a.image !== null);
  const imageIds = await insertImages(
    trx,
    withImage.map((a, index) => titleImage(seed + index, a.image ?? 'pitch')),
    input.createdAt,
  );
  const imageOf = new Map(withImage.map((a, index) => [a, imageIds[index] as number]));
  const postIds = await insertReturningIds(
    trx,
    'posts',
    articles.map((a) => postRow(a, authors, imageOf.get(a) ?? null)),
  );
  await insertAll(
    trx,
    'post_tags',
    articles.flatMap((a, index) => a.tags.map((tag, position) => ({ post_id: postIds[index], position, tag }))),
  );
  await storePolls(trx, articles, postIds, input, rng);

  const albums = articles.flatMap((a, index) =>
    Array.from({ length: a.album }, (_, position) => ({ postId: postIds[index] as number, position })),
  );
  const albumImageIds = await insertImages(
    trx,
    albums.map((_, index) => albumPhoto(seed + 1000 + index, SCENE_KINDS[index % SCENE_KINDS.length] ?? 'pitch')),
    input.createdAt,
  );
  await insertAll(
    trx,
    'album_images',
    albums.map((entry, index) => ({ post_id: entry.postId, image_id: albumImageIds[index], position: entry.position })),
  );

  const comments = articles.flatMap((a, index) => {
    const count = a.published && !a.trashed && a.visibility === 'public' ? rng.int(0, 7) : rng.int(0, 1);
    const commenters = registeredBefore(input.users, a.date).filter((u) => u.role !== 'admin');
    if (commenters.length === 0) return [];
    return rng
      .weightedSample(COMMENTS[a.mood], count, () => 1)
      .flatMap((content) => {
        const at = after(a.date, input.now, rng, 72);
        return at ? [{ post_id: postIds[index], user_id: rng.pick(commenters).id, content, date_created: at }] : [];
      });
  });
  await insertAll(
    trx,
    'comments',
    comments.sort((x, y) => x.date_created.getTime() - y.date_created.getTime()),
  );

  await storeFeeds(trx, seed, input);
  await storeContactInfo(trx);
}
