import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { UI_ICON_TYPES, type UiIcon, type UiIconType } from '@paygrid/contracts';
import { notFound } from '../../http/problem';
import { UI_ICON_NAMES } from './icon-names';

type IconSet = {
  prefix: string;
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
};

const iconSetPath = createRequire(import.meta.url).resolve('@iconify-json/tabler/icons.json');

let kept: Promise<Map<string, UiIcon>> | undefined;

/** Reads the Tabler set (2 MB) once, keeping only the few icons the grid data uses. */
function keptIcons(): Promise<Map<string, UiIcon>> {
  kept ??= readFile(iconSetPath, 'utf8').then((text) => {
    const set = JSON.parse(text) as IconSet;
    const icons = new Map<string, UiIcon>();
    for (const name of new Set(Object.values(UI_ICON_NAMES).flatMap((names) => Object.values(names)))) {
      const icon = set.icons[name];
      if (!icon) throw new Error(`The kept icon set has no icon ${name}`);
      icons.set(name, {
        prefix: set.prefix,
        name,
        body: icon.body,
        width: icon.width ?? set.width ?? 24,
        height: icon.height ?? set.height ?? 24,
      });
    }
    return icons;
  });
  return kept;
}

const isIconType = (type: string): type is UiIconType =>
  (UI_ICON_TYPES as ReadonlyArray<string>).includes(type);

/** The icon of a value of grid data ("currency-types", "crypto"); an unknown type or value answers 404. */
export async function uiIcon(type: string, file: string): Promise<UiIcon> {
  const value = file.endsWith('.json') ? file.slice(0, -'.json'.length) : undefined;
  const name = value !== undefined && isIconType(type) ? UI_ICON_NAMES[type][value] : undefined;
  const icon = name ? (await keptIcons()).get(name) : undefined;
  if (!icon) throw notFound(`No icon ${type}/${file}`);
  return icon;
}
