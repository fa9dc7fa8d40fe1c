import type { ApiResult, CallAnswer, CallInput, CallName, ClientConfig, FileAnswer, FormCallName } from '@vsf/contract';
import { keepEarlyRead, takeEarlyRead, type EarlyAnswer } from './earlyReads';
import { nextTask } from './nextTask';

/** Thrown only when no usable answer came back (network down, not JSON). */
export class ApiUnavailableError extends Error {
  constructor(callName: string, cause: unknown) {
    super(`Kallet ${callName} fikk ikke svar`, { cause });
    this.name = 'ApiUnavailableError';
  }
}

/** The calls that answer JSON; files and documents are loaded by URL. */
export type JsonCallName = { [N in CallName]: CallAnswer<N> extends FileAnswer<string> ? never : N }[CallName];

/** A call with no required field may leave its body out. */
export type CallBody<N extends CallName> =
  Record<never, never> extends CallInput<N> ? [body?: CallInput<N>] : [body: CallInput<N>];

async function readJson(callName: string, response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    // A proxy error page or an empty 502 is as good as no answer at all.
    throw new ApiUnavailableError(callName, error);
  }
}

/**
 * Calls `POST /api/{callName}` with a JSON body; the contract (`@vsf/engine`) types the body
 * and the answer by the call's name. Refusals (`success: false`, whatever the HTTP status)
 * are answers, not errors: the caller decides what the user sees.
 */
export async function api<N extends JsonCallName>(
  callName: N,
  ...body: CallBody<N>
): Promise<ApiResult<CallAnswer<N>>> {
  return (await apiWithStatus(callName, ...body)).answer;
}

/** `api`, with the HTTP status beside the answer, for views that tell refusals apart by it. */
export async function apiWithStatus<N extends JsonCallName>(
  callName: N,
  ...[body]: CallBody<N>
): Promise<{ status: number; answer: ApiResult<CallAnswer<N>> }> {
  const read = takeEarlyRead('POST', callName, body) ?? request('POST', callName, body);
  // The one place the answer is taken on trust: the API's routes are checked against the same contract.
  return (await read) as { status: number; answer: ApiResult<CallAnswer<N>> };
}

/**
 * Asks now and keeps the answer for the app's first call of `callName` with this body
 * (`earlyReads.ts`): for `web/src/boot.ts`, which runs before the app's main script.
 */
export function readEarly<N extends JsonCallName>(
  method: 'POST' | 'GET',
  callName: N,
  ...[body]: CallBody<N>
): Promise<ApiResult<CallAnswer<N>>> {
  const read = request(method, callName, body);
  keepEarlyRead(method, callName, body, read);
  return read.then(({ answer }) => answer as ApiResult<CallAnswer<N>>);
}

async function request(method: 'POST' | 'GET', callName: string, body: object | undefined): Promise<EarlyAnswer> {
  // Each fetch() costs a slow phone's main thread a few milliseconds, and a page's views ask
  // for their reads together, in one task: each read goes out in a task of its own, so that
  // the browser can draw and answer a tap between them.
  await nextTask();
  let response: Response;
  try {
    response = await fetch(
      `/api/${callName}`,
      method === 'GET'
        ? { credentials: 'same-origin', headers: { Accept: 'application/json' } }
        : {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify(body ?? {}),
          },
    );
  } catch (error) {
    throw new ApiUnavailableError(callName, error);
  }
  return { status: response.status, answer: await readJson(callName, response) };
}

/**
 * `POST /api/{callName}` with a multipart form: the upload calls, where pictures travel as
 * files. The contract names each form's fields (`CallInput`); the form holds them as text.
 */
export async function apiForm<N extends FormCallName>(callName: N, form: FormData): Promise<ApiResult<CallAnswer<N>>> {
  let response: Response;
  try {
    response = await fetch(`/api/${callName}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch (error) {
    throw new ApiUnavailableError(callName, error);
  }
  return (await readJson(callName, response)) as ApiResult<CallAnswer<N>>;
}

/** `GET /api/{callName}`: the calls the server only answers to GET (the config, the cached tables). */
export async function apiGet<N extends JsonCallName>(callName: N): Promise<ApiResult<CallAnswer<N>>> {
  const read = takeEarlyRead('GET', callName, undefined) ?? request('GET', callName, undefined);
  return (await read).answer as ApiResult<CallAnswer<N>>;
}

/** `GET /api/config`; the one GET the shell needs. */
export function fetchClientConfig(): Promise<ApiResult<ClientConfig>> {
  return apiGet('config');
}
