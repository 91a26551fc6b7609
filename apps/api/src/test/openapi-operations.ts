import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { OPENAPI_PATH } from '../http/openapi';

/** The parts of JSON Schema the route schemas produce. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  default?: unknown;
};

type OperationParameter = {
  name: string;
  in: 'path' | 'query';
  schema: JsonSchema;
  required?: boolean;
};

export type Operation = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The API path as the router knows it, e.g. `/api/v1/dashboard/views/:id`. */
  route: string;
  /** The OpenAPI path, e.g. `/api/v1/dashboard/views/{id}`. */
  path: string;
  parameters: OperationParameter[];
  body: JsonSchema | undefined;
};

/** Every operation of the API's own OpenAPI document. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
  const document = response.json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    servers?: { url: string }[];
  };
  const base = document.servers?.[0]?.url ?? '';
  const operations: Operation[] = [];
  for (const [relative, byMethod] of Object.entries(document.paths)) {
    const path = relative.startsWith('/api/') ? relative : `${base}${relative}`;
    for (const [method, operation] of Object.entries(byMethod)) {
      const content = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> })
        ?.content;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        route: path.replace(/\{(\w+)\}/g, ':$1'),
        parameters: (operation.parameters as OperationParameter[] | undefined) ?? [],
        body: content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** URL-encodes a value; a lone surrogate is sent as the invalid UTF-8 bytes a hostile client would send. */
function encodeComponent(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

/** Fills an operation's path with the given parameter values (URL-encoded). */
export function concretePath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeComponent(values[name] ?? name));
}

const nesting = (depth: number): unknown => {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = { a: [value] };
  return value;
};

const specialStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '-'.repeat(36),
  '0'.repeat(36),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '../../etc/passwd',
  "'; drop table users; --",
  '%00',
  '%',
  '\ud800',
  '😀'.repeat(50),
  'Ω≈ç√∫',
  '<script>alert(1)</script>',
  'x'.repeat(70_000),
  '9'.repeat(400),
  // Long inputs (issue 33): a thousand search words, a hundred one-letter words, 101 accented characters.
  Array.from({ length: 1000 }, (_, n) => `w${n}`).join(' '),
  'a '.repeat(100).trim(),
  'é'.repeat(101),
  '[[1,2]]',
  'W1sxLDJdXQ',
  'null',
  'true',
  '-1',
  '1e309',
];

const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(...specialStrings),
);
const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 2, -1, 0, 0.5, 1e308, -1e308),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
  fc.constantFrom(nesting(200), nesting(6), [[[[[[[[]]]]]]]]),
);

/** A value shaped by the schema most of the time, and anything at all the rest: wrong types, extra fields. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return nastyValue;
  const shaped = shapedBy(schema, depth);
  return fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: nastyValue, weight: 1 });
}

function shapedBy(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => fromSchema(option, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, fromSchema(value, depth + 1)]),
      );
      return fc
        .tuple(
          fc.record(properties, { requiredKeys: [] }),
          fc.dictionary(nastyString, nastyValue, { maxKeys: 2 }),
          fc.boolean(),
        )
        .map(([known, extra, withExtra]) => (withExtra ? { ...extra, ...known } : known));
    }
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), { maxLength: 4 });
    case 'integer':
    case 'number':
      return nastyNumber;
    case 'boolean':
      return fc.oneof(fc.boolean(), nastyValue);
    case 'string':
      if (schema.format === 'uuid') return fc.oneof(fc.uuid(), nastyString);
      if (schema.format === 'email') return fc.oneof(fc.emailAddress(), nastyString);
      return nastyString;
    default:
      return nastyValue;
  }
}

const queryKeys = [
  'filter[search]',
  'filter[reference]',
  'filter[x]',
  'filter[grid_code]',
  'page[size]',
  'page[number]',
  'page[after]',
  'page[before]',
  'page[reversed]',
  'sort',
  'columns',
  'view_id',
  'token',
  'name',
  'a[b][c][d][e][f][g][h]',
  'page[size][0]',
  '__proto__[polluted]',
];

export type BadRequest = {
  url: string;
  payload: string | undefined;
  contentType: string;
};

const encodeQuery = (pairs: ReadonlyArray<readonly [string, string]>) =>
  pairs.map(([key, value]) => `${encodeURI(key)}=${encodeComponent(value)}`).join('&');

/** A request to `operation` that may be wrong in every way its schema allows a caller to be wrong. */
export function badRequestOf(operation: Operation): fc.Arbitrary<BadRequest> {
  const pathNames = operation.parameters.filter((parameter) => parameter.in === 'path');
  const documentedQuery = operation.parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name);
  const pathValues = fc.record(
    Object.fromEntries(pathNames.map((parameter) => [parameter.name, fromSchema(parameter.schema)])),
  );
  const query = fc.array(
    fc.tuple(
      fc.constantFrom(...documentedQuery, ...queryKeys),
      fc.oneof(nastyString, nastyNumber.map(String)),
    ),
    { maxLength: 5 },
  );
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const body = hasBody
    ? fc.oneof(
        { arbitrary: fromSchema(operation.body).map((value) => JSON.stringify(value)), weight: 8 },
        { arbitrary: fc.constantFrom('{', '[]', 'null', '"text"', '{"a":', '\u0000', ''), weight: 1 },
      )
    : fc.constant(undefined);
  return fc
    .tuple(pathValues, query, body, fc.constantFrom('application/json', 'application/json', 'text/plain'))
    .map(([path, pairs, payload, contentType]) => {
      const values = Object.fromEntries(
        Object.entries(path).map(([name, value]) => [
          name,
          typeof value === 'string' ? value || 'x' : (JSON.stringify(value) ?? 'x'),
        ]),
      );
      const search = encodeQuery(pairs);
      return {
        url: `${concretePath(operation.path, values)}${search ? `?${search}` : ''}`,
        payload,
        contentType,
      };
    });
}

/** The API's one error shape: a sentence and its causes. */
export function isProblemShape(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  return typeof message === 'string' && Array.isArray(errors) && errors.length > 0;
}
