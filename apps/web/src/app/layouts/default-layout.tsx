import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LayoutFooter, LayoutHeader, mainContentId, SkipLink } from './layout-chrome';
import classes from './layouts.module.css';

type DefaultLayoutProps = { children?: ReactNode };

/** Used when a route names no layout, and by the error page. */
export function DefaultLayout({ children }: DefaultLayoutProps) {
  return (
    <div className={classes.appRoot}>
      <SkipLink />
      <LayoutHeader bordered />
      <main id={mainContentId} tabIndex={-1} className={`${classes.main} ${classes.appMain}`}>
        <Container size="md" px={0}>
          {children ?? <Outlet />}
        </Container>
      </main>
      <LayoutFooter />
    </div>
  );
}
