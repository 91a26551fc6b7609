import fc from 'fast-check';

const text = fc.string({ maxLength: 6 });
/** Any well-formed error body (DESIGN.md, Errors), optional parts present or not. */
export const apiErrorBody = fc.record({
  message: text,
  errors: fc.array(
    fc.record(
      {
        status: text,
        code: text,
        title: text,
        detail: text,
        source: fc.record({ pointer: text, parameter: text }, { requiredKeys: [] }),
        meta: fc.dictionary(text, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
      },
      { requiredKeys: ['status', 'code', 'title'] },
    ),
    { maxLength: 3 },
  ),
});
