import type {
  Condition,
  ConditionPhoto,
  ConditionStage,
  ConditionSubjectType,
  DamageStatus,
  LendingItemType,
} from '../models';
import type { DamageResolution } from '../models';
import {
  damagePath,
  type ConditionReportView,
  type DamageCommentView,
  type DamageSide,
  type DamageView,
} from '../services/condition/read';

/** A photo of a condition report. */
export interface ConditionPhotoOut {
  /** @isInt */
  id: number;
  url: string;
  /** @isInt */
  width: number;
  /** @isInt */
  height: number;
}

/** The item's condition at one stage of a hand-over (docs/lending.md). */
export interface ConditionReportOut {
  /** @isInt */
  id: number;
  stage: ConditionStage;
  condition: Condition;
  note: string | null;
  /** in the order they were given */
  photos: ConditionPhotoOut[];
  /** who recorded it */
  recorded_by_name: string | null;
  recorded_at: Date;
}

/** An item that came back worse than it went out. */
export interface DamageReportOut {
  /** @isInt */
  id: number;
  item_type: LendingItemType;
  /** @isInt */
  item_id: number;
  item_name: string;
  /**
   * the item's department: its managers and up resolve the report
   * @isInt
   */
  department_id: number;
  department_name: string;
  /**
   * the borrowing department of a loan between departments; null for a loan to a person
   * @isInt
   */
  borrower_department_id: number | null;
  borrower_department_name: string | null;
  /** the person a loan to a person was lent to; null for a loan between departments */
  borrower_person_name: string | null;
  subject_type: ConditionSubjectType;
  /**
   * the loan (subject_type lending) or the person loan
   * @isInt
   */
  subject_id: number;
  /** the condition it went out in (the hand-over's, or the item's recorded one when none was made) */
  condition_before: Condition;
  /** the condition it came back in */
  condition_after: Condition;
  status: DamageStatus;
  /** null until resolved (spelled out: a nullable named enum is not described right) */
  resolution: 'repaired' | 'replaced' | 'accepted' | 'charged' | null;
  resolution_note: string | null;
  resolved_by_name: string | null;
  resolved_at: Date | null;
  /** the condition a repair or a replacement left the item in (the item took it); null otherwise */
  resolved_condition: 'excellent' | 'good' | 'fair' | 'poor' | null;
  handover: ConditionReportOut | null;
  return: ConditionReportOut | null;
  /** whether the reader may resolve it now (the item's department's managers and up, while open) */
  can_resolve: boolean;
  /** whether the reader may comment on it (the members of either side, open or resolved) */
  can_comment: boolean;
  /** where the report opens in the app */
  url: string;
  created_at: Date;
}

/** What one side said on a damage report. */
export interface DamageCommentOut {
  /** @isInt */
  id: number;
  /** @isInt */
  damage_report_id: number;
  body: string;
  author_name: string;
  /**
   * the department the author wrote from
   * @isInt
   */
  department_id: number;
  department_name: string;
  /** lender: the item's department; borrower: the borrowing department, or the person a loan to a person was for */
  side: DamageSide;
  created_at: Date;
}

// The spelled-out resolution stays the model's list.
const _resolutions: DamageResolution[] = [] as Exclude<DamageReportOut['resolution'], null>[];
void _resolutions;

export function presentConditionPhoto(photo: ConditionPhoto): ConditionPhotoOut {
  return { id: photo.id, url: photo.url, width: photo.width, height: photo.height };
}

export function presentConditionReport(view: ConditionReportView | null): ConditionReportOut | null {
  if (!view) return null;
  const { report, photos } = view;
  return {
    id: report.id,
    stage: report.stage,
    condition: report.condition,
    note: report.note ?? null,
    photos: photos.map(presentConditionPhoto),
    recorded_by_name: report.recorded_by_name ?? null,
    recorded_at: report.created_at,
  };
}

export function presentDamageReport(view: DamageView): DamageReportOut {
  const { report } = view;
  return {
    id: report.id,
    item_type: report.item_type,
    item_id: report.item_id,
    item_name: report.item_name,
    department_id: report.department_id,
    department_name: view.departmentName,
    borrower_department_id: report.borrower_department_id ?? null,
    borrower_department_name: view.borrowerName,
    borrower_person_name: view.borrowerPerson ?? null,
    subject_type: report.subject_type,
    subject_id: report.subject_id,
    condition_before: report.condition_before,
    condition_after: report.condition_after,
    status: report.status,
    resolution: report.resolution ?? null,
    resolution_note: report.resolution_note ?? null,
    resolved_by_name: report.resolved_by_name ?? null,
    resolved_at: report.resolved_at ?? null,
    resolved_condition: report.resolved_condition ?? null,
    handover: presentConditionReport(view.handover),
    return: presentConditionReport(view.returned),
    can_resolve: view.canResolve,
    can_comment: view.canComment ?? false,
    url: damagePath(report.id),
    created_at: report.created_at,
  };
}

export function presentDamageComment(view: DamageCommentView): DamageCommentOut {
  const { comment } = view;
  return {
    id: comment.id,
    damage_report_id: comment.damage_report_id,
    body: comment.body,
    author_name: comment.author_name,
    department_id: comment.department_id,
    department_name: view.departmentName,
    side: view.side,
    created_at: comment.created_at,
  };
}
