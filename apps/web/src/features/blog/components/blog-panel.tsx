import { Anchor, Box, Button, Stack, Text, Title } from '@mantine/core';
import type { BlogPost } from '@paygrid/contracts/blog/blog-page';
import { useTranslation } from 'react-i18next';
import classes from './blog-panel.module.css';

type BlogPanelProps = {
  posts: ReadonlyArray<BlogPost>;
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onMore: () => void;
};

function publishedOn(value: string | undefined, locale: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? undefined
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** The entrance side panel with the blog's posts (SPEC §7); "more" asks for the next page. */
export function BlogPanel({ posts, hasMore, loadingMore, moreFailed, onMore }: BlogPanelProps) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="aside" aria-label={t('blog_panel.label')} className={classes.panel} visibleFrom="md">
      <Stack gap="md" className={classes.inner}>
        <Title order={2} className={classes.heading}>
          {t('blog_panel.heading')}
        </Title>
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {posts.map((post) => {
            const date = publishedOn(post.published_at, i18n.language);
            return (
              <li key={post.url} className={classes.post}>
                <Anchor
                  href={post.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.postLink}
                >
                  {post.title}
                </Anchor>
                {date ? <Text className={classes.postDate}>{date}</Text> : null}
                {post.summary ? <Text className={classes.postSummary}>{post.summary}</Text> : null}
              </li>
            );
          })}
        </Stack>
        {moreFailed ? (
          <Text role="status" className={classes.postSummary}>
            {t('blog_panel.more_failed')}
          </Text>
        ) : null}
        {hasMore ? (
          <Button variant="white" color="dark" onClick={onMore} loading={loadingMore} w="fit-content">
            {t('blog_panel.more')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
