import { z } from 'zod';
import type { AnyRoute } from './route';

const envelopeFailure = {
  type: 'object',
  properties: { success: { const: false }, msg: { type: 'string' } },
  required: ['success', 'msg'],
};

/** The API reference, generated from the same schemas that validate requests. */
export function openApiDocument(routes: readonly AnyRoute[]): object {
  const paths: Record<string, object> = {};
  for (const route of routes) {
    const method = (route.method ?? 'POST').toLowerCase();
    const path = `/api/${route.name.replace(/:(\w+)/g, '{$1}')}`;
    const schema = z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any' }) as JsonObjectSchema;
    paths[path] = {
      [method]: {
        operationId: route.name.split('/')[0],
        summary: route.summary,
        'x-access': route.access,
        ...(method === 'get'
          ? { parameters: queryParameters(schema) }
          : { requestBody: { required: true, content: { 'application/json': { schema } } } }),
        responses: {
          '200': { description: '{ success: true, ... }' },
          '400': { description: 'Bad input', content: { 'application/json': { schema: envelopeFailure } } },
          '401': { description: 'Not logged in' },
          '403': { description: 'Role missing or foreign origin' },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Klubbens API', version: '1.0.0', description: 'Every call is POST /api/{callName} with JSON.' },
    paths,
  };
}

interface JsonObjectSchema {
  properties?: Record<string, unknown>;
}

function queryParameters(schema: JsonObjectSchema): object[] {
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    schema: property,
  }));
}
