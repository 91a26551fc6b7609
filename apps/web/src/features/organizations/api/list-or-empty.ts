import { isHttpError } from '@paygrid/domain/errors/http-error';

/** Until these calls exist on every server, a 404 from them means "none". */
export async function listOrEmpty<T extends { data: unknown[] }>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return { data: [] } as unknown as T;
    throw error;
  }
}
