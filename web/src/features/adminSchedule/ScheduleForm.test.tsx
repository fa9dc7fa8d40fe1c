import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ScheduleForm } from './ScheduleForm';
import {
  EMPTY_FORM,
  OTHER,
  SCHEDULE_TEXTS,
  fixtureBody,
  scheduleProblem,
  type ScheduleFormValues,
} from './scheduleForm';
import { answerQuestion, closeNotice } from '../../test/dialogs';

const valid: ScheduleFormValues = {
  ...EMPTY_FORM,
  round: '4',
  date: '2026-06-14',
  time: '19:30',
  pitch: 'Vinderbanen',
  tournement: '5. divisjon',
  homeTeam: 'Vinderen',
  awayTeam: 'Ullern 3',
};

describe('scheduleProblem', () => {
  it('asks for every field, round at least 1, and the club spelt exactly on one side', () => {
    expect(scheduleProblem(valid)).toBeNull();
    expect(scheduleProblem({ ...valid, time: '' })).toBe(SCHEDULE_TEXTS.allFields);
    expect(scheduleProblem({ ...valid, pitch: OTHER, pitchText: ' ' })).toBe(SCHEDULE_TEXTS.allFields);
    expect(scheduleProblem({ ...valid, matchNumberKind: 'existing', matchID: '' })).toBe(SCHEDULE_TEXTS.allFields);
    expect(scheduleProblem({ ...valid, round: '0' })).toBe(SCHEDULE_TEXTS.roundMin);
    expect(scheduleProblem({ ...valid, homeTeam: 'vinderen' })).toBe(SCHEDULE_TEXTS.noClub);
    expect(scheduleProblem({ ...valid, homeTeam: 'Vinderen ' })).toBeNull();
    expect(scheduleProblem({ ...valid, awayTeam: 'Ullern 3 ' })).toBe(SCHEDULE_TEXTS.spaces);
  });

  it("sends the free text for 'not in the list' and 'none' for a generated match number", () => {
    const body = fixtureBody({ ...valid, pitch: OTHER, pitchText: 'Ny bane' });
    expect(body).toMatchObject({ pitch: 'Ny bane', matchID: 'none', round: 4, aside: 11 });
  });
});

describe('ScheduleForm', () => {
  const calls: { call: string; body: unknown }[] = [];
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const call = url.replace('/api/', '');
        calls.push({ call, body: JSON.parse(String(init.body)) });
        const answers: Record<string, object> = {
          getAllPitches: { pitches: [{ id: 1, name: 'Vinderbanen' }] },
          getAllTournements: { tournements: [{ id: 1, name: '5. divisjon' }] },
          findTeamNameSuggestion: { teams: [] },
          addFixture: { msg: 'ok' },
        };
        return new Response(JSON.stringify({ success: true, ...answers[call] }));
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("fills the weekday from the date, alerts 'Alle felt må fylles ut!' and sends nothing until complete", async () => {
    const onSaved = vi.fn();
    render(<ScheduleForm initial={EMPTY_FORM} fixtureTableID={null} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Dato'), { target: { value: '2026-06-14' } });
    expect(screen.getByLabelText('Ukedag').tagName).toBe('OUTPUT');
    expect(screen.getByLabelText('Ukedag').textContent).toBe('Søndag');
    fireEvent.change(screen.getByLabelText('Dato'), { target: { value: '2026-06-15' } });
    expect(screen.getByLabelText('Ukedag').textContent).toBe('Mandag');
    expect((screen.getByLabelText('Antall spillere (er-fotball)') as HTMLInputElement).value).toBe('11');
    fireEvent.click(screen.getByRole('button', { name: 'Legg til kamp' }));
    expect(await closeNotice()).toBe('Alle felt må fylles ut!');
    expect(calls.some((c) => c.call === 'addFixture')).toBe(false);

    await waitFor(() => expect(screen.getByRole('option', { name: 'Vinderbanen' })).toBeTruthy());
    expect(screen.getByRole('option', { name: 'Banen finnes ikke i nedfallsmenyen' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Turneringen finnes ikke i nedfallsmenyen' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Runde'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Klokkeslett'), { target: { value: '19:30' } });
    fireEvent.change(screen.getByLabelText('Bane'), { target: { value: OTHER } });
    expect((screen.getByLabelText('Bane (fritekst)') as HTMLInputElement).disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Bane (fritekst)'), { target: { value: 'Ny bane' } });
    fireEvent.change(screen.getByLabelText('Turnering'), { target: { value: '5. divisjon' } });
    fireEvent.change(screen.getByLabelText('Hjemmelag'), { target: { value: 'Vindern' } });
    fireEvent.change(screen.getByLabelText('Bortelag'), { target: { value: 'Ullern 3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Legg til kamp' }));
    expect(await closeNotice()).toBe('Kampen er lagret i kampprogrammet.');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((c) => c.call === 'addFixture')?.body).not.toHaveProperty('season');
    expect(calls.find((c) => c.call === 'addFixture')?.body).not.toHaveProperty('weekday');
    expect(calls.find((c) => c.call === 'addFixture')?.body).toMatchObject({
      pitch: 'Ny bane',
      date: '2026-06-15',
      matchID: 'none',
      homeTeam: 'Vindern',
    });
  });

  it('sends the season the admin chose, not the year of the date', async () => {
    const onSaved = vi.fn();
    render(
      <ScheduleForm
        initial={{ ...valid, matchNumberKind: 'existing', matchID: '12345678', season: '2026', date: '2027-01-04' }}
        seasons={[2027, 2026, 2025]}
        fixtureTableID={7}
        onSaved={onSaved}
      />,
    );
    expect((screen.getByLabelText('Sesong') as HTMLSelectElement).value).toBe('2026');
    fireEvent.click(screen.getByRole('button', { name: 'Lagre endringer' }));
    await answerQuestion('Lagre endringene?', 'Lagre endringene');
    await closeNotice();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((c) => c.call === 'changeFixtureScheduleData')?.body).toMatchObject({
      season: 2026,
      date: '2027-01-04',
    });
  });
});
