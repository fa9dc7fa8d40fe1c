import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { makeUser } from '../../test/factories';
import { PlayerProfileSection } from './PlayerProfileSection';
import { closeNotice } from '../../test/dialogs';

const player = {
  playerID: 4,
  firstName: 'Per',
  lastName: 'Spiller',
  nickname: 'Pelle',
  birthdate: '1995-03-02',
  sex: 'male',
  position: 'Målvakt',
  description: '',
  jerseyNo: 1,
  image: null,
  active: 1,
  deletable: 0,
  userID: 3,
  username: 'spiller',
  matchesPlayed: 5,
};
let sent: FormData | null;
beforeEach(() => {
  sent = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('updateVSFPlayer')) sent = init?.body as FormData;
      const answer = url.endsWith('getVSFPlayerFromUserID')
        ? { success: true, player }
        : { success: true, msg: 'Informasjonen er lagret' };
      return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the club-player profile', () => {
  it('shows the linked player and sends the edit as multipart, Målvakt as Keeper', async () => {
    render(<PlayerProfileSection user={makeUser({ userID: 3, isPlayer: 1 })} />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    const first = (await screen.findByLabelText(/Fornavn/)) as HTMLInputElement;
    expect(first.value).toBe('Per');
    expect((screen.getByLabelText('Posisjon') as HTMLSelectElement).value).toBe('Keeper');
    fireEvent.change(screen.getByLabelText('Kallenavn'), { target: { value: 'Keeperen' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Spillerprofil' }));
    expect(await closeNotice()).toBe('Informasjonen er lagret');
    expect(sent?.get('playerID')).toBe('4');
    expect(sent?.get('nickname')).toBe('Keeperen');
    expect(sent?.get('imageUpdated')).toBe('0');
  });

  it('requires first and last name', async () => {
    render(<PlayerProfileSection user={makeUser({ userID: 3, isPlayer: 1 })} />);
    fireEvent.change(await screen.findByLabelText(/Etternavn/), { target: { value: ' ' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Spillerprofil' }));
    expect(await closeNotice()).toBe('Du må fylle inn fornavn og etternavn.');
    expect(sent).toBeNull();
  });
});
