import type { DepartmentWithCounts } from '../services/departments';

export interface DepartmentCounts {
  /**
   * memberships of every status, pending invitations included
   * @isInt
   */
  user_count: number;
  /** @isInt */
  production_count: number;
  /** @isInt */
  prop_count: number;
  /** @isInt */
  set_piece_count: number;
  /** @isInt */
  costume_piece_count: number;
}

export interface DepartmentOut extends DepartmentCounts {
  /** @isInt */
  id: number;
  name: string;
  address: string | null;
  contact_person: string | null;
  contact_email: string | null;
  /** whether the contact address's owner confirmed it (followed the link mailed to it): only then does it receive mail */
  contact_email_confirmed: boolean;
  contact_phone: string | null;
  description: string | null;
  latitude: number | null;
  longitude: number | null;
  /** the IANA time zone its days are counted in: "today", overdue, the days moves are recorded on */
  time_zone: string;
  created_at: Date;
  updated_at: Date;
}

export function presentDepartment({ department, userCount }: DepartmentWithCounts): DepartmentOut {
  const counts: DepartmentCounts = {
    user_count: userCount,
    production_count: department.production_count,
    prop_count: department.prop_count,
    set_piece_count: department.set_piece_count,
    costume_piece_count: department.costume_piece_count,
  };
  return {
    id: department.id,
    name: department.name,
    address: department.address ?? null,
    contact_person: department.contact_person ?? null,
    contact_email: department.contact_email ?? null,
    contact_email_confirmed: Boolean(department.contact_email && department.contact_email_confirmed_at),
    contact_phone: department.contact_phone ?? null,
    description: department.description ?? null,
    latitude:
      department.latitude === null || department.latitude === undefined ? null : Number(department.latitude),
    longitude:
      department.longitude === null || department.longitude === undefined
        ? null
        : Number(department.longitude),
    time_zone: department.time_zone,
    created_at: department.created_at,
    updated_at: department.updated_at,
    ...counts,
  };
}
