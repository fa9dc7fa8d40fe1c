import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { stubApi } from '../../test/apiStub';
import { UnsubscribeEmail } from './UnsubscribeEmail';

const TOKEN = `12.corrections.${'a'.repeat(43)}`;

afterEach(() => vi.unstubAllGlobals());

function renderPage(token: string) {
  render(
    <MemoryRouter>
      <UnsubscribeEmail token={token} />
    </MemoryRouter>,
  );
}

describe('the unsubscribe page', () => {
  it('sends its token once and says which mails were turned off', async () => {
    const requests = stubApi((call) =>
      call === 'unsubscribeEmail' ? { success: true, deadline: true, corrections: false } : undefined,
    );
    renderPage(TOKEN);
    expect(await screen.findByRole('heading', { name: 'Du er meldt av' })).toBeTruthy();
    expect(screen.getByText('Du får ikke lenger poengrettelser på e-post.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profil' }).getAttribute('href')).toBe('/fantasy/profile');
    expect(requests).toEqual([{ call: 'unsubscribeEmail', body: { token: TOKEN } }]);
  });

  it('shows the server’s refusal of a token that is not ours', async () => {
    stubApi(() => ({ success: false, msg: 'Lenken for å melde deg av er ikke gyldig.' }));
    renderPage(TOKEN);
    expect((await screen.findByRole('alert')).textContent).toBe('Lenken for å melde deg av er ikke gyldig.');
  });

  it('asks nothing for a link without a token', () => {
    const requests = stubApi(() => undefined);
    renderPage('');
    expect(screen.getByRole('alert').textContent).toMatch(/^Lenken for å melde deg av er ikke gyldig/);
    expect(requests).toEqual([]);
  });
});
