const WAL_POSITION = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/**
 * A write-ahead log position as PostgreSQL prints it (`pg_lsn`, "16/B374D848": the high and low 32 bits in hex) as
 * one number, so two positions compare; anything else is undefined (a cookie a person edited reads as no position).
 */
export function walPosition(text: string | undefined | null): bigint | undefined {
  const match = text ? WAL_POSITION.exec(text) : null;
  if (!match?.[1] || !match[2]) return undefined;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/**
 * The text PostgreSQL would print for a position.
 * @internal Exported for tests only.
 */
export function walPositionText(position: bigint): string {
  return `${(position >> 32n).toString(16).toUpperCase()}/${(position & 0xffffffffn).toString(16).toUpperCase()}`;
}
