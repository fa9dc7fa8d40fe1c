import { z } from 'zod';
import answerSchemas from './answerSchemas.json';
import type { AnyRoute } from './route';

const failure = {
  type: 'object',
  properties: { success: { const: false }, msg: { type: 'string', description: 'What went wrong, in Norwegian.' } },
  required: ['success', 'msg'],
};

/** The envelope of every JSON answer; the call's own fields (its contract in contract/src/calls) sit beside `success`. */
const envelope = {
  type: 'object',
  properties: { success: { const: true } },
  required: ['success'],
};

/**
 * A call's answer on success: the envelope and the call's own fields, as the contract's
 * TypeScript types declare them (`npm run openapi:answers` writes `answerSchemas.json` from
 * them; a test fails when it is stale). Files and the reference itself are not JSON answers.
 */
function successContent(name: string): object {
  const answer = (answerSchemas.answers as Record<string, object | undefined>)[name];
  const schema = answer ? { allOf: [envelope, answer] } : { ...envelope, additionalProperties: true };
  return { 'application/json': { schema } };
}

const failureContent = { 'application/json': { schema: failure } };

/** The failures every call may answer, with the envelope's Norwegian `msg`. */
const FAILURES = {
  '400': 'Bad input: the schema refused it (the message names the field), or the JSON is malformed.',
  '403': 'A write from another site, or a role the call needs.',
  '404': 'Not found: an unknown call, or an object the call names that does not exist.',
  '409': 'Lost a race to an identical write (a second click), or already done.',
  '413': 'The body is too large (JSON 1 MB, an image 5 MB).',
  '429': 'Too many calls: a declared rate limit (login, registration, codes).',
  '503': 'The database does not answer; try again after Retry-After seconds.',
} as const;

/**
 * The API reference (OpenAPI 3.1), generated from the same schemas that validate requests:
 * path parameters in the path, GET inputs in the query, POST bodies as JSON (and as multipart
 * forms for the upload calls), each call's answer from the contract's types, and the failures
 * every call can answer.
 */
export function openApiDocument(routes: readonly AnyRoute[]): object {
  const paths: Record<string, object> = {};
  for (const route of routes) {
    const method = (route.method ?? 'POST').toLowerCase();
    const pathParameters = [...route.name.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const path = `/api/${route.name.replace(/:(\w+)/g, '{$1}')}`;
    const schema = z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any' }) as JsonObjectSchema;
    const body = route.multipart
      ? { 'application/json': { schema }, 'multipart/form-data': { schema } }
      : { 'application/json': { schema } };
    paths[path] = {
      [method]: {
        operationId: route.name.split('/')[0],
        summary: route.summary,
        'x-access': route.access,
        ...(method === 'get'
          ? { parameters: parameters(schema, pathParameters) }
          : {
              ...(pathParameters.length > 0 ? { parameters: parameters(schema, pathParameters) } : {}),
              requestBody: { required: true, content: body },
            }),
        responses: {
          '200': {
            description: 'Done: `{ success: true, …the answer }`.',
            content: successContent(route.name),
          },
          ...(route.access === 'anyone' ? {} : { '401': { description: 'Not logged in.', content: failureContent } }),
          ...Object.fromEntries(
            Object.entries(FAILURES).map(([status, description]) => [status, { description, content: failureContent }]),
          ),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Klubbens API',
      version: '1.0.0',
      description: 'Every call is POST /api/{callName} with JSON, but for the few marked GET.',
    },
    paths,
    components: { schemas: answerSchemas.components },
  };
}

interface JsonObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

function parameters(schema: JsonObjectSchema, inPath: string[]): object[] {
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    inPath.includes(name)
      ? { name, in: 'path', required: true, schema: property }
      : { name, in: 'query', required: schema.required?.includes(name) ?? false, schema: property },
  );
}
