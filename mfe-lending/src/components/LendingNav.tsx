import { Link } from '@scenedock/ui/router';

const PAGES = [
  { to: '/lending', label: 'Between departments' },
  // loans of the department's own items to people (docs/lending.md, "Lending to people")
  { to: '/lending/people', label: 'To people' },
  // the damage reports of both kinds of loan (docs/lending.md, "Damage reports")
  { to: '/lending/damage', label: 'Damage' },
] as const;

/** The lending screens' own links, the current one marked (it wraps on a phone). */
export function LendingNav({ current }: { current: (typeof PAGES)[number]['to'] }) {
  return (
    <nav aria-label="Lending" className="mb-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {PAGES.map((page) =>
        page.to === current ? (
          <span key={page.to} aria-current="page" className="font-semibold text-gray-900">
            {page.label}
          </span>
        ) : (
          <Link key={page.to} to={page.to} className="text-blue-700 underline">
            {page.label}
          </Link>
        ),
      )}
    </nav>
  );
}
