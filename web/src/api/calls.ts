import type { ApiResult, CallAnswer, CallInput } from '@vsf/contract';
import { api, apiGet, readEarly, type CallBody, type JsonCallName } from './client';

/** An answer `{success: false, msg}`: the server refused, and `message` is its Norwegian text. */
export class ApiRefusal extends Error {
  constructor(
    readonly callName: string,
    msg: string,
  ) {
    super(msg);
    this.name = 'ApiRefusal';
  }
}

/** How a chain of reads asks: `fetchApi` now, or `fetchApiEarly` from web/src/boot.ts. */
export type ReadCall = <N extends JsonCallName>(callName: N, input?: CallInput<N>) => Promise<CallAnswer<N>>;

/** The answer of a call without the envelope; a refusal is thrown as an ApiRefusal. */
export async function fetchApi<N extends JsonCallName>(
  callName: N,
  input?: CallInput<N>,
  method: 'POST' | 'GET' = 'POST',
): Promise<CallAnswer<N>> {
  // A generic call name leaves the body's optionality open; the caller's input is that call's.
  const body = [input] as CallBody<N>;
  return withoutEnvelope(callName, method === 'GET' ? await apiGet(callName) : await api(callName, ...body));
}

/** `fetchApi` asked before the app has loaded, its answer kept for the app's same call (`readEarly`). */
export async function fetchApiEarly<N extends JsonCallName>(callName: N, input?: CallInput<N>): Promise<CallAnswer<N>> {
  const body = [input] as CallBody<N>;
  return withoutEnvelope(callName, await readEarly('POST', callName, ...body));
}

function withoutEnvelope<N extends JsonCallName>(callName: N, answer: ApiResult<CallAnswer<N>>): CallAnswer<N> {
  if (!answer.success) throw new ApiRefusal(callName, answer.msg);
  // The envelope's flag is the one field the answer types do not declare.
  const { success: _success, ...rest } = answer;
  return rest as unknown as CallAnswer<N>;
}

/** The server's refusal text, or `fallback` when no answer came (network, not JSON). */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiRefusal ? error.message : fallback;
}
