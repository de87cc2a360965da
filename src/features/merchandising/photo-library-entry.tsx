import { Anchor } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCan } from '@/auth/session-context';

const route = getRouteApi('/_authenticated/merchandising');

/** The way from Merchandising to its photo library, with the same filter; only with the photo key. */
export function PhotoLibraryEntry() {
  const allowed = useCan('merchandising', 'accountImages');
  const { hidePlacements: _hidden, priceSort: _sort, priceDir: _dir, ...filter } = route.useSearch();
  if (!allowed) return null;
  return (
    <Anchor
      component={Link}
      to="/merchandising/photos"
      search={filter as never}
      size="sm"
      w="fit-content"
      // The catalogue key it is shown for, as panels and downloads carry theirs (e2e/roles.spec.ts).
      data-permission="merchandising.accountImages"
    >
      Photo library
    </Anchor>
  );
}
