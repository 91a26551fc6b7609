import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LayoutFooter, LayoutHeader, mainContentId, SkipLink } from './layout-chrome';
import classes from './layouts.module.css';

type LoggedInMonoLayoutProps = { children?: ReactNode; headerActions?: ReactNode };

/** Signed-in pages outside an organisation (organisation list, 2FA set-up): one centred column. */
export function LoggedInMonoLayout({ children, headerActions }: LoggedInMonoLayoutProps) {
  return (
    <div className={classes.appRoot}>
      <SkipLink />
      <LayoutHeader bordered actions={headerActions} />
      <main id={mainContentId} tabIndex={-1} className={`${classes.main} ${classes.appMain}`}>
        <Container size={640} px={0}>
          {children ?? <Outlet />}
        </Container>
      </main>
      <LayoutFooter />
    </div>
  );
}
