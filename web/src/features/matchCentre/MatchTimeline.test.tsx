import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { makeLiveMatch, makeMatchEvent } from '../../test/factories';
import { MatchTimeline, NO_EVENTS_TEXT } from './MatchTimeline';

const rows = () => screen.getAllByRole('listitem').map((item) => item.textContent);
const icons = () => screen.getAllByRole('listitem').map((item) => item.getAttribute('data-kind'));

describe('MatchTimeline', () => {
  const opener = makeMatchEvent('goal', 12, [1, 0], { assistPlayerID: 8 });
  const booking = makeMatchEvent('yellowCard', 30, [1, 0], { playerID: 8 });
  const equaliser = makeMatchEvent('opponentGoal', 40, [1, 1]);
  const ownGoal = makeMatchEvent('ownGoal', 60, [1, 2]);

  it('shows each event with its icon, newest first while live, and the running score at each goal', () => {
    render(
      <MatchTimeline match={makeLiveMatch({ phase: 'secondHalf', events: [opener, booking, equaliser, ownGoal] })} />,
    );
    expect(rows()).toEqual([
      '60’Selvmål av Ola Nordmann1–2',
      'Andre omgang er i gang',
      'Pause',
      '40’Mål av Heming1–1',
      '30’Gult kort til Kari Hansen',
      '12’Mål av Ola NordmannMålgivende: Kari Hansen1–0',
      'Avspark',
    ]);
    expect(icons()).toEqual(['ownGoal', 'phase', 'phase', 'opponentGoal', 'yellowCard', 'goal', 'phase']);
    expect(screen.getByLabelText('Stillingen 1–1')).toBeTruthy();
  });

  it('reads in order once the match is over', () => {
    render(
      <MatchTimeline
        match={makeLiveMatch({ phase: 'finished', events: [opener, makeMatchEvent('redCard', 80, [1, 0])] })}
      />,
    );
    expect(rows()).toEqual([
      'Avspark',
      '12’Mål av Ola NordmannMålgivende: Kari Hansen1–0',
      'Pause',
      'Andre omgang er i gang',
      '80’Rødt kort til Ola Nordmann',
      'Slutt',
    ]);
  });

  it('follows corrections and deletions: the refetched events replace what was shown', () => {
    const match = makeLiveMatch({ phase: 'firstHalf', events: [opener, booking, equaliser] });
    const { rerender } = render(<MatchTimeline match={match} />);
    expect(rows()).toHaveLength(4);

    // The scorer was Kari, in the 14th minute; the booking was a mistake and is deleted.
    const corrected = {
      ...opener,
      playerID: 8,
      assistPlayerID: null,
      minute: 14,
      version: 2,
      changedAt: '2026-05-12T17:20:00Z',
    };
    rerender(<MatchTimeline match={{ ...match, events: [corrected, equaliser] }} />);
    expect(rows()).toEqual(['40’Mål av Heming1–1', '14’Mål av Kari Hansen(rettet)1–0', 'Avspark']);
    expect(screen.queryByText(/Gult kort/)).toBeNull();
    expect(screen.queryByText(/Ola Nordmann/)).toBeNull();
  });

  it('says so when nothing has happened yet', () => {
    render(<MatchTimeline match={makeLiveMatch({ phase: 'notStarted', phaseStartedAt: null })} />);
    expect(screen.getByText(NO_EVENTS_TEXT)).toBeTruthy();
  });
});
