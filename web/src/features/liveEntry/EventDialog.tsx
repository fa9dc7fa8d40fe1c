import { useId, useState } from 'react';
import { liveEventProblem, type LiveEventFacts, type LiveSquadPlayer, type MatchEventType } from '@vsf/engine';
import { JerseyNumber } from '../../ui/JerseyNumber';
import { Modal } from '../../ui/Modal';
import { EVENT_LABEL, LIVE_TEXTS } from './texts';
import styles from './LiveEntry.module.css';

export interface EventFacts {
  type: MatchEventType;
  minute: number;
  playerID: number | null;
  assistPlayerID: number | null;
}

interface EventDialogProps {
  title: string;
  initial: EventFacts;
  squad: readonly LiveSquadPlayer[];
  /** The match's other events and its half's length: the engine's rules check the event before it is sent. */
  others: readonly LiveEventFacts[];
  halfLength: number;
  /** A correction: the kind of event may change too, and the stored scorer counts as chosen. */
  editing?: boolean;
  onSave: (facts: EventFacts) => void;
  onClose: () => void;
}

const needsPlayer = (type: MatchEventType) => type !== 'opponentGoal';
const NO_ONE = 'none';

function PlayerChoice(props: {
  legend: string;
  name: string;
  players: readonly LiveSquadPlayer[];
  value: number | null;
  noneLabel?: string;
  onChange: (playerID: number | null) => void;
}) {
  const { legend, name, players, value, noneLabel, onChange } = props;
  return (
    <fieldset className={styles.choiceGroup}>
      <legend>{legend}</legend>
      <div className={styles.radioGrid}>
        {players.map((player) => (
          <label key={player.playerID} className={styles.radio}>
            <input
              type="radio"
              name={name}
              checked={value === player.playerID}
              onChange={() => onChange(player.playerID)}
            />
            <span>
              <JerseyNumber className={styles.jersey} jerseyNo={player.jerseyNo} /> {player.name}
            </span>
          </label>
        ))}
        {noneLabel && (
          <label className={styles.radio}>
            <input type="radio" name={name} value={NO_ONE} checked={value === null} onChange={() => onChange(null)} />
            <span>{noneLabel}</span>
          </label>
        )}
      </div>
    </fieldset>
  );
}

/**
 * One event, new or corrected: who (from the squad), the assist for a goal, and the minute
 * (filled from the match clock, changed with − and + or typed).
 */
export function EventDialog(props: EventDialogProps) {
  const { title, initial, squad, others, halfLength, editing = false, onSave, onClose } = props;
  const [facts, setFacts] = useState(initial);
  const [chosen, setChosen] = useState(editing || initial.playerID !== null);
  const [problem, setProblem] = useState('');
  const minuteId = useId();
  const typeId = useId();
  const change = (patch: Partial<EventFacts>) => {
    setProblem('');
    setFacts((old) => ({ ...old, ...patch }));
  };
  const { type, minute, playerID, assistPlayerID } = facts;
  const playerMissing = needsPlayer(type) && type !== 'goal' ? playerID === null : type === 'goal' && !chosen;
  const minuteValid = Number.isInteger(minute) && minute >= 1;

  const save = () => {
    if (playerMissing || !minuteValid) return;
    const scorer = needsPlayer(type) ? playerID : null;
    const checked = {
      type,
      minute,
      playerID: scorer,
      assistPlayerID: type === 'goal' && scorer !== null ? assistPlayerID : null,
    };
    const squadIDs = squad.map((player) => player.playerID);
    const refusal = liveEventProblem({ eventID: 0, ...checked }, { squad: squadIDs, halfLength, others });
    if (refusal) setProblem(refusal);
    else onSave(checked);
  };

  return (
    <Modal
      title={title}
      onClose={onClose}
      okButton={false}
      footer={
        <>
          <button type="button" className={styles.quiet} onClick={onClose}>
            Avbryt
          </button>
          <button type="button" className={styles.primary} disabled={playerMissing || !minuteValid} onClick={save}>
            Lagre
          </button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        {editing && (
          <div className={styles.field}>
            <label htmlFor={typeId}>Hendelse</label>
            <select
              id={typeId}
              value={type}
              onChange={(event) => change({ type: event.target.value as MatchEventType, assistPlayerID: null })}
            >
              {(Object.keys(EVENT_LABEL) as MatchEventType[]).map((option) => (
                <option key={option} value={option}>
                  {EVENT_LABEL[option]}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor={minuteId}>Minutt</label>
          <div className={styles.minuteRow}>
            <button
              type="button"
              className={styles.stepper}
              aria-label="Ett minutt tidligere"
              onClick={() => change({ minute: Math.max(1, minute - 1) })}
            >
              −
            </button>
            <input
              id={minuteId}
              className={styles.minuteInput}
              type="number"
              inputMode="numeric"
              min={1}
              value={Number.isNaN(minute) ? '' : minute}
              onChange={(event) => change({ minute: event.target.valueAsNumber })}
            />
            <button
              type="button"
              className={styles.stepper}
              aria-label="Ett minutt senere"
              onClick={() => change({ minute: (Number.isNaN(minute) ? 0 : minute) + 1 })}
            >
              +
            </button>
          </div>
        </div>
        {type === 'goal' && (
          <PlayerChoice
            legend="Målscorer"
            name="scorer"
            players={squad}
            value={chosen ? playerID : -1}
            noneLabel={LIVE_TEXTS.opponentOwnGoal}
            onChange={(id) => {
              setChosen(true);
              change({ playerID: id, assistPlayerID: assistPlayerID === id ? null : assistPlayerID });
            }}
          />
        )}
        {type === 'goal' && chosen && playerID !== null && (
          <PlayerChoice
            legend="Målgivende (valgfritt)"
            name="assist"
            players={squad.filter((player) => player.playerID !== playerID)}
            value={assistPlayerID}
            noneLabel={LIVE_TEXTS.noAssist}
            onChange={(id) => change({ assistPlayerID: id })}
          />
        )}
        {needsPlayer(type) && type !== 'goal' && (
          <PlayerChoice
            legend={type === 'ownGoal' ? 'Hvem scoret selvmål?' : 'Hvem fikk kortet?'}
            name="player"
            players={squad}
            value={playerID}
            onChange={(id) => change({ playerID: id })}
          />
        )}
        {problem && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
      </div>
    </Modal>
  );
}
