import { Menu } from '@mantine/core';
import { cloneElement } from 'react';
import { type ArrivalProps, useOpenedOnArrival } from '../on-demand/on-demand-trigger';
import type { ActionMenuEntry, ActionMenuPlacement } from './action-menu';

type ActionMenuDropdownProps = ArrivalProps & {
  entries: ReadonlyArray<ActionMenuEntry>;
  position: ActionMenuPlacement;
};

/** An action menu once it has arrived: Mantine's Menu around the trigger the page drew. */
export function ActionMenuDropdown({
  trigger,
  openOnArrival,
  focusOnArrival,
  entries,
  position,
}: ActionMenuDropdownProps) {
  const { opened, setOpened, targetRef } = useOpenedOnArrival({ openOnArrival, focusOnArrival });
  return (
    <Menu position={position} withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(trigger, { ref: targetRef })}</Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry) =>
          entry.kind === 'divider' ? (
            <Menu.Divider key={entry.key} />
          ) : entry.kind === 'label' ? (
            <Menu.Label key={entry.key}>{entry.label}</Menu.Label>
          ) : (
            <Menu.Item
              key={entry.key}
              leftSection={entry.icon}
              color={entry.color}
              disabled={entry.disabled}
              onClick={entry.onClick}
            >
              {entry.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
