import type { ProductionStatus } from '../models';
import type { ProductionCounts, ProductionWithCounts } from '../services/productions';

/** A production as the API answers it, with the items it holds now. */
export interface ProductionOut extends ProductionCounts {
  /** @isInt */
  id: number;
  /** @isInt */
  department_id: number;
  title: string;
  description: string | null;
  director: string | null;
  status: ProductionStatus;
  /** YYYY-MM-DD */
  start_date: string | null;
  /** YYYY-MM-DD */
  end_date: string | null;
  venue: string | null;
  /** @isInt */
  cast_size: number | null;
  image_url: string | null;
  created_at: Date;
  updated_at: Date;
}

export function presentProduction({ production: row, counts }: ProductionWithCounts): ProductionOut {
  return {
    id: row.id,
    department_id: row.department_id,
    title: row.title,
    description: row.description ?? null,
    director: row.director ?? null,
    status: row.status,
    start_date: row.start_date ?? null,
    end_date: row.end_date ?? null,
    venue: row.venue ?? null,
    cast_size: row.cast_size ?? null,
    image_url: row.image_url ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...counts,
  };
}
