// qs's parser alone (issue 31): `qs` itself also brings its writer, which the browser does not need (we write with
// stringifyQuery), and the grid page's budget has no room for it. Same function and options as `qs.parse`.
declare module 'qs/lib/parse.js' {
  import type { IParseOptions, ParsedQs } from 'qs';

  // biome-ignore lint/style/noDefaultExport: the module is CommonJS, `module.exports = function`.
  export default function parse(query: string, options?: IParseOptions): ParsedQs;
}
