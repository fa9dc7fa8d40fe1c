import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const scripts: Record<string, string> = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).scripts;

/** The Procfile's process types and their commands. */
const procfileCommands = readFileSync(`${root}Procfile`, 'utf8')
  .split('\n')
  .flatMap((line) => {
    const match = /^([A-Za-z0-9_-]+):\s*(.+)$/.exec(line.trim());
    return match ? [[`Procfile ${match[1]}`, match[2]!] as const] : [];
  });

/** A command with each `npm run <script>` (or `npm start`) replaced by what that script runs, however deep. */
function expand(command: string): string {
  return command.replace(/npm (?:run (\S+)|start)/g, (_, name: string | undefined) =>
    expand(scripts[name ?? 'start'] ?? ''),
  );
}

/** Everything a production server, its migrations or its administration runs (OPERATIONS.md). */
const production: ReadonlyArray<readonly [string, string]> = [
  ...['start', 'web', 'realtime', 'release', 'cli'].map((name) => [`npm run ${name}`, scripts[name] ?? ''] as const),
  ...procfileCommands,
];

describe('production runs JavaScript with node, never TypeScript through tsx', () => {
  it('has the Procfile and every production script', () => {
    expect(procfileCommands.map(([name]) => name)).toEqual(['Procfile web', 'Procfile realtime']);
    for (const [name, command] of production) expect(command, name).not.toBe('');
  });

  it.each(production)('%s runs node on a built file', (_, command) => {
    const expanded = expand(command);
    expect(expanded).toMatch(/^node /);
    expect(expanded).not.toMatch(/\btsx\b/);
    expect(expanded).not.toMatch(/\.tsx?\b/);
  });
});
