import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import type { MatchEvent } from '@vsf/engine';
import type { LiveMatch } from '@vsf/contract';
import { makeUser } from '../../test/factories';
import { sessionAtom } from '../../store/session';
import { LiveMatchEntry } from './LiveMatchEntry';
import { outboxKey } from './outboxStorage';
import { answerQuestion } from '../../test/dialogs';

/** What the stub server answers a call: a status and a body, or no answer at all (network down). */
type Reply = { status: number; body: object } | 'offline';
interface Request {
  call: string;
  body: Record<string, unknown>;
}

const squad = [
  { playerID: 4, name: 'Ola', jerseyNo: 9, position: 'Spiss' },
  { playerID: 5, name: 'Kari', jerseyNo: 10, position: 'Midtbane' },
];

function liveMatch(events: MatchEvent[] = []): LiveMatch {
  const goals = events.filter((event) => event.type === 'goal').length;
  return {
    matchID: 'M1',
    season: 2026,
    round: 3,
    tournament: '5. divisjon',
    date: '01.05.2026',
    time: '19.00',
    pitch: 'Vinderen kunstgress',
    homeTeam: 'Vinderen',
    awayTeam: 'Heming',
    phase: 'firstHalf',
    minute: 11,
    // Ten and a half minutes ago: the clock shows the 11th minute.
    phaseStartedAt: new Date(Date.now() - 10.5 * 60_000).toISOString(),
    halfLengthMinutes: 45,
    homeTeamScore: goals,
    awayTeamScore: 0,
    events,
    squad,
    keeperID: null,
    trivia: '',
    saved: false,
  };
}

const goalEvent = (overrides: Partial<MatchEvent> = {}): MatchEvent => ({
  eventID: 21,
  matchID: 'M1',
  type: 'goal',
  minute: 11,
  playerID: 4,
  assistPlayerID: 5,
  homeTeamScore: 1,
  awayTeamScore: 0,
  version: 1,
  enteredBy: 'admin',
  enteredAt: '2026-05-01T17:11:00.000Z',
  changedAt: null,
  ...overrides,
});

let requests: Request[] = [];
let reply: (call: string, body: Record<string, unknown>) => Reply;
let server = liveMatch();

beforeEach(() => {
  localStorage.clear();
  requests = [];
  server = liveMatch();
  reply = () => ({ status: 200, body: { success: true, match: server } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = url.replace('/api/', '');
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      requests.push({ call, body });
      const answer = reply(call, body);
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderEntry() {
  const store = createStore();
  store.set(sessionAtom, { status: 'loggedIn', user: makeUser({ username: 'admin', isAdmin: 1 }) });
  return render(
    <Provider store={store}>
      <MemoryRouter>
        <LiveMatchEntry matchID="M1" />
      </MemoryRouter>
    </Provider>,
  );
}

const calls = (name: string) => requests.filter((request) => request.call === name);

async function enterGoalByOlaAssistedByKari() {
  fireEvent.click(await screen.findByRole('button', { name: 'Mål' }));
  const dialog = screen.getByRole('dialog', { name: 'Mål' });
  fireEvent.click(within(within(dialog).getByRole('group', { name: 'Målscorer' })).getByLabelText(/Ola/));
  fireEvent.click(within(within(dialog).getByRole('group', { name: 'Målgivende (valgfritt)' })).getByLabelText(/Kari/));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
}

describe('the touchline entry', () => {
  it('sends a goal with its assist and the minute from the match clock, and lists it with who entered it', async () => {
    reply = (call) => {
      if (call === 'addMatchEvent') server = liveMatch([goalEvent()]);
      return { status: 200, body: { success: true, match: server, event: goalEvent() } };
    };
    renderEntry();
    expect((await screen.findByRole('region', { name: 'Stillingen' })).textContent).toContain('0–0');
    expect(screen.getByLabelText("Minutt 11'")).toBeTruthy();
    await enterGoalByOlaAssistedByKari();

    await waitFor(() => expect(calls('addMatchEvent')).toHaveLength(1));
    expect(calls('addMatchEvent')[0]?.body).toEqual({
      matchID: 'M1',
      type: 'goal',
      minute: 11,
      playerID: 4,
      assistPlayerID: 5,
    });
    expect(await screen.findByText('Mål: Ola (målgivende: Kari)')).toBeTruthy();
    expect(screen.getByText(/Ført av admin/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Stillingen' }).textContent).toContain('1–0');
    expect(localStorage.getItem(outboxKey('M1'))).toBeNull();
  });

  it('keeps a goal that could not be sent on screen and in storage, through a reload, until a retry sends it once', async () => {
    reply = (call) => (call === 'addMatchEvent' ? 'offline' : { status: 200, body: { success: true, match: server } });
    const first = renderEntry();
    await enterGoalByOlaAssistedByKari();

    const waiting = await screen.findByRole('list', { name: 'Ikke sendt ennå' });
    await waitFor(() => expect(within(waiting).getByText('Ikke sendt')).toBeTruthy());
    expect(within(waiting).getByText("11' Mål: Ola (målgivende: Kari)")).toBeTruthy();
    // The score counts the goal the volunteer saw go in.
    expect(screen.getByRole('region', { name: 'Stillingen' }).textContent).toContain('1–0');
    expect(JSON.parse(localStorage.getItem(outboxKey('M1')) ?? '[]')).toHaveLength(1);

    first.unmount();
    renderEntry();
    expect(await screen.findByText("11' Mål: Ola (målgivende: Kari)")).toBeTruthy();

    reply = (call) => {
      if (call === 'addMatchEvent') server = liveMatch([goalEvent()]);
      return { status: 200, body: { success: true, match: server, event: goalEvent() } };
    };
    const addsBefore = calls('addMatchEvent').length;
    const readsBefore = calls('getLiveMatch').length;
    fireEvent.click(screen.getByRole('button', { name: 'Send på nytt' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Ikke sendt ennå' })).toBeNull());
    // It looked for its goal on the server first (the lost answer might have been a stored goal), then sent it once.
    expect(calls('getLiveMatch').length).toBeGreaterThan(readsBefore);
    expect(calls('addMatchEvent').length).toBe(addsBefore + 1);
    expect(localStorage.getItem(outboxKey('M1'))).toBeNull();
  });

  it('does not add a goal twice when the lost answer had in fact stored it', async () => {
    reply = (call) => {
      if (call === 'addMatchEvent') {
        // Stored, but the answer never arrives.
        server = liveMatch([goalEvent({ eventID: 30 })]);
        return 'offline';
      }
      return { status: 200, body: { success: true, match: server } };
    };
    renderEntry();
    await enterGoalByOlaAssistedByKari();
    await screen.findByRole('button', { name: 'Send på nytt' });
    fireEvent.click(screen.getByRole('button', { name: 'Send på nytt' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Ikke sendt ennå' })).toBeNull());
    expect(calls('addMatchEvent')).toHaveLength(1);
  });

  it('shows a refusal with the server’s Norwegian message and never sends it again', async () => {
    reply = (call) =>
      call === 'addMatchEvent'
        ? { status: 400, body: { success: false, msg: 'Spilleren er ikke i troppen.' } }
        : { status: 200, body: { success: true, match: server } };
    renderEntry();
    await enterGoalByOlaAssistedByKari();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Spilleren er ikke i troppen.');
    expect(screen.queryByRole('button', { name: 'Send på nytt' })).toBeNull();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(calls('addMatchEvent')).toHaveLength(1);
    fireEvent.click(within(alert).getByRole('button', { name: 'Fjern' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem(outboxKey('M1'))).toBeNull();
  });

  it('on a 409 shows the server’s message and the fresh list', async () => {
    server = liveMatch([goalEvent()]);
    reply = (call) => {
      if (call === 'updateMatchEvent') {
        server = liveMatch([goalEvent({ minute: 14, version: 2, enteredBy: 'kari' })]);
        return { status: 409, body: { success: false, msg: 'Hendelsen ble nettopp endret av kari.' } };
      }
      return { status: 200, body: { success: true, match: server } };
    };
    renderEntry();
    fireEvent.click(await screen.findByRole('button', { name: "Endre 11' Mål: Ola (målgivende: Kari)" }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ett minutt senere' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Hendelsen ble nettopp endret av kari.');
    expect(calls('updateMatchEvent')[0]?.body).toMatchObject({ eventID: 21, version: 1, minute: 12 });
    expect(await screen.findByText(/Ført av kari/)).toBeTruthy();
    expect(screen.getByText("14'")).toBeTruthy();
  });

  it('asks before deleting, and sends the version the admin saw', async () => {
    server = liveMatch([goalEvent()]);
    renderEntry();
    fireEvent.click(await screen.findByRole('button', { name: "Slett 11' Mål: Ola (målgivende: Kari)" }));
    const question = await screen.findByRole('dialog', { name: 'Slette hendelsen?' });
    expect(question.textContent).toContain("«11' Mål: Ola (målgivende: Kari)» tas bort fra kampen.");
    expect(calls('deleteMatchEvent')).toHaveLength(0);
    fireEvent.click(within(question).getByRole('button', { name: 'Slett hendelsen' }));
    await waitFor(() => expect(calls('deleteMatchEvent')).toHaveLength(1));
    expect(calls('deleteMatchEvent')[0]?.body).toEqual({ eventID: 21, version: 1 });
  });

  it("asks before 'Avbryt direkteføringen', keeps the match on 'Fortsett kampføringen', and cancels on the button that says so", async () => {
    server = liveMatch([goalEvent()]);
    renderEntry();
    fireEvent.click(await screen.findByRole('button', { name: 'Avbryt direkteføringen' }));
    expect(await answerQuestion('Avbryte direkteføringen?', 'Fortsett kampføringen')).toContain(
      'Hendelsene og troppen slettes',
    );
    expect(calls('cancelLiveMatch')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt direkteføringen' }));
    await answerQuestion('Avbryte direkteføringen?', 'Avbryt direkteføringen');
    await waitFor(() => expect(calls('cancelLiveMatch')).toHaveLength(1));
    expect(calls('cancelLiveMatch')[0]?.body).toEqual({ matchID: 'M1' });
  });

  it("offers no 'Avbryt direkteføringen' before kick-off or once the result is saved", async () => {
    server = { ...liveMatch(), saved: true, phase: 'finished' };
    renderEntry();
    await screen.findByText('Resultatet er lagret.');
    expect(screen.queryByRole('button', { name: 'Avbryt direkteføringen' })).toBeNull();
  });

  it('checks an event with the engine’s rules before it leaves: a minute outside the match', async () => {
    renderEntry();
    fireEvent.click(await screen.findByRole('button', { name: 'Mål av motstanderen' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Minutt'), { target: { value: '200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Minuttet må være et helt tall fra 1 til 120.');
    expect(calls('addMatchEvent')).toHaveLength(0);
  });

  it('says before any squad is picked that a match of a later day cannot kick off, in the server’s words', async () => {
    const tomorrow = new Date(Date.now() + 36 * 3_600_000);
    const [year, month, day] = tomorrow.toISOString().slice(0, 10).split('-');
    server = {
      ...liveMatch(),
      phase: 'notStarted',
      minute: null,
      phaseStartedAt: null,
      date: `${day}.${month}.${year}`,
    };
    renderEntry();
    expect((await screen.findByRole('alert')).textContent).toBe('Kampen kan ikke startes før kampdagen.');
    expect(screen.queryByRole('button', { name: 'Avspark' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mål' })).toBeNull();
  });

  it('shows a refused write above the event buttons, not below the list', async () => {
    reply = (call) =>
      call === 'addMatchEvent'
        ? { status: 400, body: { success: false, msg: 'Spilleren er ikke i troppen.' } }
        : { status: 200, body: { success: true, match: server } };
    renderEntry();
    await enterGoalByOlaAssistedByKari();
    const alert = await screen.findByRole('alert');
    const pad = screen.getByRole('region', { name: 'Registrer hendelse' });
    expect(alert.compareDocumentPosition(pad) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
