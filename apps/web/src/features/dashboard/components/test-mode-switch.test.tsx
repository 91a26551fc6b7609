import { useQuery, useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '~/test/api-stub';
import { currentUserInCache } from '~/test/current-user';
import { renderComponent } from '~/test/render';
import { readTestModeCookie, writeTestModeCookie } from '../state/test-mode-cookie';
import { TestModeSwitch } from './test-mode-switch';

/** An organisation read as the console's client keeps one: fresh for 30 s (app/query-client.ts). */
const modeRead = (path: string) => ({
  queryKey: ['probe', path],
  queryFn: async (): Promise<{ mode: string }> => (await fetch(`/api/v1${path}`)).json(),
  staleTime: 30_000,
});

/** A list on screen, as the payments grid's first read. */
function ListOnScreen() {
  const { data } = useQuery(modeRead('/payments'));
  return <p>{data ? `List: ${data.mode}` : 'List: loading'}</p>;
}

/** A read started before it is shown (the grid's prefetch of its next page), shown once asked to. */
function ReadStartedEarly() {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  useEffect(() => void queryClient.prefetchQuery(modeRead('/payments/summary')), [queryClient]);
  return shown ? (
    <Summary />
  ) : (
    <button type="button" onClick={() => setShown(true)}>
      Show summary
    </button>
  );
}

function Summary() {
  const { data } = useQuery(modeRead('/payments/summary'));
  return <p>{data ? `Summary: ${data.mode}` : 'Summary: loading'}</p>;
}

/** Answers held until the test lets them go, each in the mode its request left with (the cookie then). */
let held: Array<() => void> = [];
beforeEach(() => {
  held = [];
  writeTestModeCookie(false, undefined);
  stubApi((url) => {
    const mode = readTestModeCookie() ? 'test' : 'live';
    if (!url.includes('/payments')) return json(404, {});
    return new Promise((resolve) => held.push(() => resolve(json(200, { mode }))));
  });
});
afterEach(() => vi.unstubAllGlobals());

const answerAll = () => {
  for (const answer of held.splice(0)) answer();
};

describe('the test-mode switch', () => {
  it('asks again, in the new mode, the reads already on their way when it is switched', async () => {
    const { user } = await renderComponent(
      <>
        <TestModeSwitch />
        <ListOnScreen />
        <ReadStartedEarly />
      </>,
      { cache: [currentUserInCache()] },
    );
    // Both reads left in live mode and have not answered when the person switches.
    await vi.waitFor(() => expect(held).toHaveLength(2));
    await user.click(screen.getByRole('switch', { name: /^Test mode/ }));
    expect(readTestModeCookie()).toBe(true);
    answerAll();
    // The live answers are dropped: the list is read again in test mode, and so is the read started early.
    await vi.waitFor(() => {
      answerAll();
      expect(screen.getByText(/^List: /)).toHaveTextContent('List: test');
    });
    await user.click(screen.getByRole('button', { name: 'Show summary' }));
    await vi.waitFor(() => {
      answerAll();
      expect(screen.getByText(/^Summary: /)).toHaveTextContent('Summary: test');
    });
  });
});
