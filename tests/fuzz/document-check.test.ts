// The fuzz's check of requests and answers against the document's schemas finds what it should, and only that.
import { expect, test } from 'vitest';
import { schemaViolations } from './support/document-check';
import type { JsonSchema } from './support/operations';

const customer: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    firstName: { type: 'string', minLength: 1, pattern: '^\\p{L}+$' },
    paymentTerms: { type: 'integer', minimum: 0, maximum: 90 },
    lastName: { type: ['string', 'null'] },
    price: { anyOf: [{ type: 'number' }, { type: 'string' }] },
  },
  required: ['id', 'firstName'],
};
const refs: Record<string, JsonSchema> = { '#/components/schemas/Customer': customer };
const resolve = (s: JsonSchema) => (s.$ref ? refs[s.$ref]! : s);
const page: JsonSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Customer' } } },
  required: ['data'],
};

test('a conforming value has no violations', () => {
  const row = { id: 'x', firstName: 'Åsa', paymentTerms: 30, lastName: null, price: '89,50' };
  expect(schemaViolations(page, { data: [row] }, 'answer', resolve)).toEqual([]);
});

test('wrong types, missing fields, ranges and patterns are named with their path', () => {
  const row = { firstName: 'Åsa1', paymentTerms: 91, lastName: 3, price: true };
  expect(schemaViolations(page, { data: [row] }, 'answer', resolve)).toEqual([
    'answer.data[0].id: required by the document',
    'answer.data[0].firstName: "Åsa1" does not match the pattern ^\\p{L}+$',
    'answer.data[0].paymentTerms: above the maximum 90',
    'answer.data[0].lastName: 3 is integer, the document says string or null',
    'answer.data[0].price: true is boolean, the document says number',
  ]);
});

test('a pattern carrying its regex flags ("…$/u") matches nothing, so the document refuses a valid name', () => {
  expect(schemaViolations({ type: 'string', pattern: '^\\p{L}+$/u' }, 'Åsa')).toHaveLength(1);
});
