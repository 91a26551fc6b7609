import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SessionExpiredAlert } from '~/features/auth';
import { EntranceSidePanel } from './entrance-side-panel';
import { LayoutFooter, LayoutHeader, mainContentId, SkipLink } from './layout-chrome';
import classes from './layouts.module.css';

type EntranceSplitLayoutProps = { children?: ReactNode; sidePanel?: ReactNode };

/** Entrance (visitor) pages: the form column beside the blog's or the product's side panel. */
export function EntranceSplitLayout({
  children,
  sidePanel = <EntranceSidePanel />,
}: EntranceSplitLayoutProps) {
  return (
    <div className={classes.splitRoot}>
      <div className={classes.formColumn}>
        <SkipLink />
        <LayoutHeader />
        <main id={mainContentId} tabIndex={-1} className={`${classes.main} ${classes.formMain}`}>
          <div className={classes.formBox}>
            <Stack gap="lg">
              <SessionExpiredAlert />
              {children ?? <Outlet />}
            </Stack>
          </div>
        </main>
        <LayoutFooter />
      </div>
      {sidePanel}
    </div>
  );
}
