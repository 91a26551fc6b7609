import ts from 'typescript';
import type { SourceFile } from './table-ownership';

export type OuterRead = { file: string; line: number; handle: string };

/**
 * Places where a transaction's body names the handle it was opened on (`db.transaction(async (tx) => … db …)`):
 * that read waits for a connection of its own while the transaction holds one, and with as many such transactions
 * at once as the pool has connections, none ever gets it (decision 0080). Closures defined elsewhere are not followed.
 */
export function outerReadsInTransactions(files: ReadonlyArray<SourceFile>): OuterRead[] {
  const found: OuterRead[] = [];
  for (const { path, text } of files) {
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      const body = node.parent && ts.isCallExpression(node) ? transactionBody(node) : undefined;
      if (body) {
        const handle = (node as ts.CallExpression).expression as ts.PropertyAccessExpression;
        const name = handle.expression.getText(source);
        const named = (inner: ts.Node) => {
          const isName =
            ts.isIdentifier(inner) &&
            inner.text === name &&
            !(ts.isPropertyAccessExpression(inner.parent) && inner.parent.name === inner);
          if (isName) {
            const { line } = source.getLineAndCharacterOfPosition(inner.getStart(source));
            found.push({ file: path, line: line + 1, handle: name });
          }
          ts.forEachChild(inner, named);
        };
        named(body);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The body of `X.transaction(fn)` when fn is written there, and X a plain name. */
function transactionBody(call: ts.CallExpression): ts.Node | undefined {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'transaction') return undefined;
  if (!ts.isIdentifier(callee.expression)) return undefined;
  const fn = call.arguments[0];
  return fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) ? fn.body : undefined;
}
