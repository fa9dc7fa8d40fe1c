import type { ApiResult, ClientConfig } from './types';

/** Thrown only when no usable answer came back (network down, not JSON). */
export class ApiUnavailableError extends Error {
  constructor(callName: string, cause: unknown) {
    super(`Kallet ${callName} fikk ikke svar`, { cause });
    this.name = 'ApiUnavailableError';
  }
}

async function readJson(callName: string, response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    // A proxy error page or an empty 502 is as good as no answer at all.
    throw new ApiUnavailableError(callName, error);
  }
}

/**
 * Calls `POST /api/{callName}` with a JSON body. Refusals (`success: false`, whatever
 * the HTTP status) are answers, not errors: the caller decides what the user sees.
 */
export async function api<T extends object>(callName: string, body?: object): Promise<ApiResult<T>> {
  return (await apiWithStatus<T>(callName, body)).answer;
}

/** `api`, with the HTTP status beside the answer, for views that tell refusals apart by it. */
export async function apiWithStatus<T extends object>(
  callName: string,
  body?: object,
): Promise<{ status: number; answer: ApiResult<T> }> {
  let response: Response;
  try {
    response = await fetch(`/api/${callName}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  } catch (error) {
    throw new ApiUnavailableError(callName, error);
  }
  return { status: response.status, answer: (await readJson(callName, response)) as ApiResult<T> };
}

/** `POST /api/{callName}` with a multipart form: the upload calls, where pictures travel as files. */
export async function apiForm<T extends object>(callName: string, form: FormData): Promise<ApiResult<T>> {
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
  return (await readJson(callName, response)) as ApiResult<T>;
}

/** `GET /api/{callName}`: the calls the server only answers to GET (the config, the cached tables). */
export async function apiGet<T extends object>(callName: string): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/${callName}`, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new ApiUnavailableError(callName, error);
  }
  return (await readJson(callName, response)) as ApiResult<T>;
}

/** `GET /api/config`; the one GET the shell needs. */
export function fetchClientConfig(): Promise<ApiResult<ClientConfig>> {
  return apiGet<ClientConfig>('config');
}
