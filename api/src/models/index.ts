import type { NonAttribute } from 'sequelize';
import { AuditLog } from './AuditLog';
import { Booking } from './Booking';
import { CalendarFeed } from './CalendarFeed';
import { CostumePiece } from './CostumePiece';
import { ConditionPhoto, ConditionReport, DamageComment, DamageReport } from './ConditionReport';
import { PersonLoan } from './PersonLoan';
import { Production } from './Production';
import { Prop } from './Prop';
import { SetPiece } from './SetPiece';
import { Department } from './Department';
import { DepartmentMembership } from './DepartmentMembership';
import { ImportJob, ImportJobError } from './ImportJob';
import { ItemPhoto } from './ItemPhoto';
import { LendingMessage, LendingMessageRead, LendingRecord } from './Lending';
import { MailDigest } from './MailDigest';
import { MailOutbox } from './MailOutbox';
import { Notification } from './Notification';
import { RateLimitHit } from './RateLimitHit';
import { RefreshToken } from './RefreshToken';
import { DepartmentDomain, PortalTokenUse, UserIdentity } from './SchoolSignIn';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from './Webhook';
import { User } from './User';
import { UploadRecord } from './UploadRecord';
import { UserToken } from './UserToken';

// The association's side of User: typed here, where both models are known, so that User.ts and
// DepartmentMembership.ts do not import each other.
declare module './User' {
  interface User {
    memberships?: NonAttribute<DepartmentMembership[]>;
  }
}

User.hasMany(DepartmentMembership, { as: 'memberships', foreignKey: 'user_id' });
DepartmentMembership.belongsTo(User, { as: 'user', foreignKey: 'user_id' });
Department.hasMany(DepartmentMembership, { as: 'memberships', foreignKey: 'department_id' });
DepartmentMembership.belongsTo(Department, { as: 'department', foreignKey: 'department_id' });
DepartmentMembership.belongsTo(User, { as: 'inviter', foreignKey: 'invited_by', constraints: false });
RefreshToken.belongsTo(User, { as: 'user', foreignKey: 'user_id' });
UserToken.belongsTo(User, { as: 'user', foreignKey: 'user_id' });
UserToken.belongsTo(Department, { as: 'department', foreignKey: 'department_id' });
ImportJob.belongsTo(User, { as: 'user', foreignKey: 'user_id', constraints: false });
LendingRecord.belongsTo(Department, { as: 'lender', foreignKey: 'from_department_id', constraints: false });
LendingRecord.belongsTo(Department, { as: 'borrower', foreignKey: 'to_department_id', constraints: false });
LendingRecord.belongsTo(Prop, { as: 'prop', foreignKey: 'prop_id', constraints: false });
LendingRecord.belongsTo(SetPiece, { as: 'setPiece', foreignKey: 'set_piece_id', constraints: false });
LendingRecord.belongsTo(CostumePiece, {
  as: 'costumePiece',
  foreignKey: 'costume_piece_id',
  constraints: false,
});
Booking.belongsTo(Production, { as: 'production', foreignKey: 'production_id', constraints: false });
Booking.belongsTo(LendingRecord, { as: 'loan', foreignKey: 'lending_id', constraints: false });
Booking.belongsTo(PersonLoan, { as: 'personLoan', foreignKey: 'person_loan_id', constraints: false });
LendingRecord.hasMany(LendingMessage, { as: 'messages', foreignKey: 'lending_id', constraints: false });
LendingRecord.belongsTo(Production, { as: 'production', foreignKey: 'production_id', constraints: false });
CalendarFeed.belongsTo(Production, { as: 'production', foreignKey: 'production_id', constraints: false });

export {
  AuditLog,
  PersonLoan,
  Booking,
  CalendarFeed,
  ConditionPhoto,
  ConditionReport,
  CostumePiece,
  DamageComment,
  DamageReport,
  Department,
  DepartmentDomain,
  DepartmentMembership,
  ImportJob,
  ImportJobError,
  ItemPhoto,
  LendingMessage,
  LendingMessageRead,
  LendingRecord,
  MailDigest,
  MailOutbox,
  Notification,
  PortalTokenUse,
  Production,
  Prop,
  RateLimitHit,
  RefreshToken,
  SetPiece,
  UploadRecord,
  User,
  UserIdentity,
  UserToken,
  WebhookAttempt,
  WebhookDelivery,
  WebhookEndpoint,
};
export {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DISABLED_REASONS,
  type WebhookDeliveryStatus,
  type WebhookDisabledReason,
} from './Webhook';
export { CONDITIONS, type Condition, type ItemRow } from './inventoryColumns';
export { MAX_ITEM_PHOTOS } from './ItemPhoto';
export { PRODUCTION_STATUSES, type ProductionStatus } from './Production';
export { PROP_CATEGORIES, type PropCategory } from './Prop';
export { COSTUME_CATEGORIES, COSTUME_SIZES, type CostumeCategory, type CostumeSize } from './CostumePiece';
export { MEMBERSHIP_STATUSES, ROLES, type MembershipStatus, type Role } from './DepartmentMembership';
export {
  ACTIVE_IMPORT_STATUSES,
  IMPORT_ITEM_TYPES,
  IMPORT_JOB_STATUSES,
  type ImportItemType,
  type ImportJobStatus,
} from './ImportJob';
export { USER_STATUSES, type UserStatus } from './User';
export {
  HOLDING_LENDING_STATUSES,
  LENDING_ITEM_TYPES,
  LENDING_STATUSES,
  OPEN_LENDING_STATUSES,
  type LendingItemType,
  type LendingSide,
  type LendingStatus,
} from './Lending';
export {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_TYPES,
  type NotificationCategory,
  type NotificationType,
} from './Notification';
export {
  BLOCK_REASONS,
  BOOKING_KINDS,
  BOOKING_STATES,
  type BlockReason,
  type BookingKind,
  type BookingState,
} from './Booking';
export {
  CONDITION_STAGES,
  CONDITION_SUBJECTS,
  DAMAGE_RESOLUTIONS,
  DAMAGE_STATUSES,
  MAX_CONDITION_NOTE,
  MAX_CONDITION_PHOTOS,
  MAX_DAMAGE_COMMENT,
  type ConditionStage,
  type ConditionSubjectType,
  type DamageResolution,
  type DamageStatus,
} from './ConditionReport';
export { PERSON_LOAN_STATUSES, type PersonLoanStatus } from './PersonLoan';
