import { initials, type Named } from '../format';

export function Avatar({ person, size = 'md' }: { person: Named; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-8 text-xs' : 'size-10 text-sm';
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800 ${box}`}
      aria-hidden="true"
    >
      {initials(person)}
    </span>
  );
}
