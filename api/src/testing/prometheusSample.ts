/** The value of one sample line (name and labels, as Prometheus writes them) of a /metrics answer, or null without it. */
export function prometheusSample(text: string, line: string): number | null {
  const found = text.split('\n').find((candidate) => candidate.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : null;
}
