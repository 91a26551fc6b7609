type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/**
 * A very slow connection (2G, or the reader asked to save data) keeps its bandwidth for what it opens (SPEC §9).
 * @internal Exported for tests only.
 */
export function isVerySlowConnection(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === 'slow-2g' ||
    connection.effectiveType === '2g'
  );
}

export const onVerySlowConnection = () =>
  isVerySlowConnection((navigator as Navigator & { connection?: NetworkInformation }).connection);
