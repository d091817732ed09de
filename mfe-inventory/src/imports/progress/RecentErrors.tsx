import type { ImportRowError } from '@scenedock/openapi';

/** The last rows the import rejected: row number (0 = the file as a whole), column and reason. */
export function RecentErrors({
  errors,
  title = 'Recent errors',
}: {
  errors: ImportRowError[];
  title?: string;
}) {
  if (errors.length === 0) return null;
  return (
    <section aria-label={title} className="mt-4">
      <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
      <div className="mt-2 max-h-60 overflow-y-auto rounded-md ring-1 ring-gray-200">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Row
              </th>
              <th scope="col" className="px-3 py-2">
                Field
              </th>
              <th scope="col" className="px-3 py-2">
                Message
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {errors.slice(-10).map((error, index) => (
              <tr key={`${error.row}-${error.field}-${index}`}>
                <td className="px-3 py-2 tabular-nums text-gray-700">
                  {error.row === 0 ? 'File' : error.row}
                </td>
                <td className="px-3 py-2 text-gray-700">{error.field}</td>
                <td className="px-3 py-2 text-red-700">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
