import type { PushTopic } from '@vsf/contract';

/** Every kind a device may follow, in the order the profile lists them, with what each sends. */
export const TOPIC_CHOICES: readonly { topic: PushTopic; label: string; detail: string }[] = [
  { topic: 'matches', label: 'Kampene', detail: 'Avspark, mål, røde kort, pause og slutt.' },
  {
    topic: 'deadline',
    label: 'Frist',
    detail: 'Påminnelse 24 timer og 1 time før fristen når du ikke har lagret lag.',
  },
  { topic: 'results', label: 'Resultater', detail: 'Når resultatet av runden er klart.' },
  { topic: 'corrections', label: 'Rettelser', detail: 'Når poengene dine er rettet.' },
  { topic: 'leagues', label: 'Ligaene dine', detail: 'Når et mål sender deg forbi noen i en av ligaene dine.' },
];

/** `topics` with `topic` followed or not, in the profile's order. */
export function withTopic(topics: readonly PushTopic[], topic: PushTopic, on: boolean): PushTopic[] {
  const wanted = new Set(topics);
  if (on) wanted.add(topic);
  else wanted.delete(topic);
  return TOPIC_CHOICES.map((choice) => choice.topic).filter((choice) => wanted.has(choice));
}
