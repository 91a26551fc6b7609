import { useMantineTheme } from '@mantine/core';
import { fontShows } from './font-shows';

type CurrencySymbolProps = { symbol: string | undefined; code: string | undefined };

/** A currency's symbol, or its code when the symbol is absent or no font on this device can draw it. */
export function CurrencySymbol({ symbol, code }: CurrencySymbolProps) {
  const { fontFamily } = useMantineTheme();
  if (!symbol) return null;
  if (fontShows(symbol, fontFamily ?? 'sans-serif')) return <span title={code}>{symbol}</span>;
  return <span>{code}</span>;
}
