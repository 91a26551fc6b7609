import {
  type CheckedGridRequest,
  catalogueValues,
  checkGridListQuery,
  type GridDeclaration,
  parseQueryString,
} from '@paygrid/domain';
import { Problem, problemItem } from '../http/problem';

/** The bracket query of a URL, as written: Fastify's own parser does not nest brackets. */
export const queryOfUrl = (url: string): string => {
  const index = url.indexOf('?');
  return index < 0 ? '' : url.slice(index + 1);
};

/** §7 a grid list query checked against the grid's declaration; 422 naming every parameter it does not accept. */
export function checkListQuery(
  grid: GridDeclaration,
  query: string,
  options: { defaultSize: number },
): CheckedGridRequest {
  const result = checkGridListQuery(grid, parseQueryString(query), {
    ...options,
    catalogues: catalogueValues,
  });
  if (result.ok) return result.request;
  throw new Problem(
    422,
    `This list request names what the ${grid.code} grid does not accept: ${result.issues
      .map((issue) => issue.parameter)
      .join(', ')}.`,
    result.issues.map((issue) => ({
      ...problemItem(422, issue.code, 'Invalid parameter', issue.detail),
      source: { parameter: issue.parameter },
    })),
  );
}
