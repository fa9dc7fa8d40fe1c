import { z } from 'zod';
import { IMAGE_WIDTH_MESSAGE, isImageWidth } from '@vsf/engine';
import { idSchema } from '../platform/http/inputRules';
import { HttpError } from '../platform/http/errors';
import { defineRoute } from '../platform/http/route';
import { playerCard, playerIDSchema } from '../stats';
import { serveImage } from './images';
import { selectPlayers, toApiPlayer } from './playerRows';

const PLAYER_NOT_FOUND = 'Fant ikke spilleren.';

const getVSFPlayers = defineRoute({
  name: 'getVSFPlayers',
  access: 'anyone',
  summary: 'Every club player (without stats), by last name.',
  input: z.object({}),
  async handler({ db, deps }) {
    const rows = await selectPlayers(db);
    return { players: rows.map((row) => toApiPlayer(row, deps.now())) };
  },
});

const getPlayer = defineRoute({
  name: 'getPlayer',
  access: 'anyone',
  summary: 'One player for the player card: skills and stats in total and per season.',
  input: z.object({ playerID: playerIDSchema }),
  async handler({ input, db, deps }) {
    const player = await playerCard(db, deps.now(), input.playerID);
    if (!player) throw new HttpError(404, PLAYER_NOT_FOUND);
    return { player };
  },
});

/** LIKE's own characters are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;

const searchPlayers = defineRoute({
  name: 'searchPlayers',
  access: 'anyone',
  summary: 'Players whose first name, last name or nickname contains the search text.',
  input: z.object({
    searchString: z.string({ error: 'Søketeksten mangler.' }).trim().max(100, 'Søketeksten er for lang.'),
  }),
  async handler({ input, db, deps }) {
    if (input.searchString === '') return { players: [] };
    const pattern = likePattern(input.searchString);
    const rows = await selectPlayers(db).where((where) =>
      where
        .whereRaw('lower(players.first_name) like ?', [pattern])
        .orWhereRaw('lower(players.last_name) like ?', [pattern])
        .orWhereRaw('lower(players.nickname) like ?', [pattern])
        .orWhereRaw("lower(players.first_name || ' ' || players.last_name) like ?", [pattern]),
    );
    return { players: rows.map((row) => toApiPlayer(row, deps.now())) };
  },
});

const image = defineRoute({
  name: 'images/:imageID',
  method: 'GET',
  access: 'anyone',
  respond: 'raw',
  summary:
    'An image (player portraits, article pictures) with long cache headers; with w (320, 640, 1024 or 1600) at most that many pixels wide.',
  input: z.object({
    imageID: idSchema('Ugyldig bilde.'),
    w: z.coerce.number({ error: IMAGE_WIDTH_MESSAGE }).refine(isImageWidth, IMAGE_WIDTH_MESSAGE).optional(),
  }),
  handler: async ({ input, db, koa }) => serveImage(db, koa, input.imageID, input.w),
});

export const playerRoutes = [getVSFPlayers, getPlayer, searchPlayers, image];
