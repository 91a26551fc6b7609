import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlertDiamond, IconAlertDiamondFilled } from './alert-diamond-icon';

export type DangerAlertProps = Omit<AlertProps, 'color' | 'icon' | 'title' | 'children' | 'onClose'> & {
  title: ReactNode;
  children?: ReactNode;
  /** When given, the alert shows a close button that calls it. */
  onDismiss?: () => void;
  /** The solid diamond, used where SPEC asks for it (session expiry). */
  solidIcon?: boolean;
};

export function DangerAlert({ title, children, onDismiss, solidIcon = false, ...rest }: DangerAlertProps) {
  const { t } = useTranslation();
  const Icon = solidIcon ? IconAlertDiamondFilled : IconAlertDiamond;
  return (
    <Alert
      role="alert"
      variant="light"
      color="red"
      title={title}
      icon={<Icon size={20} stroke={1.8} aria-hidden />}
      withCloseButton={onDismiss !== undefined}
      closeButtonLabel={t('error.dismiss')}
      onClose={onDismiss}
      {...rest}
    >
      {children}
    </Alert>
  );
}
