/** Writes .br and .gz copies beside every text file under `dir`; resolves to how many files got them. */
export function compressWebDist(dir: string): Promise<number>;
