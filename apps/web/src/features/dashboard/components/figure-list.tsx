import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One line of a split: what it counts (opening its payments) and the figure. */
type Figure = { key: string; label: string; to: string; figure: ReactNode };

type FigureListProps = {
  /** The heading's element id: the section is named by it. */
  id: string;
  title: string;
  figures: ReadonlyArray<Figure>;
  /** Said instead of the lines when there are none. */
  empty?: string;
  /** A line under the figures (what they were read from). */
  note?: ReactNode;
};

/** A titled split of the dashboard (by method, by status, by failure reason): each line links to what it counts. */
export function FigureList({ id, title, figures, empty, note }: FigureListProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="md" mb="sm" id={id}>
        {title}
      </Title>
      {figures.length === 0 && empty ? (
        <Text c="dimmed" fz="sm">
          {empty}
        </Text>
      ) : null}
      {figures.map(({ key, label, to, figure }) => (
        <Group key={key} justify="space-between" wrap="nowrap" gap="sm" py={2}>
          <Anchor component={Link} to={to} fz="sm">
            {label}
          </Anchor>
          <Text fz="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {figure}
          </Text>
        </Group>
      ))}
      {note ? (
        <Text c="dimmed" fz="xs" mt="xs">
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}
