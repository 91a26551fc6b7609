import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type Writer = (data: unknown) => string;
type JsonSchema = { [key: string]: unknown };

/** How one route's answer of one status is written, kept for tests and diagnostics. */
export type AnswerWriter = {
  method: string;
  url: string;
  status: string;
  schema: z.ZodType;
  /** `zod` when the compiled writer could not write as zod does (`why` says which rule). */
  writer: 'compiled' | 'zod';
  why?: string;
  /** The compiled writer alone, also where zod writes the route (undefined when none could be made). */
  compiled?: Writer;
};

declare module 'fastify' {
  interface FastifyInstance {
    answerWriters: ReadonlyArray<AnswerWriter>;
  }
}

const checkedByZod = createSerializerCompiler({});

/** The route's zod schema, as fastify-type-provider-zod finds it. */
function zodSchemaOf(schema: unknown): $ZodType | undefined {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  return properties instanceof $ZodType ? properties : undefined;
}

/**
 * fast-json-stringify writes an object's required properties before its optional ones; zod writes them in the
 * schema's order. The two agree only where no optional property comes before a required one.
 */
function optionalBeforeRequired(schema: unknown): string | undefined {
  if (Array.isArray(schema)) {
    for (const item of schema) {
      const found = optionalBeforeRequired(item);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof schema !== 'object' || schema === null) return undefined;
  const { properties, required } = schema as { properties?: JsonSchema; required?: string[] };
  if (properties && typeof properties === 'object') {
    const keys = Object.keys(properties);
    const lastRequired = Math.max(...keys.map((key, index) => (required?.includes(key) ? index : -1)));
    const early = keys.slice(0, Math.max(lastRequired, 0)).find((key) => !required?.includes(key));
    if (early) return early;
  }
  for (const value of Object.values(schema)) {
    const found = optionalBeforeRequired(value);
    if (found) return found;
  }
  return undefined;
}

/** The compiled writer of a schema, or why zod must write it. */
function compile(schema: z.ZodType): { compiled?: Writer; why?: string } {
  let input: JsonSchema;
  let output: JsonSchema;
  try {
    input = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'throw' });
    output = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  } catch (error) {
    return { why: `not expressible in JSON Schema: ${(error as Error).message}` };
  }
  const compiled = fastJson(input as unknown as Parameters<typeof fastJson>[0]) as Writer;
  // A default, a transform or a codec makes the two sides differ: zod's encoding would change the value. (The output
  // side also closes every object, which writes nothing differently: both writers leave undeclared fields out.)
  const closed = (key: string, value: unknown) =>
    key === 'additionalProperties' && value === false ? undefined : value;
  if (JSON.stringify(input) !== JSON.stringify(output, closed)) {
    return { compiled, why: 'encoding changes the value (a default, a transform or a codec)' };
  }
  const early = optionalBeforeRequired(input);
  if (early) return { compiled, why: `optional "${early}" comes before a required property` };
  return { compiled };
}

/**
 * Each answer written by a serializer compiled once from its schema (fast-json-stringify, from the schema's JSON
 * Schema), ADR 0084: it writes only the declared fields, as zod's check does, in a third of the time (a 20-row
 * payments page: 40 against 131 µs). A schema the compiled writer cannot write as zod does is written by zod's check:
 * one JSON Schema cannot express, one whose encoding changes the value, one whose keys it would reorder.
 *
 * With `alsoCheck` (development and tests) every answer is also checked and encoded by zod, and the two must write
 * the same text: an answer its schema refuses, or one the compiled writer would write differently, fails as before.
 * Each route's writer is pushed to `written`.
 */
export function answerSerializer(options: {
  alsoCheck: boolean;
  written?: AnswerWriter[];
}): FastifySerializerCompiler<unknown> {
  // Routes share schemas (the error answer is on nearly all of them): 600 route answers, 51 schemas.
  const compiledBySchema = new WeakMap<z.ZodType, ReturnType<typeof compile>>();
  const compiledOnce = (schema: z.ZodType) => {
    let made = compiledBySchema.get(schema);
    if (!made) {
      made = compile(schema);
      compiledBySchema.set(schema, made);
    }
    return made;
  };
  return (route) => {
    const schema = zodSchemaOf(route.schema) as z.ZodType | undefined;
    const checked = checkedByZod(route as never) as Writer;
    if (!schema) return checked;
    const { compiled, why } = compiledOnce(schema);
    const entry = { method: route.method, url: route.url, status: String(route.httpStatus), schema };
    if (!compiled || why) {
      options.written?.push({ ...entry, writer: 'zod', why: why ?? '', compiled });
      return checked;
    }
    const write: Writer = options.alsoCheck
      ? (data) => {
          const expected = checked(data);
          const text = compiled(data);
          if (text !== expected) {
            throw new Error(
              `${route.method} ${route.url}: the compiled answer writer differs from the schema's check\n  compiled: ${text.slice(0, 500)}\n  checked:  ${expected.slice(0, 500)}`,
            );
          }
          return text;
        }
      : compiled;
    options.written?.push({ ...entry, writer: 'compiled', compiled });
    return write;
  };
}
