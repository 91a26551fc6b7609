import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

type DialogFrameProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The accessible name of the close button, in the reader's language. */
  closeLabel: string;
  size?: string;
  /** False while the dialog shows something that must not be lost to a stray click (recovery codes). */
  closeOnClickOutside?: ModalRootProps['closeOnClickOutside'];
  children: ReactNode;
};

/**
 * Mantine's Modal with its header as a plain block: the default <header> sits outside every landmark in the
 * portal and reads as a second banner of the page.
 */
export function DialogFrame({
  opened,
  onClose,
  title,
  closeLabel,
  size = 'md',
  closeOnClickOutside = true,
  children,
}: DialogFrameProps) {
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      centered
      size={size}
      closeOnClickOutside={closeOnClickOutside}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={650}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={closeLabel} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
