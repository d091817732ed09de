/** Condition reports and damage reports as the screens read them, many subjects in a few queries. */
import { Op } from 'sequelize';
import {
  ConditionPhoto,
  ConditionReport,
  DamageReport,
  type ConditionSubjectType,
  type DamageComment,
} from '../../models';

export interface ConditionReportView {
  report: ConditionReport;
  photos: ConditionPhoto[];
}

export interface SubjectConditions {
  handover: ConditionReportView | null;
  return: ConditionReportView | null;
  damage: DamageReport | null;
}

const EMPTY: SubjectConditions = { handover: null, return: null, damage: null };

/** The reports (with their photos, in order) of the given reports' ids. */
export async function reportViews(ids: number[]): Promise<Map<number, ConditionReportView>> {
  if (!ids.length) return new Map();
  const [reports, photos] = await Promise.all([
    ConditionReport.findAll({ where: { id: { [Op.in]: ids } } }),
    ConditionPhoto.findAll({
      where: { report_id: { [Op.in]: ids } },
      order: [
        ['report_id', 'ASC'],
        ['position', 'ASC'],
      ],
    }),
  ]);
  return new Map(
    reports.map((report) => [report.id, { report, photos: photos.filter((p) => p.report_id === report.id) }]),
  );
}

/** Each subject's hand-over and return reports and its latest damage report. */
export async function conditionsOf(
  type: ConditionSubjectType,
  subjectIds: number[],
): Promise<Map<number, SubjectConditions>> {
  const out = new Map<number, SubjectConditions>();
  if (!subjectIds.length) return out;
  const [reports, damages] = await Promise.all([
    ConditionReport.findAll({
      attributes: ['id', 'subject_id', 'stage'],
      where: { subject_type: type, subject_id: { [Op.in]: subjectIds } },
    }),
    DamageReport.findAll({
      where: { subject_type: type, subject_id: { [Op.in]: subjectIds } },
      order: [['id', 'ASC']],
    }),
  ]);
  const views = await reportViews(reports.map((r) => r.id));
  for (const id of subjectIds) out.set(id, { ...EMPTY });
  for (const r of reports) {
    const entry = out.get(r.subject_id)!;
    entry[r.stage] = views.get(r.id) ?? null;
  }
  for (const d of damages) out.get(d.subject_id)!.damage = d;
  return out;
}

/** A damage report as a reader sees it: both departments' names and its two condition reports. */
export interface DamageView {
  report: DamageReport;
  departmentName: string;
  borrowerName: string | null;
  handover: ConditionReportView | null;
  returned: ConditionReportView | null;
  canResolve: boolean;
  /** whether the reader may comment on it (the members of either side) */
  canComment?: boolean;
  /** the person a loan to a person was lent to (null for a loan between departments) */
  borrowerPerson?: string | null;
}

/** Where a damage report opens in the app (the bell, the mails, the item page, the loan): one address. */
export const damagePath = (id: number) => `/lending/damage?report=${id}`;

/** Whose reports a list shows, seen from the current department. */
export type DamageSide = 'lender' | 'borrower';

/** A comment as the screens show it: who wrote it, from which side, when. */
export interface DamageCommentView {
  comment: DamageComment;
  departmentName: string;
  side: DamageSide;
}
