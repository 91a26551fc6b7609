import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type Writer = (data: unknown) => string;

const checkedByZod = createSerializerCompiler({});

/** The route's zod schema, as fastify-type-provider-zod finds it. */
function zodSchemaOf(schema: unknown): $ZodType | undefined {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  return properties instanceof $ZodType ? properties : undefined;
}

/**
 * Each answer written by a serializer compiled once from its schema (fast-json-stringify, from the schema's JSON
 * Schema), ADR 0084: it writes only the declared fields, as zod's check does, in a third of the time (a 20-row
 * payments page: 40 against 131 µs). A schema JSON Schema cannot express is written by zod's check.
 *
 * With `alsoCheck` (development and tests) every answer is also checked and encoded by zod, and the two must write
 * the same text: an answer its schema refuses, or one the compiled writer would write differently, fails as before.
 */
export function answerSerializer(options: { alsoCheck: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const schema = zodSchemaOf(route.schema);
    const checked = checkedByZod(route as never) as Writer;
    let compiled: Writer;
    try {
      if (!schema) return checked;
      const json = z.toJSONSchema(schema as z.ZodType, {
        target: 'draft-7',
        io: 'input',
        unrepresentable: 'throw',
      });
      compiled = fastJson(json as Parameters<typeof fastJson>[0]) as Writer;
    } catch {
      return checked;
    }
    if (!options.alsoCheck) return compiled;
    return (data) => {
      const expected = checked(data);
      const written = compiled(data);
      if (written !== expected) {
        throw new Error(
          `${route.method} ${route.url}: the compiled answer writer differs from the schema's check\n  compiled: ${written.slice(0, 500)}\n  checked:  ${expected.slice(0, 500)}`,
        );
      }
      return written;
    };
  };
}
