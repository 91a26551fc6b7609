import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LayoutFooter, LayoutHeader, mainContentId, SkipLink } from './layout-chrome';
import classes from './layouts.module.css';

type LoggedInSplitLayoutProps = { children?: ReactNode; sidePanel?: ReactNode; headerActions?: ReactNode };

/** Signed-in pages with a task beside supporting information (creating an organisation). */
export function LoggedInSplitLayout({ children, sidePanel, headerActions }: LoggedInSplitLayoutProps) {
  return (
    <div className={classes.appRoot}>
      <SkipLink />
      <LayoutHeader bordered actions={headerActions} />
      <main id={mainContentId} tabIndex={-1} className={`${classes.main} ${classes.appMain}`}>
        <Container size="lg" px={0} className={classes.appSplit}>
          <div>{children ?? <Outlet />}</div>
          {sidePanel}
        </Container>
      </main>
      <LayoutFooter />
    </div>
  );
}
