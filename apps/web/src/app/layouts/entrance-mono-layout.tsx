import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SessionExpiredAlert } from '~/features/auth';
import { LayoutFooter, LayoutHeader, mainContentId, SkipLink } from './layout-chrome';
import classes from './layouts.module.css';

type EntranceMonoLayoutProps = { children?: ReactNode };

/** Entrance (visitor) pages with one short task: a single centred card. */
export function EntranceMonoLayout({ children }: EntranceMonoLayoutProps) {
  return (
    <div className={classes.monoRoot}>
      <SkipLink />
      <LayoutHeader />
      <main id={mainContentId} tabIndex={-1} className={`${classes.main} ${classes.monoMain}`}>
        <Paper withBorder shadow="sm" radius="lg" p="xl" className={classes.monoCard}>
          <Stack gap="lg">
            <SessionExpiredAlert />
            {children ?? <Outlet />}
          </Stack>
        </Paper>
      </main>
      <LayoutFooter />
    </div>
  );
}
