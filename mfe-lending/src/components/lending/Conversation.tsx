import { useId, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import { Button, ErrorNotice, formatDateTime, RowSkeletons, TextAreaField } from '@scenedock/ui';
import { LOAD_MESSAGES_ERROR, sendMessageError } from '../../api/errors';
import { useLiveMessages, useLoanMessages, useSendMessage, type LoanMessage } from '../../api/messages';

/** How many of the newest messages show until the person asks for all of them. */
export const RECENT_MESSAGES = 3;

function MessageBubble({ message }: { message: LoanMessage }) {
  const mine = message.is_from_current_user;
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${mine ? 'bg-indigo-600 text-white' : 'bg-gray-100 text-gray-900'}`}
      >
        <p className={`text-xs ${mine ? 'text-indigo-100' : 'text-gray-600'}`}>
          <span className="font-medium">{mine ? 'You' : message.sender_name}</span>
          {' · '}
          <time dateTime={message.timestamp}>{formatDateTime(message.timestamp)}</time>
        </p>
        <p className="mt-0.5 break-words whitespace-pre-wrap">{message.content}</p>
      </div>
    </li>
  );
}

/**
 * A loan's conversation: the last three messages until 'Show All Messages', new ones arriving live
 * (or every 15 s without the live channel), and a box to write one when the reader may.
 */
export function Conversation({
  loanId,
  canWrite,
  autoFocus = false,
}: {
  loanId: number;
  canWrite: boolean;
  /** the message box takes the focus (the card's Messages button opens the dialog to write) */
  autoFocus?: boolean;
}) {
  const headingId = useId();
  const messages = useLoanMessages(loanId);
  useLiveMessages(loanId);
  const send = useSendMessage(loanId);
  const [showAll, setShowAll] = useState(false);
  const [draft, setDraft] = useState('');

  const all = messages.data ?? [];
  const shown = showAll ? all : all.slice(-RECENT_MESSAGES);
  const blank = draft.trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A blank message is never sent: the server would refuse it too.
    if (blank || send.isPending) return;
    try {
      await send.mutateAsync(draft.trim());
      setDraft('');
    } catch (error) {
      toast.error(sendMessageError(error));
    }
  }

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-gray-200 pt-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-gray-900">
          Messages
        </h3>
        {!showAll && all.length > RECENT_MESSAGES && (
          <Button variant="ghost" size="sm" onClick={() => setShowAll(true)}>
            Show All Messages ({all.length})
          </Button>
        )}
      </div>

      {messages.isPending ? (
        <div className="mt-3">
          <RowSkeletons count={2} label="Loading messages" />
        </div>
      ) : messages.isError ? (
        <div className="mt-3">
          <ErrorNotice title={LOAD_MESSAGES_ERROR} onRetry={() => void messages.refetch()} />
        </div>
      ) : all.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">No messages yet.</p>
      ) : (
        <ol aria-label="Conversation" aria-live="polite" className="mt-3 space-y-2">
          {shown.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </ol>
      )}

      {canWrite && (
        <form onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-2">
          <TextAreaField
            label="Write a message"
            autoFocus={autoFocus}
            rows={2}
            maxLength={2000}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              // Enter sends, Shift+Enter starts a new line.
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
          />
          <div className="flex justify-end">
            <Button
              type="submit"
              size="sm"
              disabled={blank}
              loading={send.isPending}
              icon={<Send className="size-4" aria-hidden="true" />}
            >
              Send
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
