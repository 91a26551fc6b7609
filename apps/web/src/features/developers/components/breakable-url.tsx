import { Fragment } from 'react';

/**
 * A URL that may break after a slash, `?` or `&` rather than in the middle of a word (a long path in a narrow
 * column); `overflow-wrap` still breaks a segment too long for its line. Copying it copies the URL as it is.
 */
export function BreakableUrl({ url }: { url: string }) {
  const pieces = [...url.matchAll(/[^/?&]*[/?&]*/g)].filter((piece) => piece[0] !== '');
  return (
    <>
      {pieces.map((piece) => (
        <Fragment key={piece.index}>
          {piece[0]}
          <wbr />
        </Fragment>
      ))}
    </>
  );
}
