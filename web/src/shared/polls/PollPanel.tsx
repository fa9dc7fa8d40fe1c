import { useState, type FormEvent } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type LabelProps,
} from 'recharts';
import { club } from '@vsf/engine';
import { api } from '../../api/client';
import { POLL_LOADING_TEXT, pollTexts } from './types';
import { usePoll } from './usePoll';
import { QueryState } from '../../ui/QueryState';
import styles from './PollPanel.module.css';

/** Each alternative's row: its name on one line, the bar under it. */
const ROW_PX = 54;
const BAR_PX = 22;
const NAME_PX = 14;

/**
 * The alternative's name above its bar, from the bar's left end. A name axis beside the bars
 * left them about 10 px and wrapped over three lines in its fixed 120 px; above the bar the
 * name has the chart's whole width, on a phone as well.
 */
function NameLabel(props: LabelProps) {
  const box = props.viewBox && 'width' in props.viewBox ? props.viewBox : null;
  const x = Number(props.x ?? box?.x ?? 0);
  const y = Number(props.y ?? box?.y ?? 0);
  return (
    <text x={x} y={y - 6} fontSize={NAME_PX} fontWeight={600} fill={club.colours.ink}>
      {props.value}
    </text>
  );
}

/**
 * The poll of an article: a live bar chart (recharts, loaded only with this panel), the
 * options as radios or checkboxes, and 'Stem!' (000 §2, §5).
 */
export default function PollPanel({ postID }: { postID: number }) {
  const { poll, reload } = usePoll(postID);
  const [chosen, setChosen] = useState<number[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // No poll and a failed read say the same (000 §8).
  if (!poll)
    return (
      <QueryState
        state={poll === undefined ? { status: 'loading' } : { status: 'empty' }}
        loading={{ text: POLL_LOADING_TEXT, className: styles.muted }}
        empty={{ text: pollTexts.noPoll, className: styles.muted }}
      >
        {() => null}
      </QueryState>
    );

  const single = poll.voteOnce !== 0;
  const data = poll.alternatives.map((name, index) => ({ name, stemmer: poll.votes[index] ?? 0 }));
  const toggle = (index: number) =>
    setChosen((current) =>
      single ? [index] : current.includes(index) ? current.filter((i) => i !== index) : [...current, index],
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.length === 0) return;
    setSending(true);
    try {
      const answer = await api('vote', { pollID: poll.id, alternatives: chosen });
      if (answer.success || answer.msg === pollTexts.registered) setMessage(pollTexts.registered);
      else if (answer.msg === pollTexts.notEligible) setMessage(pollTexts.notEligible);
      else console.error('vote:', answer.msg);
      await reload();
    } catch (error) {
      console.error(error);
    } finally {
      setSending(false);
    }
  };

  const status = message ?? (poll.hasVoted ? pollTexts.registered : poll.mayVote ? null : pollTexts.notEligible);

  return (
    <div className={styles.panel}>
      <h3 className={styles.title}>{poll.title}</h3>
      <div
        className={styles.chart}
        role="img"
        aria-label={`Resultat: ${data.map((d) => `${d.name} ${d.stemmer}`).join(', ')}`}
      >
        <ResponsiveContainer width="100%" height={data.length * ROW_PX + 40}>
          <BarChart
            data={data}
            layout="vertical"
            barSize={BAR_PX}
            margin={{ top: NAME_PX + 4, right: 36, bottom: 4, left: 8 }}
          >
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: NAME_PX }} />
            <YAxis type="category" dataKey="name" hide />
            <Tooltip cursor={{ fill: 'rgb(0 0 0 / 4%)' }} />
            <Bar dataKey="stemmer" fill={club.colours.primary} radius={[0, 6, 6, 0]} isAnimationActive={false}>
              <LabelList dataKey="name" content={NameLabel} />
              <LabelList dataKey="stemmer" position="right" fontSize={NAME_PX} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <p className={styles.muted}>{poll.totalVoters === 1 ? '1 har stemt' : `${poll.totalVoters} har stemt`}</p>
      {status ? (
        <p className={styles.status} role="status">
          {status}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <fieldset className={styles.options}>
            <legend className={styles.legend}>
              {single ? 'Velg ett alternativ' : 'Velg ett eller flere alternativer'}
            </legend>
            {poll.alternatives.map((alternative, index) => (
              <label key={index} className={styles.option}>
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={`poll-${poll.id}`}
                  checked={chosen.includes(index)}
                  onChange={() => toggle(index)}
                />
                <span>{alternative}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className={styles.vote} disabled={sending || chosen.length === 0}>
            Stem!
          </button>
        </form>
      )}
    </div>
  );
}
