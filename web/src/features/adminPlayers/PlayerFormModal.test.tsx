import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PlayerFormModal } from './PlayerFormModal';
import type { AdminPlayer } from '@vsf/contract';
import { closeNotice } from '../../test/dialogs';

const stored: AdminPlayer = {
  playerID: 4,
  firstName: 'Per',
  lastName: 'Spiller',
  nickname: 'Pelle',
  birthdate: null,
  sex: null,
  position: 'Forsvar',
  description: '',
  jerseyNo: 4,
  image: null,
  imageSize: null,
  active: 1,
  deletable: 1,
  userID: null,
  username: null,
  matchesPlayed: 0,
};
let answer: object;
let sent: { call: string; form: FormData }[];
const onSaved = vi.fn();

beforeEach(() => {
  answer = { success: true, msg: 'Den nye spilleren er lagret.', playerID: 9 };
  sent = [];
  onSaved.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ call: url.replace('/api/', ''), form: init?.body as FormData });
      return new Response(JSON.stringify(answer));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (player: AdminPlayer | null) =>
  render(<PlayerFormModal player={player} onClose={() => undefined} onSaved={onSaved} />);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));

describe('the club-player form (002 §8: refusals are browser alerts)', () => {
  it('alerts the missing names of a new player and sends nothing', async () => {
    open(null);
    type('Fornavn', 'Ola');
    save();
    expect(await closeNotice()).toBe('Du må minimum fylle inn kallenavn, fornavn og etternavn');
    expect(sent).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('alerts the missing names of an edit', async () => {
    open(stored);
    type('Etternavn', ' ');
    save();
    expect(await closeNotice()).toBe('Du må fylle inn fornavn og etternavn.');
    expect(sent).toEqual([]);
  });

  it("alerts the server's refusal and stays open", async () => {
    answer = { success: false, msg: 'Navnet er for langt.' };
    open(stored);
    save();
    expect(await closeNotice()).toBe('Navnet er for langt.');
    expect(sent[0]?.call).toBe('updateVSFPlayer');
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("alerts the server's answer after a save and reports it", async () => {
    open(null);
    type('Kallenavn', 'Lynet');
    type('Fornavn', 'Ola');
    type('Etternavn', 'Testmann');
    save();
    // The dialog stays until the message is read, as it did behind alert().
    expect(await closeNotice()).toBe('Den nye spilleren er lagret.');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]?.call).toBe('newVSFPlayer');
    expect(sent[0]?.form.get('name')).toBe('Ola_Testmann');
  });

  it('alerts a picture the server would refuse, by type or size, and does not send it', async () => {
    open(stored);
    const input = screen.getByLabelText(/Spillerbilde/);
    expect(input.getAttribute('accept')).toBe('image/png,image/jpeg,image/webp,image/gif');
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    expect(await closeNotice()).toBe('Bildet må være PNG, JPEG, WebP eller GIF.');
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'stort.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await closeNotice()).toBe('Bildet er for stort (maks 5 MB).');
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.form.get('imageUpdated')).toBe('0');
    expect(sent[0]?.form.get('playerImage')).toBeNull();
  });

  it('shows the stored portrait as a small file, and a picture just chosen from memory in the same circle', async () => {
    open({ ...stored, image: '/api/images/31', imageSize: { width: 1024, height: 1280 } });
    const portrait = () => screen.getByRole('dialog').querySelector('img')!;
    expect(portrait().getAttribute('srcset')).toBe(
      '/api/images/31?w=320 320w, /api/images/31?w=640 640w, /api/images/31 1024w',
    );
    expect(portrait().getAttribute('sizes')).toBe('56px');
    expect(portrait().getAttribute('width')).toBe('1024');

    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:valgt', revokeObjectURL: () => undefined }));
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'portrett.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Spillerbilde/), { target: { files: [photo] } });
    await waitFor(() => expect(portrait().getAttribute('src')).toBe('blob:valgt'));
    expect(portrait().hasAttribute('srcset')).toBe(false);
  });
});
