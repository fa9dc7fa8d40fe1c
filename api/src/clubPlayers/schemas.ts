import { z } from 'zod';
import { JERSEY_NUMBER_MIN, NO_JERSEY_NUMBER, parseFixtureDate } from '@vsf/engine';
import { isUploadedFile, type UploadedFile } from '../platform/http/multipart';
import { seasonSchema } from '../season';
import { playerIDSchema } from '../stats';
import { userIdSchema } from '../accounts';
import { fileFromDataUrl } from './images';

export const PLAYER_MESSAGES = {
  newNeedsNames: 'Du må minimum fylle inn kallenavn, fornavn og etternavn',
  editNeedsNames: 'Du må fylle inn fornavn og etternavn.',
  created: 'Den nye spilleren er lagret.',
  saved: 'Endringene er lagret.',
  /** 002 §8 quotes it without naming its screen; we gave it to a player saving their own profile. */
  ownProfileSaved: 'Informasjonen er lagret',
  activated: 'Spilleren er nå aktiv og vil dukke opp som et valg i statistikken og i VSF fantasy.',
  deactivated: 'Spilleren er nå deaktivert.',
  deleted: 'Spilleren er nå slettet.',
  deletableOn: 'Spilleren kan nå slettes.',
  deletableOff: 'Spilleren kan ikke lenger slettes.',
  stillActive: 'Spilleren må deaktiveres før den kan slettes.',
  notDeletable:
    'Spilleren har spilt kamper for klubben og kan ikke slettes, fordi statistikken da ville forsvinne. Deaktiver spilleren i stedet.',
  notFound: 'Fant ikke spilleren.',
  userNotFound: 'Fant ikke brukeren.',
  connected: 'Spillerprofilen er nå koblet til brukeren.',
  isPlayerOn: 'Brukeren er nå registrert som spiller.',
  isPlayerOff: 'Brukeren er ikke lenger spiller, og spillerprofilen er koblet fra.',
  seasonAdded: 'Spilleren er registrert for sesongen.',
  seasonsRemoved: 'Spillerens registrerte sesonger er fjernet.',
} as const;

const blank = (value: unknown) => (value === '' || value === null || value === 'undefined' ? undefined : value);
const name = (max: number) => z.preprocess(blank, z.string().trim().max(max, 'Navnet er for langt.').optional());

/** Multipart sends every flag as text. */
export const flagInput = z.preprocess(
  (value) =>
    value === 'true' || value === '1' || value === true
      ? 1
      : value === 'false' || value === '0' || value === false
        ? 0
        : value,
  z.union([z.literal(0), z.literal(1)], { error: 'Statusen må være 0 eller 1.' }),
);

/** An image as a multipart file, or as a data URL from a JSON client; absent means no new image. */
const imageInput = z.preprocess(
  (value) =>
    typeof value === 'string' ? (value === '' || value === 'undefined' ? undefined : fileFromDataUrl(value)) : value,
  z.custom<UploadedFile>(isUploadedFile, 'Bildet må være en bildefil.').optional(),
);

const positionInput = z.preprocess(
  (value) =>
    value === '' || value === undefined || value === null ? 'Ukjent' : value === 'Keeper' ? 'Målvakt' : value,
  z.enum(['Målvakt', 'Forsvar', 'Midtbane', 'Angrep', 'Ukjent'], { error: 'Ukjent posisjon.' }),
);

const birthdateInput = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      const iso = parseFixtureDate(value);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: 'Fødselsdatoen må skrives dd.mm.åååå.' });
        return z.NEVER;
      }
      return iso;
    })
    .optional(),
);

const playerFields = {
  nickname: name(50),
  firstName: name(50),
  lastName: name(50),
  birthdate: birthdateInput,
  sex: z.preprocess(blank, z.enum(['male', 'woman', 'other'], { error: 'Ukjent kjønn.' }).optional()),
  position: positionInput,
  description: z.preprocess(blank, z.string().max(2000, 'Beskrivelsen kan være maks 2000 tegn.').default('')),
  jerseyNo: z.preprocess(
    blank,
    z.coerce
      .number({ error: 'Draktnummeret må være et tall.' })
      .int('Draktnummeret må være et heltall.')
      .min(JERSEY_NUMBER_MIN, `Draktnummeret må være minst ${JERSEY_NUMBER_MIN}.`)
      .max(NO_JERSEY_NUMBER, `Draktnummeret kan være høyst ${NO_JERSEY_NUMBER} (${NO_JERSEY_NUMBER} betyr ingen).`)
      .default(NO_JERSEY_NUMBER),
  ),
  playerImage: imageInput,
};

export const newPlayerSchema = z.object(playerFields);

export const updatePlayerSchema = z.object({
  playerID: playerIDSchema,
  ...playerFields,
  /** The spec's client says whether the image changed; a file sent means it did. */
  imageUpdated: z.preprocess(blank, flagInput.optional()),
  /** 'Remove the portrait' without a new one. */
  removeImage: z.preprocess(blank, flagInput.optional()),
});

export const playerStatusSchema = z.object({ playerID: playerIDSchema, status: flagInput });
export const playerIdInput = z.object({ playerID: playerIDSchema });
export const firstTimeStatSchema = z.object({ playerID: playerIDSchema, season: seasonSchema });
export const connectSchema = z.object({ userID: userIdSchema, playerID: playerIDSchema });
export const isPlayerStatusSchema = z.object({ status: flagInput, userID: userIdSchema });
export const userIdInput = z.object({ userID: userIdSchema });
