// The shell's UI kit and platform context: shared as a singleton by the shell and every remote.
// What more than one frontend needs lives here, once (docs/frontends.md).
export {
  ApiError,
  downloadBlob,
  errorEntry,
  errorMessage,
  exactTotalOf,
  fieldErrorsText,
  firstFieldError,
  serverWords,
  totalOf,
  totalText,
  unwrap,
  type ErrorMessages,
  type ErrorTable,
  type FailureMessage,
} from './api';
export {
  compactPayload,
  formatDate,
  formatDateTime,
  fullName,
  initials,
  timeAgo,
  type Named,
} from './format';
export { can, grantableRoles, roleLabel, type Action, type Actor } from './permissions';
export {
  categoryLabel,
  CONDITIONS,
  COSTUME_CATEGORIES,
  COSTUME_SIZES,
  ENUMS,
  enumLabel,
  enumOptions,
  enumTone,
  IMPORT_ITEM_TYPES,
  IMPORT_JOB_STATUSES,
  isEnumValue,
  LENDING_STATUSES,
  PRODUCTION_STATUSES,
  PROP_CATEGORIES,
  ROLE_LABELS,
  ROLES,
  SET_CATEGORIES,
  USER_STATUSES,
  type Condition,
  type CostumeCategory,
  type CostumeSize,
  type EnumEntry,
  type EnumKind,
  type EnumValue,
  type ImportItemType,
  type ImportJobStatus,
  type ItemCategory,
  type LendingStatus,
  type ProductionStatus,
  type PropCategory,
  type Role,
  type SetCategory,
  type UserStatus,
} from './enums';
export {
  isReachable,
  PlatformProvider,
  useApi,
  useAssetUrl,
  useCurrentDepartment,
  useCurrentUser,
  usePlatform,
  useReachableHref,
  type CurrentUser,
  type Platform,
} from './platform';
export { createQueryClient } from './queryClient';
export { publishLiveEvent, setLiveEventsConnected, useLiveEvent, useLiveEventsConnected } from './liveEvents';
export { whenIdle } from './idle';
export { mountScreens, type EmbeddableRemote } from './embed/mountScreens';
export type { EmbedFailure, EmbedFailureReason, MountedScreen, MountOptions } from './embed/contract';
export { Avatar } from './components/Avatar';
export { Badge, type BadgeTone } from './components/Badge';
export { EnumBadge } from './components/EnumBadge';
export { Button, IconButton, type ButtonProps } from './components/Button';
export { ConfirmDialog, Dialog, type DialogProps } from './components/Dialog';
export { EmptyState } from './components/EmptyState';
export { ErrorBoundary, ErrorNotice, type ErrorNoticeProps } from './components/ErrorBoundary';
export { lazyDialog, type LazyDialog } from './components/lazyDialog';
export {
  CheckboxField,
  FieldMessage,
  SelectField,
  TextAreaField,
  TextField,
  type SelectOption,
} from './components/fields';
export { PageHeader } from './components/PageHeader';
export { Pagination } from './components/Pagination';
export { SearchInput } from './components/SearchInput';
export { CardSkeletonGrid, RowSkeletons, Skeleton } from './components/Skeleton';
export { LoadingScreen, Spinner } from './components/Spinner';
export { Toasts } from './components/Toasts';
export {
  REMOTE_EXPOSES,
  REMOTE_NAMES,
  REMOTE_OF_PATH,
  type ExposedModuleId,
  type AddDialogModule,
  type AddDialogProps,
  type MountModule,
  type PanelModule,
  type RemoteModules,
  type RemoteName,
  type RoutesModule,
} from './remote';
export { ImageUpload, type ImageUploadProps, type UploadFileType } from './components/ImageUpload';
export { resizeImage, UnreadableImage, UNREADABLE_IMAGE, type ResizeOptions } from './resizeImage';
export { Alert } from './components/Alert';
export { PasswordField } from './components/PasswordField';
export {
  bookingsKeys,
  costumesKeys,
  currentUserKey,
  currentUserQuery,
  dashboardKeys,
  dashboardQuery,
  damageKeys,
  departmentsKeys,
  importJobsKeys,
  itemKeys,
  lendingKeys,
  notificationsKeys,
  productionsKeys,
  propsKeys,
  setsKeys,
  usersKeys,
  weekQuery,
  type ItemResource,
  type KeyFilters,
} from './queryKeys';
export {
  isStrongPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIREMENTS,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  passwordProblem,
  STRONG_PASSWORD_MESSAGE,
} from './password';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { useDebouncedCommit } from './hooks/useDebouncedCommit';
export { useListParams, type ListParams } from './hooks/useListParams';
export { useRowSelection, type RowSelection } from './hooks/useRowSelection';
export { unwrapPage, type Page } from './page';
export {
  availabilityLine,
  BLOCK_REASONS,
  blockReasonOptions,
  BOOKING_KIND_LABELS,
  bookingLine,
  formatPeriod,
  holdsOn,
  todayIso,
  setDepartmentTimeZone,
  type BlockReason,
  type BookingKind,
  type BookingOut,
  type BookingState,
  type ItemAvailabilityOut,
} from './bookings';
export { FactList, type Fact, type FactOptions } from './components/FactList';
export {
  ITEM_RESOURCE_OF_TYPE,
  itemPath,
  itemPathOf,
  loanPath,
  productionPath,
  type ItemType,
} from './paths';
export {
  FilterBar,
  FilterSearch,
  FilterSelect,
  type FilterBarProps,
  type FilterBinding,
} from './components/FilterBar';
export { stackedTable } from './components/stackedTable';
export {
  codeFromScan,
  codePath,
  displayCode,
  normalizeCode,
  OwnerContactCard,
  type CodeContact,
} from './codes';
