import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { ensureAdmin, isEmptyClub } from './bootstrap';
import { migrate, openDatabase, type Database } from './platform/db/database';
import { BackupRefused, restoreBackup, writeBackup } from './platform/backup/backup';
import { loadDemoClub } from './demo/loadDemoClub';
import { createUser } from './accounts/createUser';

const USAGE = `Bruk: npm run cli -- <kommando>

  migrate                          oppdater databaseskjemaet
  demo                             fyll en tom database med demoklubben
  create-user <brukernavn> <passord> [--admin] [--poster] [--player] [--team <lagnavn>]
                                   opprett en bruker med roller
  admin <brukernavn> <passord>     sørg for at en administrator finnes med dette passordet
  backup <fil>                     skriv hele databasen til en sikkerhetskopi (gzip)
  restore <fil> [--replace]        erstatt databasens innhold med en sikkerhetskopi
                                   (--replace når databasen allerede har data)`;

const COMMANDS = ['migrate', 'demo', 'create-user', 'admin', 'backup', 'restore'];

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      admin: { type: 'boolean', default: false },
      poster: { type: 'boolean', default: false },
      player: { type: 'boolean', default: false },
      team: { type: 'string' },
      replace: { type: 'boolean', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (!command || !COMMANDS.includes(command)) {
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
    if (command === 'backup' || command === 'restore') {
      const [file] = rest;
      if (!file) {
        console.error(USAGE);
        return 1;
      }
      return await (command === 'backup' ? backup(db, file) : restore(db, file, values.replace));
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

async function backup(db: Database, file: string): Promise<number> {
  const rows = await writeBackup(db.knex, file, new Date());
  console.log(`Sikkerhetskopien er skrevet til ${file} (${rows} rader).`);
  return 0;
}

/** Restores only into an empty club unless told to replace what is there. */
async function restore(db: Database, file: string, replace: boolean): Promise<number> {
  if (!replace && !(await isEmptyClub(db.knex))) {
    console.error('Databasen har allerede data. Bruk --replace for å erstatte alt med sikkerhetskopien.');
    return 1;
  }
  try {
    const rows = await restoreBackup(db.knex, file);
    console.log(`Databasen er gjenopprettet fra ${file} (${rows} rader).`);
    return 0;
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    console.error(error.message);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
