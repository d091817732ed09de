import { ItemImage } from '@scenedock/ui/illustrations';
import type { Production } from '../../api/productions';
import { ProductionFacts } from '../ProductionDetailDialog';

/** The production page's facts: its picture, status, dates, venue, director, and cast and item counts. */
export function ProductionSummary({ production }: { production: Production }) {
  return (
    <section
      aria-labelledby="production-details"
      className="grid gap-5 rounded-lg bg-white p-4 ring-1 ring-gray-200 md:grid-cols-[minmax(0,18rem)_1fr]"
    >
      <ItemImage
        src={production.image_url}
        alt=""
        kind="production"
        seed={production.id}
        className="h-44 w-full rounded-md"
      />
      <div className="min-w-0 space-y-4">
        <h2 id="production-details" className="sr-only">
          Details
        </h2>
        <ProductionFacts production={production} />
      </div>
    </section>
  );
}
