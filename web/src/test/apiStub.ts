import { vi } from 'vitest';

export interface ApiRequest {
  call: string;
  body: Record<string, unknown>;
}

/**
 * Answers the web's API calls in a component test: `answerFor` gives the answer by call name
 * (read at each call, so a test can change it), an unknown call answers success false. Every
 * request is recorded in `requests`.
 */
export function stubApi(answerFor: (call: string) => object | undefined, requests: ApiRequest[] = []): ApiRequest[] {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = url.replace('/api/', '');
      requests.push({ call, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
      const answer = answerFor(call) ?? { success: false, msg: 'ukjent' };
      return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return requests;
}
