import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANSWER_SCHEMAS_FILE, answerSchemasText, generateAnswerSchemas } from './answerSchemasGenerator';

describe('the answers in the API reference', () => {
  it('are generated from the contract as it stands (run `npm run openapi:answers` after changing it)', () => {
    const committed = readFileSync(ANSWER_SCHEMAS_FILE, 'utf8');
    const current = answerSchemasText(generateAnswerSchemas());
    expect(committed === current, 'answerSchemas.json is stale: run npm run openapi:answers').toBe(true);
    const { answers } = JSON.parse(current) as { answers: Record<string, object> };
    expect(answers.isLoggedIn).toEqual({ $ref: '#/components/schemas/LoginState' });
  }, 60_000);
});
