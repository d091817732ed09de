import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from '@scenedock/ui/router';
import {
  ApiError,
  errorMessage,
  itemPath,
  normalizeCode,
  OwnerContactCard,
  unwrap,
  useApi,
  type CodeContact,
} from '@scenedock/ui';
import { useSession } from '../session/SessionProvider';
import { PublicScreen, Validating } from './PublicScreen';

/** The answer for a code that names nothing, or cannot be a code. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.status === 422))
    return 'No item has this code. Check the label, or type the code again.';
  return errorMessage(error, 'Failed to look the code up. Please try again.', { useDetail: true });
}

/**
 * A label's address, `/i/<code>` (docs/labels-and-scanning.md, "Scanning"). Signed in, a member of
 * the item's department lands on the item's page (in that department); anyone else, signed in or
 * not, sees whose the item is and how to reach them, nothing of the item.
 */
export function CodePage() {
  const { code: raw = '' } = useParams();
  const session = useSession();
  const client = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const code = normalizeCode(raw);
  const signedIn = session.status === 'signedIn';

  const lookup = useQuery({
    queryKey: ['codes', code, signedIn ? 'member' : 'public'],
    enabled: code !== null && session.status !== 'loading',
    retry: false,
    queryFn: async (): Promise<CodeContact & { member: boolean; item?: string; department_id?: number }> => {
      if (!signedIn) {
        const contact = await unwrap(
          client.GET('/public/codes/{code}', { params: { path: { code: code! } } }),
        );
        return { ...contact, member: false };
      }
      const answer = await unwrap(client.GET('/codes/{code}', { params: { path: { code: code! } } }));
      if (!answer.member) return answer;
      return {
        code: answer.code,
        member: true,
        item: itemPath(answer.item_type, answer.item_id),
        department_id: answer.department_id,
        department_name: answer.department_name,
        contact_person: null,
        contact_email: null,
        contact_phone: null,
      };
    },
  });

  const answer = lookup.data;
  useEffect(() => {
    if (!answer?.member || !answer.item || answer.department_id === undefined) return;
    // The item's department becomes the current one, as the switcher would make it.
    session.switchDepartment(answer.department_id);
    void navigate(answer.item, { replace: true });
    // Once per answer: the session object changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  let body;
  if (code === null) body = <p role="alert">{failureText(new ApiError(422, undefined))}</p>;
  else if (session.status === 'loading' || lookup.isPending || answer?.member)
    body = <Validating text="Looking the code up…" />;
  else if (lookup.isError) body = <p role="alert">{failureText(lookup.error)}</p>;
  else body = <OwnerContactCard contact={answer!} />;

  return (
    <PublicScreen title="Scenedock item">
      {body}
      <p className="mt-6 text-center text-sm">
        {signedIn ? (
          <Link className="text-indigo-700 underline" to="/">
            Go to your dashboard
          </Link>
        ) : (
          // The sign-in page returns here, and so (for a member) to the item's page.
          <Link className="font-medium text-indigo-700 underline" to="/login" state={{ from: location }}>
            Sign in to open it
          </Link>
        )}
      </p>
    </PublicScreen>
  );
}
