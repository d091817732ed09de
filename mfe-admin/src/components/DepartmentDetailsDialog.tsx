import type { ReactNode } from 'react';
import { ExternalLink, MapPin, Pencil, Trash2 } from 'lucide-react';
import { Badge, Button, Dialog } from '@scenedock/ui';
import { StageIllustration } from '@scenedock/ui/illustrations';
import type { Department } from '../api/departments';
import { DepartmentDomains } from './DepartmentDomains';
import { coordinatesOf, distanceKm, formatCoordinates, formatKm, openStreetMapUrl } from '../lib/geo';

export interface DepartmentDetailsDialogProps {
  department: Department | null;
  onClose: () => void;
  /** the viewer's current department, for the distance; null while unknown */
  current: Pick<Department, 'id' | 'name' | 'latitude' | 'longitude'> | null;
  isMember: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  /**
   * Its school email domains: absent for viewers who may not see them (only its admins and
   * superusers may); `canManage` for superusers, who add and remove them.
   */
  domains?: { canManage: boolean };
}

const COUNTS = [
  ['Users', 'user_count'],
  ['Productions', 'production_count'],
  ['Props', 'prop_count'],
  ['Sets', 'set_piece_count'],
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-5">
      <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
      <div className="mt-1.5 text-sm text-gray-700">{children}</div>
    </section>
  );
}

/** What the distance line says: kilometres, or why there is no figure. */
function distanceText(
  department: Department,
  current: DepartmentDetailsDialogProps['current'],
): string | null {
  if (!current) return null;
  if (current.id === department.id) return 'This is your current department.';
  const here = coordinatesOf(current);
  const there = coordinatesOf(department);
  if (!there) return null;
  if (!here)
    return `No distance can be shown: your current department, ${current.name}, has no location set.`;
  return `${formatKm(distanceKm(here, there))} from ${current.name} (straight line).`;
}

/** A department's details; Escape or the close button closes it. */
export function DepartmentDetailsDialog({
  department,
  onClose,
  current,
  isMember,
  onEdit,
  onDelete,
  domains,
}: DepartmentDetailsDialogProps) {
  const coordinates = department ? coordinatesOf(department) : null;
  const contact = department
    ? [
        ['Address', department.address],
        ['Contact person', department.contact_person],
        ['Email', department.contact_email],
        ['Phone', department.contact_phone],
        ['Time zone', department.time_zone?.replaceAll('_', ' ')],
      ].filter((entry): entry is [string, string] => Boolean(entry[1]))
    : [];
  const distance = department ? distanceText(department, current) : null;
  return (
    <Dialog
      open={department !== null}
      onClose={onClose}
      title={department?.name ?? ''}
      size="lg"
      footer={
        <>
          {onDelete && (
            <Button
              variant="danger"
              onClick={onDelete}
              icon={<Trash2 className="size-4" aria-hidden="true" />}
            >
              Delete
            </Button>
          )}
          {onEdit && (
            <Button
              variant="secondary"
              onClick={onEdit}
              icon={<Pencil className="size-4" aria-hidden="true" />}
            >
              Edit
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {department && (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-[16rem_1fr]">
            <div className="relative overflow-hidden rounded-md">
              <StageIllustration seed={department.id} className="aspect-[32/14] w-full" />
              <div className="absolute left-2 top-2">
                {isMember ? (
                  <Badge tone="green">Your Department</Badge>
                ) : (
                  <Badge tone="blue">Partner Department</Badge>
                )}
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-2">
              {COUNTS.map(([label, key]) => (
                <div key={key} className="rounded-md bg-gray-50 px-3 py-1.5 text-center ring-1 ring-gray-200">
                  <dt className="text-xs font-medium text-gray-600">{label}</dt>
                  <dd className="text-lg font-semibold text-gray-900">{department[key]}</dd>
                </div>
              ))}
            </dl>
          </div>
          <Section title="Location">
            {coordinates ? (
              <div className="space-y-1">
                <p className="flex items-center gap-1.5">
                  <MapPin className="size-4 text-gray-600" aria-hidden="true" />
                  {formatCoordinates(coordinates)}
                </p>
                <a
                  href={openStreetMapUrl(coordinates)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline"
                >
                  Open in OpenStreetMap
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                {distance && <p>{distance}</p>}
              </div>
            ) : (
              <p>No location has been entered for this department.</p>
            )}
          </Section>
          <Section title="Contact">
            {contact.length ? (
              <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
                {contact.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-medium text-gray-800">{label}</dt>
                    <dd className="break-words">
                      {label === 'Email' ? (
                        <a href={`mailto:${value}`} className="text-indigo-700 hover:underline">
                          {value}
                        </a>
                      ) : label === 'Phone' ? (
                        <a
                          href={`tel:${value.replace(/[^\d+]/g, '')}`}
                          className="text-indigo-700 hover:underline"
                        >
                          {value}
                        </a>
                      ) : (
                        value
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p>No contact details have been entered.</p>
            )}
          </Section>
          {department.description && (
            <Section title="Description">
              <p className="whitespace-pre-line">{department.description}</p>
            </Section>
          )}
          {domains && <DepartmentDomains department={department} canManage={domains.canManage} />}
        </>
      )}
    </Dialog>
  );
}
