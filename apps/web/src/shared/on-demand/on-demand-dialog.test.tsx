import { Button, Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '~/test/render';
import { LazyDialog, onDemandDialog } from './on-demand-dialog';

type NoteProps = { opened: boolean; onClose: () => void };

function NoteDialog({ opened, onClose }: NoteProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Rename the view">
      <Button onClick={onClose}>Done</Button>
    </Modal>
  );
}

/** A page with a button that opens an on-demand dialog; the fetch fails `failures` times first. */
function pageWith(failures: number) {
  let attempts = 0;
  const dialog = onDemandDialog<NoteProps>(async () => {
    attempts += 1;
    if (attempts <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return NoteDialog;
  });
  function Page() {
    const [opened, setOpened] = useState(false);
    return (
      <>
        <Button onClick={() => setOpened(true)}>Rename</Button>
        <output aria-label="The opener says">{opened ? 'open' : 'closed'}</output>
        <LazyDialog dialog={dialog} props={{ opened, onClose: () => setOpened(false) }} />
      </>
    );
  }
  return { Page, attempts: () => attempts };
}

describe('a dialog that arrives on demand (React.lazy and Suspense)', () => {
  it('is fetched once when first opened, opens, and gives the focus back to its opener when closed', async () => {
    const { Page, attempts } = pageWith(0);
    const { user } = await renderComponent(<Page />);
    expect(attempts()).toBe(0);
    const opener = screen.getByRole('button', { name: 'Rename' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Rename the view' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(opener).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Rename the view' })).toBeInTheDocument();
    expect(attempts()).toBe(1);
  });

  it('a failed fetch leaves the page as it was, and the next opening tries again', async () => {
    const { Page, attempts } = pageWith(1);
    const { user } = await renderComponent(<Page />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await expect.poll(attempts).toBe(1);
    // The failure closes the dialog for its opener, so the next click opens it again.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'The opener says' })).toHaveTextContent('closed'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('dialog', { name: 'Rename the view' })).toBeInTheDocument();
    expect(attempts()).toBe(2);
  });
});
