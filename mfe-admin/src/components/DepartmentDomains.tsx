import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast/headless';
import { Globe } from 'lucide-react';
import { Button, ErrorNotice, formatDate, RowSkeletons, TextField } from '@scenedock/ui';
import { useClaimDomain, useDepartmentDomains, useReleaseDomain, type SchoolDomain } from '../api/domains';
import { claimDomainMessage, releaseDomainMessage } from '../api/errors';

export interface DepartmentDomainsProps {
  department: { id: number; name: string };
  /** superusers: add and remove; the department's admins only read them */
  canManage: boolean;
}

/**
 * "School email domains": a new person signing in with a school account of one of them is invited
 * to the department as a student. Its admins see them; only a superuser changes them.
 */
export function DepartmentDomains({ department, canManage }: DepartmentDomainsProps) {
  const domains = useDepartmentDomains(department.id);
  return (
    <section className="mt-5" aria-labelledby={`department-${department.id}-domains`}>
      <h3 id={`department-${department.id}-domains`} className="text-sm font-semibold text-gray-900">
        School email domains
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        New people who sign in with a school account of these domains are invited here as students.
      </p>
      <div className="mt-2 space-y-3 text-sm text-gray-700">
        {domains.isPending ? (
          <RowSkeletons count={1} label="Loading school email domains" />
        ) : domains.isError ? (
          <ErrorNotice
            title="Failed to load the school email domains"
            onRetry={() => void domains.refetch()}
          />
        ) : domains.data.length === 0 ? (
          <p>No school email domain is claimed for this department.</p>
        ) : (
          <ul
            aria-label="School email domains"
            className="divide-y divide-gray-200 rounded-md ring-1 ring-gray-200"
          >
            {domains.data.map((domain) => (
              <DomainRow key={domain.id} departmentId={department.id} domain={domain} canManage={canManage} />
            ))}
          </ul>
        )}
        {canManage && <AddDomainForm departmentId={department.id} />}
      </div>
    </section>
  );
}

function DomainRow({
  departmentId,
  domain,
  canManage,
}: {
  departmentId: number;
  domain: SchoolDomain;
  canManage: boolean;
}) {
  const release = useReleaseDomain(departmentId);
  // Removing asks first, in the row: the details dialog is already a dialog.
  const [confirming, setConfirming] = useState(false);

  function remove() {
    release.mutate(domain.id, {
      onSuccess: () => toast.success(`${domain.domain} removed`),
      onError: (error) => {
        setConfirming(false);
        toast.error(releaseDomainMessage(error));
      },
    });
  }

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2">
      <Globe className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <span className="break-all font-medium text-gray-900">{domain.domain}</span>
        <span className="ml-2 text-gray-600">since {formatDate(domain.created_at)}</span>
      </div>
      {canManage &&
        (confirming ? (
          <div role="group" aria-label={`Remove ${domain.domain}?`} className="flex items-center gap-2">
            <span className="text-gray-800">Remove {domain.domain}?</span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setConfirming(false)}
              disabled={release.isPending}
            >
              Cancel
            </Button>
            <Button variant="danger" size="sm" onClick={remove} loading={release.isPending}>
              Remove
            </Button>
          </div>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setConfirming(true)}
            aria-label={`Remove ${domain.domain}`}
          >
            Remove
          </Button>
        ))}
    </li>
  );
}

function AddDomainForm({ departmentId }: { departmentId: number }) {
  const claim = useClaimDomain(departmentId);
  const [domain, setDomain] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = domain.trim();
    if (!value) {
      setProblem('Enter an email domain, such as school.edu');
      return;
    }
    setProblem(undefined);
    claim.mutate(value, {
      onSuccess: (claimed) => {
        setDomain('');
        toast.success(`${claimed.domain} added`);
      },
      onError: (error) => setProblem(claimDomainMessage(error)),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        label="Domain"
        placeholder="school.edu"
        autoComplete="off"
        spellCheck={false}
        value={domain}
        onChange={(event) => setDomain(event.target.value)}
        error={problem}
        className="sm:w-64"
      />
      <Button type="submit" loading={claim.isPending} className="sm:mt-6">
        Add domain
      </Button>
    </form>
  );
}
