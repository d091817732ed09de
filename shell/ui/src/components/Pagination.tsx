import { totalText } from '../api';
import { Button } from './Button';

/**
 * Previous / next over a server-paged list, with "41–60 of 212"; when the server stopped counting
 * (`exact` false, `total` a lower bound) "41–60 of 212+".
 */
export function Pagination({
  skip,
  limit,
  total,
  exact = true,
  onChange,
}: {
  skip: number;
  limit: number;
  total: number;
  exact?: boolean;
  onChange: (skip: number) => void;
}) {
  if (total <= limit && skip === 0) return null;
  const first = total === 0 ? 0 : skip + 1;
  const last = Math.min(skip + limit, total);
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-4">
      <p className="text-sm text-gray-700">{`${first}–${last} of ${totalText(total, exact)}`}</p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={skip === 0}
          onClick={() => onChange(Math.max(0, skip - limit))}
        >
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={last >= total} onClick={() => onChange(skip + limit)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
