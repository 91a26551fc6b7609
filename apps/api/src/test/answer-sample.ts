import fc from 'fast-check';

type Schema = { [key: string]: unknown };

const bounded = (schema: Schema, key: string): number | undefined =>
  typeof schema[key] === 'number' ? (schema[key] as number) : undefined;

/**
 * Values a JSON Schema (draft 7, as zod writes it) describes, for comparing answer writers: every required property,
 * any of the optional ones, texts with any character (lone surrogates too), numbers at their bounds. Tests still
 * keep only the values zod accepts, for the constraints this does not follow.
 */
export function answerSample(schema: Schema, root: Schema = schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  const next = (inner: unknown) => answerSample((inner ?? {}) as Schema, root, depth + 1);
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').at(-1) ?? '';
    const definitions = (root.definitions ?? root.$defs ?? {}) as Record<string, Schema>;
    return next(definitions[name]);
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) return fc.oneof(...options.map(next));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) return next(schema.allOf[0]);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => answerSample({ ...schema, type }, root, depth)));
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: Math.max(bounded(schema, 'minimum') ?? -1e9, Number.MIN_SAFE_INTEGER),
        max: Math.min(bounded(schema, 'maximum') ?? 1e9, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        min: bounded(schema, 'minimum') ?? -1e9,
        max: bounded(schema, 'maximum') ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return text(schema);
    case 'array':
      return fc.array(next(schema.items), {
        minLength: bounded(schema, 'minItems') ?? 0,
        maxLength: Math.min(bounded(schema, 'maxItems') ?? 3, 3),
      });
    case 'object':
      return object(schema, root, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function text(schema: Schema): fc.Arbitrary<string> {
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
  switch (schema.format) {
    case 'date-time':
      return fc
        .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'uri':
      return fc.webUrl();
    default:
      return fc.string({
        unit: 'binary',
        minLength: bounded(schema, 'minLength') ?? 0,
        maxLength: Math.min(bounded(schema, 'maxLength') ?? 12, 12),
      });
  }
}

/** Fields whose zod check is a refinement JSON Schema cannot carry: their values come from here. */
const refined: Record<string, fc.Arbitrary<unknown>> = {
  time_zone: fc.constantFrom('UTC', 'Europe/Kyiv', 'Asia/Kolkata', 'America/St_Johns'),
};

function object(schema: Schema, root: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const known = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [
        key,
        refined[key] ?? answerSample(value, root, depth + 1),
      ]),
    ),
    { requiredKeys: required.filter((key) => key in properties) },
  );
  const rest = schema.additionalProperties;
  if (typeof rest !== 'object' || rest === null) return known;
  return fc
    .tuple(
      known,
      fc.dictionary(
        fc.string({ maxLength: 6 }).filter((key) => !(key in properties)),
        answerSample(rest as Schema, root, depth + 1),
        { maxKeys: 3 },
      ),
    )
    .map(([declared, extra]) => ({ ...extra, ...declared }));
}
