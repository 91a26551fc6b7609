import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type SuccessNoticeProps = { title: ReactNode; children?: ReactNode };

/** A calm confirmation that something the person did has worked. */
export function SuccessNotice({ title, children }: SuccessNoticeProps) {
  return (
    <Alert
      role="status"
      variant="light"
      color="pine"
      title={title}
      icon={<IconCircleCheck size={20} aria-hidden />}
    >
      {children}
    </Alert>
  );
}
