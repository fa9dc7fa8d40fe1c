import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import type { MatchPlayerVote as Vote } from '@vsf/contract';
import { sessionAtom } from '../../store/session';
import { stubApi, type ApiRequest } from '../../test/apiStub';
import { makeUser } from '../../test/factories';
import { MatchPlayerVote, VOTE_TEXTS } from './MatchPlayerVote';

const CLOSES = '2026-09-14T19:40:00+02:00';
const open: Vote = {
  matchID: 'M7',
  phase: 'open',
  closesAt: CLOSES,
  candidates: [
    { playerID: 1, name: 'Per Keeper', jerseyNo: 1 },
    { playerID: 9, name: 'Ola Nordmann', jerseyNo: 9 },
    { playerID: 4, name: 'Kari Hansen', jerseyNo: 100 },
  ],
  myVote: null,
  counts: null,
  winners: null,
  totalVotes: null,
};

/** The server as the vote's calls answer: `state.vote` is read at each call, and a vote changes it. */
function stubVote(state: { vote: Vote; refusal?: string }): ApiRequest[] {
  return stubApi((call) => {
    if (call === 'getMatchPlayerVote') return { success: true, vote: state.vote };
    if (call === 'voteMatchPlayer') {
      if (state.refusal) return { success: false, msg: state.refusal };
      state.vote = { ...state.vote, myVote: 9 };
      return { success: true, msg: 'Takk for stemmen!', vote: state.vote };
    }
    return undefined;
  });
}

function renderVote(loggedIn: boolean) {
  const store = createStore();
  store.set(sessionAtom, loggedIn ? { status: 'loggedIn', user: makeUser() } : { status: 'loggedOut' });
  return render(
    <Provider store={store}>
      <MemoryRouter>
        <MatchPlayerVote matchID="M7" />
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Kampens spiller on the match centre', () => {
  it('shows nothing before full time', async () => {
    const requests = stubVote({ vote: { ...open, phase: 'none', closesAt: null, candidates: [] } });
    const { container } = renderVote(true);
    await waitFor(() => expect(requests.map((r) => r.call)).toContain('getMatchPlayerVote'));
    expect(container.textContent).toBe('');
  });

  it('takes one vote with one tap, thanks the voter and says when it closes, never showing a count', async () => {
    const requests = stubVote({ vote: open });
    renderVote(true);
    expect(await screen.findByRole('heading', { name: 'Kampens spiller' })).toBeTruthy();
    expect(screen.getByText(/Avstemningen stenger .*mandag 14\.09\.2026 kl\. 19\.40\./)).toBeTruthy();
    expect(screen.getByText(/Stemmene telles når avstemningen stenger/)).toBeTruthy();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['1Per Keeper', '9Ola Nordmann', '–Uten draktnummerKari Hansen']);

    fireEvent.click(screen.getByRole('button', { name: /Ola Nordmann/ }));
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toBe(`${VOTE_TEXTS.thanks} Du stemte på Ola Nordmann.`);
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(requests.filter((r) => r.call === 'voteMatchPlayer').map((r) => r.body)).toEqual([
      { matchID: 'M7', playerID: 9 },
    ]);
    expect(screen.queryByText(/stemmer?\b/)).toBeNull();
  });

  it("shows the server's refusal where the buttons are", async () => {
    stubVote({ vote: open, refusal: 'Avstemningen om kampens spiller er avsluttet.' });
    renderVote(true);
    fireEvent.click(await screen.findByRole('button', { name: /Per Keeper/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Avstemningen om kampens spiller er avsluttet.');
  });

  it('asks a visitor to log in first', async () => {
    stubVote({ vote: open });
    renderVote(false);
    expect((await screen.findByRole('link', { name: VOTE_TEXTS.logIn })).getAttribute('href')).toBe('/login');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('shows the winner and every count once closed, a tie as shared', async () => {
    stubVote({
      vote: {
        ...open,
        phase: 'closed',
        myVote: 1,
        counts: [
          { playerID: 1, votes: 3 },
          { playerID: 9, votes: 3 },
          { playerID: 4, votes: 1 },
        ],
        winners: [1, 9],
        totalVotes: 7,
      },
    });
    renderVote(true);
    expect(await screen.findByText('Per Keeper og Ola Nordmann')).toBeTruthy();
    const counts = screen.getByRole('list', { name: 'Stemmene' });
    expect([...counts.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Per Keeper3 stemmer',
      'Ola Nordmann3 stemmer',
      'Kari Hansen1 stemme',
    ]);
    expect(screen.getByText('7 stemmer totalt.')).toBeTruthy();
    expect(screen.getByText('Du stemte på Per Keeper.')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('says so when nobody voted', async () => {
    stubVote({ vote: { ...open, phase: 'closed', counts: [], winners: [], totalVotes: 0 } });
    renderVote(true);
    expect(await screen.findByText(VOTE_TEXTS.noVotes)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Stemmene' })).toBeNull();
  });
});
