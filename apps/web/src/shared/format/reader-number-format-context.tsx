import type { NumberFormat } from '@paygrid/domain/format/number-format';
import { createContext, useContext } from 'react';

/**
 * The signed-in reader's number format (§3 number_format), resolved to its separators; none before sign-in. The root
 * route provides it, so the shared parts (the grid's row counts) follow it without reaching into a feature.
 */
export const ReaderNumberFormatContext = createContext<NumberFormat | undefined>(undefined);

export const useReaderNumberFormat = (): NumberFormat | undefined => useContext(ReaderNumberFormatContext);
