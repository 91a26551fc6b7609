import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '~/features/auth';

/** The reader's page size (preferences); undefined until the user is known, then the domain default applies. */
export function useGridPageSize(): number | undefined {
  const { data: user } = useQuery(currentUserQuery);
  return user?.attributes.settings.preferences.data_grid_items_count;
}
