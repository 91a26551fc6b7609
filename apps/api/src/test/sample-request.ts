import type { JsonSchema, Operation } from './openapi-operations';
import { concretePath } from './openapi-operations';

/** Values for fields whose rules live in packages/domain (their JSON Schema is empty), by property name. */
const BY_NAME: Record<string, unknown> = {
  email: 'matrix-invitee@example.com',
  name: 'Matrix sample',
  role: 'member',
  access_scope: 'private',
  grid_code: 'countries',
  locale: 'en',
  password: 'Harbour-Lantern-42',
  code: '123456',
  amount_minor: '100',
};

/** A small valid value for a JSON Schema: enough to get past validation to the rule or row behind it. */
function sampleOf(schema: JsonSchema | undefined, name = ''): unknown {
  if (name in BY_NAME) return BY_NAME[name];
  if (!schema) return 'sample';
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return sampleOf(schema.anyOf[0], name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key) || key in BY_NAME)
          .map(([key, value]) => [key, sampleOf(value, key)]),
      );
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      return 'sample';
    default:
      return 'sample';
  }
}

export type SampleRequest = { method: Operation['method']; url: string; payload: string | undefined };

/** A request to `operation` that validates, with `ids` in its path parameters. */
export function sampleRequest(operation: Operation, ids: Record<string, string>): SampleRequest {
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const body = operation.body ? sampleOf(operation.body) : {};
  return {
    method: operation.method,
    url: concretePath(operation.path, ids),
    payload: hasBody ? JSON.stringify(body) : undefined,
  };
}
