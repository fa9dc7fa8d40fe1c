import { act, fireEvent, screen, within } from '@testing-library/react';
import { NOTICE_TITLE } from '../ui/useConfirmDialog';

/** The words of a dialog: the text its aria-describedby names. */
function described(box: HTMLElement): string {
  return document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

/** Waits for the site's message box (what alert() was), answers its text and closes it with Ok. */
export async function closeNotice(): Promise<string> {
  const box = await screen.findByRole('dialog', { name: NOTICE_TITLE });
  const text = described(box);
  await act(async () => fireEvent.click(within(box).getByRole('button', { name: 'Ok' })));
  return text;
}

/** Whether a message box is open now. */
export const noticeOpen = (): boolean => screen.queryByRole('dialog', { name: NOTICE_TITLE }) !== null;

/**
 * Waits for the site's question (what confirm() was) headed `title`, presses `button` ('Avbryt'
 * to say no) and answers the question's words.
 */
export async function answerQuestion(title: string | RegExp, button: string): Promise<string> {
  const box = await screen.findByRole('dialog', { name: title });
  const text = described(box);
  await act(async () => fireEvent.click(within(box).getByRole('button', { name: button })));
  return text;
}
