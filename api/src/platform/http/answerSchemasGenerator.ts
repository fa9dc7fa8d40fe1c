import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';

/** Where the API reference reads the answers' schemas from (`api/src/platform/http/openapi.ts`). */
export const ANSWER_SCHEMAS_FILE = fileURLToPath(new URL('./answerSchemas.json', import.meta.url));

/** Each call's answer, and the named types they refer to, as OpenAPI 3.1 schemas. */
export interface AnswerSchemas {
  answers: Record<string, object>;
  components: Record<string, object>;
}

/**
 * JSON Schemas of every call's answer, generated from the contract's TypeScript types
 * (`ApiCalls` in contract/src/calls), so the reference says what each call answers in the
 * same words the compiler holds the routes to. Named types become `#/components/schemas/…`.
 */
export function generateAnswerSchemas(): AnswerSchemas {
  const generator = createGenerator({
    path: fileURLToPath(new URL('../../../../contract/src/calls/calls.ts', import.meta.url)),
    tsconfig: fileURLToPath(new URL('../../../../tsconfig.base.json', import.meta.url)),
    type: 'ApiCalls',
    expose: 'export',
    topRef: true,
    jsDoc: 'basic',
    // Open objects: every answer sits beside the envelope's `success` (allOf), which a closed
    // object would refuse; the fields the contract names are still required and typed.
    additionalProperties: true,
    // The project's own type check covers the contract; this only reads it.
    skipTypeCheck: true,
  });
  const schema = generator.createSchema('ApiCalls') as {
    definitions: Record<string, { properties?: Record<string, { properties?: { answer?: object } }> }>;
  };
  // OpenAPI allows only [A-Za-z0-9._-] in component names: `Ranked<RankingRow>` becomes `Ranked_RankingRow_`.
  const safeName = (name: string) => name.replace(/[^\w.-]/g, '_');
  const renamed = Object.fromEntries(
    Object.entries(schema.definitions).map(([name, definition]) => [safeName(name), definition]),
  );
  const moved = JSON.parse(
    JSON.stringify(renamed).replace(
      /"#\/definitions\/([^"]*)"/g,
      (_, ref: string) => `"#/components/schemas/${safeName(decodeURIComponent(ref))}"`,
    ),
  ) as typeof schema.definitions;
  const { ApiCalls: calls, ...components } = moved;
  const answers = Object.fromEntries(
    Object.entries(calls?.properties ?? {}).map(([name, call]) => [name, call.properties?.answer ?? {}]),
  );
  return { answers, components };
}

/** The file's text: stable key order, so a contract that did not change gives the same bytes. */
export function answerSchemasText(schemas: AnswerSchemas): string {
  return `${JSON.stringify(schemas, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(ANSWER_SCHEMAS_FILE, answerSchemasText(generateAnswerSchemas()));
  console.log(`Skrev ${ANSWER_SCHEMAS_FILE}`);
}
