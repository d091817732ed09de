import { CalendarDays, MapPin, User } from 'lucide-react';
import { EnumBadge, FactList, formatDate } from '@scenedock/ui';
import { ItemImage } from '@scenedock/ui/illustrations';
import type { Production } from '../../api/productions';
import { ItemCounts } from '../ProductionDetailDialog';
import { ProgressBar } from '../ProgressBar';

const NOT_SET = 'Not set';
const CALENDAR = <CalendarDays className="size-4" />;

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
        <div className="flex items-center gap-3">
          <EnumBadge kind="productionStatus" value={production.status} />
          <div className="flex-1">
            <ProgressBar production={production} />
          </div>
        </div>
        {production.description && (
          <p className="text-sm whitespace-pre-line text-gray-800">{production.description}</p>
        )}
        <FactList
          facts={[
            ['Director', production.director || NOT_SET, { icon: <User className="size-4" /> }],
            ['Venue', production.venue || NOT_SET, { icon: <MapPin className="size-4" /> }],
            ['Start date', formatDate(production.start_date) || NOT_SET, { icon: CALENDAR }],
            ['End date', formatDate(production.end_date) || NOT_SET, { icon: CALENDAR }],
          ]}
        />
        <ItemCounts production={production} />
      </div>
    </section>
  );
}
