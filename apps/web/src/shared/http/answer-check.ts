/** Anything with zod's `parse`: a contracts schema, or a hand-written guard where the shape is trivial. */
export type AnswerSchema<T> = { parse: (data: unknown) => T };

/**
 * A schema module imported by the first call that needs it, while that call is on its way: zod and the contracts'
 * schemas stay out of a page's first load (issue 21, decision 0023), and the answer is still checked before it is
 * read.
 */
export type LazyAnswerSchema<T> = { load: () => Promise<AnswerSchema<T>> };

/** What a call checks its answer with. */
export type AnswerCheck<T> = AnswerSchema<T> | LazyAnswerSchema<T>;

type AnswerOf<S> = S extends AnswerSchema<infer T> ? T : never;

/** `lazyAnswer(() => import('@paygrid/contracts/user/user'), 'userResourceSchema')`: imported when first used. */
export const lazyAnswer = <Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyAnswerSchema<AnswerOf<Module[Name]>> => ({
  load: async () => (await load())[name] as AnswerSchema<AnswerOf<Module[Name]>>,
});

/** The schema to check an answer with: at hand, or imported from now on. */
export const answerSchemaOf = <T>(check: AnswerCheck<T>): Promise<AnswerSchema<T>> =>
  'parse' in check ? Promise.resolve(check) : check.load();

/** A hand-written guard as an answer check, for an answer too simple to import zod for (`isEnvironment`). */
export const guardedAnswer = <T>(guard: (data: unknown) => data is T, what: string): AnswerSchema<T> => ({
  parse: (data) => {
    if (!guard(data)) throw new TypeError(`The answer is not ${what}`);
    return data;
  },
});
