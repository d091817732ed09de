import { RefreshCw } from 'lucide-react';
import { Button } from '@scenedock/ui';
import type { Connection } from './useProgressSocket';
import { MAX_RECONNECTS } from './reconnect';

const DOT = {
  connecting: 'bg-gray-400',
  connected: 'bg-green-500',
  reconnecting: 'bg-yellow-500',
  disconnected: 'bg-red-500',
} as const;

function label(connection: Connection): string {
  switch (connection.state) {
    case 'connecting':
      return 'Connecting…';
    case 'connected':
      return 'Connected';
    case 'reconnecting':
      return `Reconnecting (${connection.attempt} of ${MAX_RECONNECTS})…`;
    case 'disconnected':
      return 'Disconnected';
  }
}

/** Whether live updates arrive, and a Reconnect button when they do not. */
export function ConnectionStatus({
  connection,
  onReconnect,
}: {
  connection: Connection;
  onReconnect: () => void;
}) {
  const trouble = connection.state === 'reconnecting' || connection.state === 'disconnected';
  return (
    <div className="flex items-center justify-between gap-3 text-sm text-gray-700">
      <p role="status" className="flex items-center gap-2">
        <span className={`size-2 rounded-full ${DOT[connection.state]}`} aria-hidden="true" />
        <span>{label(connection)}</span>
        {trouble && <span className="text-gray-500">(checking every few seconds)</span>}
      </p>
      {trouble && (
        <Button
          variant="secondary"
          size="sm"
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
          onClick={onReconnect}
        >
          Reconnect
        </Button>
      )}
    </div>
  );
}
