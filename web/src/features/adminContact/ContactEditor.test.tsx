import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ContactEditor } from './ContactEditor';
import { answerQuestion, closeNotice } from '../../test/dialogs';

const stored = [
  { id: 1, contactMethod: 'E-post', contactValue: 'post@vsf.no' },
  { id: 2, contactMethod: 'Telefon', contactValue: '22 22 22 22' },
];

describe('ContactEditor', () => {
  const calls: { call: string; body: unknown }[] = [];
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const call = url.replace('/api/', '');
        calls.push({ call, body: JSON.parse(String(init.body)) });
        const answers: Record<string, object> = {
          fetchContactInfo: { contactInfo: stored },
          replaceContactInfo: { msg: 'Endringene er lagret.' },
        };
        return new Response(JSON.stringify({ success: true, ...answers[call] }));
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const save = () => screen.getByRole('button', { name: 'Lagre' }) as HTMLButtonElement;
  const reset = () => screen.getByRole('button', { name: 'Tilbakestill' }) as HTMLButtonElement;

  it('offers save and reset only when the rows differ from the saved ones', async () => {
    render(<ContactEditor />);
    const value = (await screen.findByLabelText('Innhold, rad 1')) as HTMLInputElement;
    expect(save().disabled).toBe(true);
    expect(reset().disabled).toBe(true);
    fireEvent.change(value, { target: { value: 'kontakt@vsf.no' } });
    expect(save().disabled).toBe(false);
    fireEvent.change(value, { target: { value: 'post@vsf.no' } });
    expect(save().disabled).toBe(true);
  });

  it('asks before deleting a row and before resetting', async () => {
    render(<ContactEditor />);
    await screen.findByLabelText('Innhold, rad 2');
    fireEvent.click(screen.getAllByRole('button', { name: 'Slett' })[0]!);
    expect(await answerQuestion('Slette raden?', 'Slett raden')).toBe('Vil du slette raden «E-post»?');
    expect(screen.queryByLabelText('Innhold, rad 2')).toBeNull();
    fireEvent.click(reset());
    expect(await answerQuestion('Forkaste endringene?', 'Forkast endringene')).toBe(
      'Vil du forkaste endringene og gå tilbake til det som er lagret?',
    );
    expect((screen.getByLabelText('Innhold, rad 1') as HTMLInputElement).value).toBe('post@vsf.no');
  });

  it("refuses an empty row with 'Alle felt må fylles ut!' and saves all rows in order in one call", async () => {
    render(<ContactEditor />);
    await screen.findByLabelText('Innhold, rad 1');
    fireEvent.click(screen.getByRole('button', { name: 'Ny rad' }));
    fireEvent.click(save());
    expect(await closeNotice()).toBe('Alle felt må fylles ut!');
    expect(calls.some((c) => c.call === 'replaceContactInfo')).toBe(false);

    fireEvent.change(screen.getByLabelText('Kontaktmåte, rad 3'), { target: { value: 'Hjemmebane' } });
    fireEvent.change(screen.getByLabelText('Innhold, rad 3'), { target: { value: ' Vinderbanen ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Flytt «Hjemmebane» opp' }));
    fireEvent.click(save());
    expect(await closeNotice()).toBe('Endringene er lagret.');
    expect(calls.find((c) => c.call === 'replaceContactInfo')?.body).toEqual({
      contactInfo: [
        { contactMethod: 'E-post', contactValue: 'post@vsf.no' },
        { contactMethod: 'Hjemmebane', contactValue: 'Vinderbanen' },
        { contactMethod: 'Telefon', contactValue: '22 22 22 22' },
      ],
    });
    expect(save().disabled).toBe(true);
  });
});
