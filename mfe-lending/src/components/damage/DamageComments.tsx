import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Badge, Button, ErrorNotice, formatDateTime, RowSkeletons, TextAreaField } from '@scenedock/ui';
import type { DamageReport } from '../../api/condition';
import { commentError, useAddDamageComment, useDamageComments } from '../../api/damage';

const MAX_COMMENT = 2000;

/** Who a side is, as a comment names it: the item's department, or the borrower. */
function sideLabel(report: DamageReport, side: 'lender' | 'borrower'): string {
  if (side === 'lender') return report.department_name;
  return report.borrower_department_name ?? report.borrower_person_name ?? 'Borrower';
}

/**
 * What both sides said on a damage report, oldest first, and the form to answer (docs/lending.md,
 * "Damage reports"): the borrower answers, the lender's people reply; the other side is told.
 */
export function DamageComments({ report }: { report: DamageReport }) {
  const comments = useDamageComments(report.id);
  const add = useAddDamageComment(report.id);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const rows = comments.data?.items ?? [];

  return (
    <section aria-labelledby={`damage-comments-${report.id}`} className="space-y-3">
      <h3 id={`damage-comments-${report.id}`} className="text-base font-semibold text-gray-900">
        Comments
      </h3>
      {comments.isPending ? (
        <RowSkeletons count={2} />
      ) : comments.isError ? (
        <ErrorNotice
          title="Failed to load the comments"
          message="Please try again."
          onRetry={() => void comments.refetch()}
        />
      ) : rows.length === 0 ? (
        <p className="text-sm text-gray-600">
          No comments yet.{' '}
          {report.borrower_department_name
            ? `${report.borrower_department_name} can answer here, and ${report.department_name} reply.`
            : 'The borrower (when they have an account) and the department can write here.'}
        </p>
      ) : (
        <ol className="space-y-3" aria-label="Comments, oldest first">
          {rows.map((comment) => (
            <li
              key={comment.id}
              className={`rounded-md p-3 text-sm ring-1 ${
                comment.side === 'lender' ? 'bg-white ring-gray-200' : 'bg-indigo-50 ring-indigo-200'
              }`}
            >
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium text-gray-900">{comment.author_name}</span>
                <Badge tone={comment.side === 'lender' ? 'gray' : 'blue'}>
                  {sideLabel(report, comment.side)}
                </Badge>
                <time dateTime={comment.created_at} className="text-gray-600">
                  {formatDateTime(comment.created_at)}
                </time>
              </div>
              <p className="mt-1 whitespace-pre-line break-words text-gray-800">{comment.body}</p>
            </li>
          ))}
        </ol>
      )}
      {report.can_comment && (
        <form
          className="space-y-2"
          aria-label="Comment on the damage report"
          onSubmit={(event) => {
            event.preventDefault();
            const text = body.trim();
            if (!text) {
              setError('Comment cannot be empty');
              return;
            }
            setError(undefined);
            add.mutate(text, {
              onSuccess: () => {
                setBody('');
                toast.success('Comment sent');
              },
              onError: (failure) => toast.error(commentError(failure)),
            });
          }}
        >
          <TextAreaField
            label="Your comment"
            maxLength={MAX_COMMENT}
            rows={3}
            value={body}
            error={error}
            hint={`The other side is told. At most ${MAX_COMMENT} characters.`}
            onChange={(event) => setBody(event.target.value)}
          />
          <Button type="submit" size="sm" loading={add.isPending}>
            Send comment
          </Button>
        </form>
      )}
    </section>
  );
}
