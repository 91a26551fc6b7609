import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type DialogFrameProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: string;
  children: ReactNode;
};

/**
 * Mantine's Modal with its header as a plain block: the default <header> sits outside every landmark in the
 * portal and reads as a second banner of the page.
 */
export function DialogFrame({ opened, onClose, title, size = 'md', children }: DialogFrameProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root opened={opened} onClose={onClose} centered size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={650}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('members.cancel')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
