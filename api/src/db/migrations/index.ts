import type { QueryInterface } from 'sequelize';
import * as m0001 from './0001-accounts-and-departments';
import * as m0002 from './0002-inventory-and-productions';
import * as m0003 from './0003-department-item-counts';
import * as m0004 from './0004-notifications';
import * as m0005 from './0005-membership-status';
import * as m0006 from './0006-department-names-ignore-case';
import * as m0006b from './0006b-rate-limit-buckets';
import * as m0007 from './0007-import-jobs';
import * as m0008 from './0008-lending';
import * as m0009 from './0009-full-text-search';
import * as m0010 from './0010-list-filter-indexes';
import * as m0011 from './0011-department-scoped-search';
import * as m0012 from './0012-category-indexes';
import * as m0013 from './0013-bookings';
import * as m0014 from './0014-import-limits';
import * as m0015 from './0015-mail-limits';
import * as m0016 from './0016-upload-records';
import * as m0018 from './0018-two-letter-prefixes';
import * as m0019 from './0019-item-pages';
import * as m0020 from './0020-calendars';
import * as m0021 from './0021-list-settings';
import * as m0022 from './0022-item-codes';
import * as m0023 from './0023-condition-reports';
import * as m0024 from './0024-person-loans';
import * as m0025 from './0025-school-sign-in';
import * as m0026 from './0026-department-time-zones';
import * as m0027 from './0027-damage-comments';
import * as m0028 from './0028-person-loan-production';
import * as m0029 from './0029-webhooks';
import * as m0030 from './0030-mail-outbox';

export interface Migration {
  name: string;
  up: (queryInterface: QueryInterface) => Promise<void>;
  down: (queryInterface: QueryInterface) => Promise<void>;
}

/** In order. A migration, once it has landed, is never edited: add a new one. */
export const migrations: Migration[] = [
  { name: '0001-accounts-and-departments', ...m0001 },
  { name: '0002-inventory-and-productions', ...m0002 },
  { name: '0003-department-item-counts', ...m0003 },
  { name: '0004-notifications', ...m0004 },
  { name: '0005-membership-status', ...m0005 },
  { name: '0006-department-names-ignore-case', ...m0006 },
  { name: '0006b-rate-limit-buckets', ...m0006b },
  { name: '0007-import-jobs', ...m0007 },
  { name: '0008-lending', ...m0008 },
  { name: '0009-full-text-search', ...m0009 },
  { name: '0010-list-filter-indexes', ...m0010 },
  { name: '0011-department-scoped-search', ...m0011 },
  { name: '0012-category-indexes', ...m0012 },
  { name: '0013-bookings', ...m0013 },
  { name: '0014-import-limits', ...m0014 },
  { name: '0015-mail-limits', ...m0015 },
  { name: '0016-upload-records', ...m0016 },
  { name: '0018-two-letter-prefixes', ...m0018 },
  { name: '0019-item-pages', ...m0019 },
  { name: '0020-calendars', ...m0020 },
  { name: '0021-list-settings', ...m0021 },
  { name: '0022-item-codes', ...m0022 },
  { name: '0023-condition-reports', ...m0023 },
  { name: '0024-person-loans', ...m0024 },
  { name: '0025-school-sign-in', ...m0025 },
  { name: '0026-department-time-zones', ...m0026 },
  { name: '0027-damage-comments', ...m0027 },
  { name: '0028-person-loan-production', ...m0028 },
  { name: '0029-webhooks', ...m0029 },
  { name: '0030-mail-outbox', ...m0030 },
];
