import { Alert, Drawer, Loader, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

type DetailDrawerProps<Answer> = {
  opened: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  /** What a failed read says (the row is gone, or belongs to nobody the reader may see). */
  notFound: string;
  detail: UseQueryResult<Answer>;
  children: (answer: Answer) => ReactNode;
};

/** One row's detail over its grid (a payment, an audit entry): the title, and the answer once it is read. */
export function DetailDrawer<Answer>({
  opened,
  onClose,
  title,
  closeLabel,
  notFound,
  detail,
  children,
}: DetailDrawerProps<Answer>) {
  return (
    // The header is a plain block: Mantine's <header> in the portal reads as a second banner (as DialogFrame).
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="lg">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title>
            <Title order={3} component="span">
              {title}
            </Title>
          </Drawer.Title>
          <Drawer.CloseButton aria-label={closeLabel} />
        </Drawer.Header>
        <Drawer.Body>
          {detail.isPending ? (
            <Loader size="sm" />
          ) : detail.error ? (
            <Alert color="red">{notFound}</Alert>
          ) : detail.data !== undefined ? (
            children(detail.data)
          ) : null}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
