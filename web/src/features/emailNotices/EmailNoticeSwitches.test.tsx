import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../api/queryClient';
import { makeUser } from '../../test/factories';
import { stubApi, type ApiRequest } from '../../test/apiStub';
import { closeNotice } from '../../test/dialogs';
import { EmailNoticeSwitches } from './EmailNoticeSwitches';

let settings = { deadline: false, corrections: false };

function stub(refuse?: string): ApiRequest[] {
  return stubApi((call) => {
    if (call === 'getEmailNotices') return { success: true, ...settings, email: 'ola@example.no' };
    if (call !== 'setEmailNotices') return undefined;
    if (refuse) return { success: false, msg: refuse };
    return { success: true, ...settings };
  });
}

function renderSwitches(email = 'ola@example.no') {
  render(
    <QueryClientProvider client={queryClient}>
      <EmailNoticeSwitches user={makeUser({ email })} />
    </QueryClientProvider>,
  );
}

const switchNamed = (name: RegExp) => screen.findByRole('switch', { name }) as Promise<HTMLInputElement>;

afterEach(() => {
  queryClient.clear();
  settings = { deadline: false, corrections: false };
  vi.unstubAllGlobals();
});

describe('Varsler på e-post', () => {
  it('shows both switches off by default, and where the mails go', async () => {
    stub();
    renderSwitches();
    expect((await switchNamed(/Fristpåminnelser på e-post/)).checked).toBe(false);
    expect((await switchNamed(/Poengrettelser på e-post/)).checked).toBe(false);
    expect(screen.getByText(/Varslene sendes til ola@example\.no/)).toBeTruthy();
  });

  it('turns one switch on with setEmailNotices naming only it, and says so', async () => {
    const requests = stub();
    renderSwitches();
    const deadline = await switchNamed(/Fristpåminnelser/);
    settings = { deadline: true, corrections: false };
    await act(async () => fireEvent.click(deadline));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Fristpåminnelser på e-post er slått på.'));
    expect(requests.filter((request) => request.call === 'setEmailNotices')).toEqual([
      { call: 'setEmailNotices', body: { deadline: true } },
    ]);
    expect((await switchNamed(/Fristpåminnelser/)).checked).toBe(true);
    expect((await switchNamed(/Poengrettelser/)).checked).toBe(false);
  });

  it('shows the server’s refusal and leaves the switch as it was', async () => {
    stub('Legg inn e-postadressen din under Din informasjon før du slår på varsler på e-post.');
    renderSwitches();
    const corrections = await switchNamed(/Poengrettelser/);
    await act(async () => fireEvent.click(corrections));
    expect(await closeNotice()).toMatch(/^Legg inn e-postadressen din/);
    expect((await switchNamed(/Poengrettelser/)).checked).toBe(false);
  });

  it('without an address, asks for one and keeps the switches off', async () => {
    const requests = stub();
    renderSwitches('');
    const deadline = await switchNamed(/Fristpåminnelser/);
    expect(deadline.disabled).toBe(true);
    expect(screen.getByText(/Legg inn e-postadressen din under Din informasjon/)).toBeTruthy();
    fireEvent.click(deadline);
    expect(requests.some((request) => request.call === 'setEmailNotices')).toBe(false);
  });
});
