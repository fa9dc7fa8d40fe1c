import { z } from 'zod';
import { FIRST_SEASON } from '@vsf/engine';

/** A season year; strings of digits are accepted since older clients sent them so. */
export const seasonSchema = z.coerce
  .number({ error: 'Sesongen må være et årstall.' })
  .int('Sesongen må være et årstall.')
  .min(FIRST_SEASON - 1, 'Ukjent sesong.')
  .max(2200, 'Ukjent sesong.');
