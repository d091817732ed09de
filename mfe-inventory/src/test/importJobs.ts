// Import jobs as the API answers them, and a stand-in for the progress socket, for component tests.
import type { ImportProgress } from '@scenedock/openapi';
import type { ImportJob } from '../api/imports';

export function anImportJob(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    id: 42,
    job_id: '5b0f7c52-8a1e-4c3e-9d0c-3f1b2a4c5d6e',
    user_id: 1,
    user_name: 'Alex Morgan',
    department_id: 1,
    item_type: 'props',
    status: 'processing',
    file_name: 'spring-props.csv',
    total_items: 200,
    processed_items: 80,
    successful_items: 78,
    failed_items: 2,
    created_items: 70,
    updated_items: 8,
    progress_percentage: 40,
    estimated_time_remaining: 120,
    current_item: 'Oak Table',
    error_message: null,
    error_details: {
      total_errors: 2,
      errors_omitted: 0,
      error_summary: { csv_validation_errors: 0, schema_errors: 0, validation_errors: 2, batch_errors: 0 },
    },
    recent_errors: [
      { row: 12, field: 'Category', message: 'Must be one of: furniture, weapons, costumes' },
      { row: 31, field: 'Name', message: 'Required' },
    ],
    created_at: '2026-03-02T09:00:00.000Z',
    started_at: '2026-03-02T09:00:02.000Z',
    completed_at: null,
    duration_seconds: null,
    ...overrides,
  };
}

/** A progress event for the job (by default where anImportJob() is). */
export function aProgress(overrides: Partial<ImportProgress> = {}): ImportProgress {
  const job = anImportJob();
  return {
    id: job.id,
    job_id: job.job_id,
    item_type: job.item_type,
    status: job.status,
    progress_percentage: job.progress_percentage,
    estimated_time_remaining: job.estimated_time_remaining,
    total_items: job.total_items,
    items_processed: job.processed_items,
    items_successful: job.successful_items,
    items_failed: job.failed_items,
    current_item: job.current_item,
    recent_errors: job.recent_errors,
    error_message: null,
    ...overrides,
  };
}

type Handler = (...args: unknown[]) => void;

/**
 * The progress socket as the dialog uses it (on, off, connect, disconnect), with the server's
 * side driven by the test: `accept()`, `send('status', …)`, `refuse(message)`, `drop(reason)`.
 */
export class FakeSocket {
  private readonly handlers = new Map<string, Set<Handler>>();
  connected = false;
  /** connect() calls: the reconnects (the first connection is made on creation) */
  connects = 0;
  closedByClient = false;

  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }

  off(event?: string, handler?: Handler) {
    if (!event) this.handlers.clear();
    else if (!handler) this.handlers.delete(event);
    else this.handlers.get(event)?.delete(handler);
    return this;
  }

  connect() {
    this.connects += 1;
    this.closedByClient = false;
    return this;
  }

  disconnect() {
    this.closedByClient = true;
    if (this.connected) {
      this.connected = false;
      this.fire('disconnect', 'io client disconnect');
    }
    return this;
  }

  /** The handshake succeeds. */
  accept() {
    this.connected = true;
    this.fire('connect');
    this.fire('connected', { id: 42, job_id: anImportJob().job_id });
  }

  /** The handshake (or a reconnect) fails. */
  refuse(message = 'xhr poll error') {
    this.connected = false;
    this.fire('connect_error', new Error(message));
  }

  /** The connection ends from the far side: 'io server disconnect' is the server closing it. */
  drop(reason: string) {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  send(event: 'status', progress: ImportProgress) {
    this.fire(event, progress);
  }

  private fire(event: string, ...args: unknown[]) {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(...args);
  }
}
