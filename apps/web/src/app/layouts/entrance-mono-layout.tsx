import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
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
          {children ?? <Outlet />}
        </Paper>
      </main>
      <LayoutFooter />
    </div>
  );
}
