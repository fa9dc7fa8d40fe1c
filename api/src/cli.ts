import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { ensureAdmin, isEmptyClub } from './bootstrap';
import { migrate, openDatabase } from './db/database';
import { loadDemoClub } from './demo/loadDemoClub';
import { createUser } from './users/createUser';

const USAGE = `Bruk: npm run cli -- <kommando>

  migrate                          oppdater databaseskjemaet
  demo                             fyll en tom database med demoklubben
  create-user <brukernavn> <passord> [--admin] [--poster] [--player] [--team <lagnavn>]
                                   opprett en bruker med roller
  admin <brukernavn> <passord>     sørg for at en administrator finnes med dette passordet`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      admin: { type: 'boolean', default: false },
      poster: { type: 'boolean', default: false },
      player: { type: 'boolean', default: false },
      team: { type: 'string' },
    },
  });
  const [command, ...rest] = positionals;
  if (!command || !['migrate', 'demo', 'create-user', 'admin'].includes(command)) {
    console.log(USAGE);
    return command ? 1 : 0;
  }
  const config = loadConfig();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db.knex);
    if (command === 'migrate') console.log('Databasen er oppdatert.');
    if (command === 'demo') {
      if (!(await isEmptyClub(db.knex))) {
        console.error('Databasen har allerede spillere eller kamper; demoklubben lastes bare i en tom database.');
        return 1;
      }
      const summary = await loadDemoClub(db.knex, new Date());
      console.log(`Demoklubben er lastet (sesong ${summary.currentSeason}).`);
    }
    if (command === 'create-user' || command === 'admin') {
      const [username, password] = rest;
      if (!username || !password) {
        console.error(USAGE);
        return 1;
      }
      if (command === 'admin') {
        await ensureAdmin(db.knex, username, password);
        console.log(`Administratoren ${username.toLowerCase()} finnes nå.`);
      } else {
        const result = await createUser(db.knex, {
          username,
          password,
          teamName: values.team ?? username,
          roles: { isAdmin: values.admin ? 1 : 0, isPoster: values.poster ? 1 : 0, isPlayer: values.player ? 1 : 0 },
        });
        if (!result.ok) {
          console.error(result.msg);
          return 1;
        }
        console.log(`Brukeren ${result.username} er opprettet (id ${result.userID}).`);
      }
    }
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
