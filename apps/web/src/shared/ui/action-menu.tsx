import type { ReactNode } from 'react';
import { onDemand } from '../on-demand/on-demand';
import { OnDemandTrigger, type TriggerElement } from '../on-demand/on-demand-trigger';

export type ActionMenuEntry =
  | {
      kind: 'item';
      key: string;
      label: string;
      icon?: ReactNode;
      color?: string;
      disabled?: boolean;
      onClick: () => void;
    }
  | { kind: 'label'; key: string; label: string }
  | { kind: 'divider'; key: string };

export type ActionMenuPlacement = 'bottom-end' | 'bottom-start';

const actionMenuDropdown = onDemand(() =>
  import('./action-menu-dropdown').then((module) => module.ActionMenuDropdown),
);

type ActionMenuProps = {
  trigger: TriggerElement;
  entries: ReadonlyArray<ActionMenuEntry>;
  position?: ActionMenuPlacement;
};

/** A menu of actions (a column's, a saved view's, the hidden columns) whose dropdown arrives when first wanted. */
export function ActionMenu({ trigger, entries, position = 'bottom-end' }: ActionMenuProps) {
  return <OnDemandTrigger part={actionMenuDropdown} trigger={trigger} props={{ entries, position }} />;
}
