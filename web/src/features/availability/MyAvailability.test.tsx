import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { AvailabilityAnswer, AvailabilityMatch } from '@vsf/contract';
import { queryClient } from '../../api/queryClient';
import { stubApi, type ApiRequest } from '../../test/apiStub';
import { MyAvailability } from './MyAvailability';

const match = (matchID: string, date: string, awayTeam: string): AvailabilityMatch => ({
  matchID,
  season: 2030,
  round: 5,
  date,
  time: '19.30',
  pitch: 'Vinderen kunstgress',
  homeTeam: 'Vinderen',
  awayTeam,
  kickoffAt: '2030-05-08T19:30:00+02:00',
  open: true,
});

const answer = (overrides: Partial<AvailabilityAnswer> = {}): AvailabilityAnswer => ({
  playerID: 7,
  name: 'Ola Nordmann',
  jerseyNo: 9,
  position: 'Angrep',
  hasAccount: true,
  status: null,
  comment: '',
  answeredAt: null,
  answeredBy: null,
  ...overrides,
});

let requests: ApiRequest[];
let setAnswer: object;

beforeEach(() => {
  requests = [];
  setAnswer = { success: true, answer: answer({ status: 'unavailable' }) };
  stubApi((call) => {
    if (call === 'getMyAvailability')
      return {
        success: true,
        fixtures: [
          { match: match('M5', '08.05.2030', 'Grorud IL 2'), answer: answer() },
          {
            match: match('M6', '15.05.2030', 'Lyn 3'),
            answer: answer({ status: 'available', comment: 'Kommer sent' }),
          },
        ],
      };
    if (call === 'setAvailability') return setAnswer;
    return undefined;
  }, requests);
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const renderView = () =>
  render(
    <Provider store={createStore()}>
      <MyAvailability />
    </Provider>,
  );

const card = async (title: string) => (await screen.findByRole('article', { name: title })) as HTMLElement;

describe("a club player's answers", () => {
  it('lists the coming fixtures with the answer given, pressed', async () => {
    renderView();
    const first = within(await card('VSF – Grorud IL 2'));
    expect(first.getByText('Onsdag 08.05.2030 kl. 19.30 · Vinderen kunstgress')).toBeTruthy();
    expect(first.queryAllByRole('button', { pressed: true })).toEqual([]);
    const second = within(await card('VSF – Lyn 3'));
    expect(second.getByRole('button', { name: /Kan spille/, pressed: true })).toBeTruthy();
    expect((second.getByLabelText('Kommentar (valgfri)') as HTMLInputElement).value).toBe('Kommer sent');
  });

  it('answers in one tap, then takes an optional comment', async () => {
    renderView();
    const first = within(await card('VSF – Grorud IL 2'));
    fireEvent.click(first.getByRole('button', { name: 'Kan ikke' }));
    expect(await first.findByText('Lagret: Kan ikke.')).toBeTruthy();
    expect(requests.find((request) => request.call === 'setAvailability')?.body).toEqual({
      matchID: 'M5',
      status: 'unavailable',
    });
    expect(first.getByRole('button', { name: /Kan ikke/ }).getAttribute('aria-pressed')).toBe('true');

    setAnswer = { success: true, answer: answer({ status: 'unavailable', comment: 'Jobber til 19' }) };
    fireEvent.change(first.getByLabelText('Kommentar (valgfri)'), { target: { value: ' Jobber til 19 ' } });
    fireEvent.click(first.getByRole('button', { name: 'Lagre kommentar' }));
    expect(await first.findByText('Kommentaren er lagret.')).toBeTruthy();
    expect(requests.filter((request) => request.call === 'setAvailability').at(-1)?.body).toEqual({
      matchID: 'M5',
      status: 'unavailable',
      comment: 'Jobber til 19',
    });
  });

  it("shows the server's refusal, and keeps the answer as it was", async () => {
    setAnswer = { success: false, msg: 'Kampen har startet, så svaret kan ikke endres lenger.' };
    renderView();
    const first = within(await card('VSF – Grorud IL 2'));
    fireEvent.click(first.getByRole('button', { name: 'Usikker' }));
    const alert = await first.findByRole('alert');
    expect(alert.textContent).toBe('Kampen har startet, så svaret kan ikke endres lenger.');
    await waitFor(() => expect(first.queryAllByRole('button', { pressed: true })).toEqual([]));
  });

  it('says so when there is nothing to answer', async () => {
    stubApi((call) => (call === 'getMyAvailability' ? { success: true, fixtures: [] } : undefined));
    renderView();
    expect(await screen.findByText('Ingen kommende kamper å svare på.')).toBeTruthy();
  });
});
